/** What other features may use of the parent's data screen: the home screen's link to it. */
export { YourDataLink } from './components/YourDataLink';
