/** What other features may use of the legal pages: the row of links to them. */
export { LegalLinks } from './components/LegalLinks';
