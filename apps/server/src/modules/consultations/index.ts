// The consultations module's public face: the service that owns the consultation's lifecycle (the
// only code that touches its table), its routes, the wire shapes others reuse, the reminder steps
// jobs/reminders.ts runs, the hold sweep jobs/holds.ts runs, and the waiting room as the doctor's
// console shows it (the parent's presence, by the parent's own window), and what a message about
// a consultation says (the outbox's confirmation and cancel, decision 0055).

export type { BackOfficeConsultation, BackOfficeFilter, BackOfficeRow } from './backOfficeSide';
export { consultationRoutes } from './consultations.routes';
export {
  type ChangeableConsultation,
  type ConsultationsService,
  type ConsultationsServiceDeps,
  consultationsServiceFactory,
  type DoctorViewRow,
  type HoldPlaced,
  type HoldRequest,
  type MemberLookup,
  type NewSlot,
  type PayableConsultation,
} from './consultations.service';
export { medicineOnWire } from './consultations.wire';
export { changeAllowed, changesCloseAt, checkCancelAllowed, checkChangeAllowed, checkReschedulable } from './cutoff';
export { releaseExpiredHolds } from './holds.repo';
export { type ConsultationStatus, isOpen, isPaid, TransitionRefused } from './lifecycle';
export { liveOccupiedOf } from './liveOccupied';
export { type ConsultationMessageDetails, messageDetails } from './messages.repo';
export { signatureOf } from './prescribing/signature';
export { type NewPrescription as NewPrescriptionRecord, rxNumberOf } from './prescriptions.repo';
export { type RoomForDoctor, roomForDoctor } from './presence';
export {
  type CancelledPlace,
  cancelledQueuePlaces,
  markQueuePlaceRefunded,
  sweepQueue,
  type TakeRequest,
} from './queue/doctorSide';
export {
  claimDueReminders,
  markReminderSent,
  REMINDER_LEASE_MS,
  REMINDER_MAX_ATTEMPTS,
  releaseReminderClaim,
  reminderDetails,
} from './reminders.repo';
