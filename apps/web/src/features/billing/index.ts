/** What other features may use of billing: the state 'Resume payment' (on the home) opens the payment screen with. */
export { resumePaymentState } from './resume';
