/** What other features may use of booking: the choices a parent made, which payment summarises. */
export { afterPayment, type BookingChoices, choicesOf, withChoices } from './choices';
