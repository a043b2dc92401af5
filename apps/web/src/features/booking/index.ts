/** What other features may use of booking: the choices a parent made, which payment summarises (and resumes). */
export { afterPayment, type BookingChoices, choicesOf, withChoices } from './choices';
export { slotKey } from './slots';
