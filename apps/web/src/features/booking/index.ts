/** What other features may use of booking: the choices a parent made, which payment summarises. */
export { type BookingChoices, choicesOf } from './choices';
