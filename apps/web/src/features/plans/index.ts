/** What other features may use of the care plans: the way to the plans screen (tracker notices, home). */
export { PlansInvite, PlansLink } from './components/PlansLink';
