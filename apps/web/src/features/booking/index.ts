/**
 * What other features may use of booking: the choices a parent made, which payment summarises (and
 * resumes); the date strip, slot chips and one doctor's slot listing, which the home's reschedule
 * screen reuses.
 */

export { useGetDoctorSlotsQuery } from './api/bookingApi';
export { afterPayment, type BookingChoices, choicesOf, withChoices } from './choices';
export { DateStrip } from './components/DateStrip';
export { SlotChip } from './components/SlotChip';
export { SlotGroups } from './components/SlotGroups';
export { slotKey } from './slots';
