/** What other features may use of family sharing: the home screen's card. */
export { FamilyCard } from './components/FamilyCard';
