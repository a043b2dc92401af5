import { z } from 'zod';
import { CONSULT_TYPES } from '../constants';
import { idValue } from './common';

/**
 * Ours (not the spec's): the account's consultations for the parent's home screen, every member's,
 * slot order. The server decides the section and what may be done (join, cancel, reschedule) on its clock.
 */
export const HomeConsultation = z.object({
  appReqId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  /**
   * The booked doctor and clinic: a reschedule lists that doctor's free slots there. Null while an
   * instant consultation waits in the queue (then doctorName says 'The next available doctor').
   */
  doctorId: z.number().int().nullable(),
  clinicId: z.number().int().nullable(),
  doctorName: z.string(),
  consultType: z.enum(CONSULT_TYPES),
  /** The lifecycle's status: booked, in_progress, completed, no_show, cancelled, refunded. */
  status: z.enum(['booked', 'in_progress', 'completed', 'no_show', 'cancelled', 'refunded']),
  /** 'yyyy-MM-dd', the clinic's date. */
  slotDate: z.string(),
  /**
   * 'hh:mm AM', India time, as the listing shows it. A place in the on-duty queue has no slot until
   * a doctor takes it: its slot is the time the place was asked for (then the call's time).
   */
  slot: z.string(),
  slotStart: z.string(),
  /** upcoming: paid and its waiting room not closed yet; past: everything else. */
  section: z.enum(['upcoming', 'past']),
  /** When its waiting room opens (10 minutes before the slot, or at the payment if later). */
  waitingRoomOpensAt: z.string(),
  canJoin: z.boolean(),
  /** Booked and before the cancellation cut-off; a place in the queue: until a doctor takes it (no cut-off). */
  canCancel: z.boolean(),
  /** Booked, never moved, and before the cut-off: the rule the Reschedule route enforces (never a place in the queue). */
  canReschedule: z.boolean(),
  /** Why a booked upcoming consultation cannot be moved (moved once; inside the cut-off, with the clinic's contact). */
  rescheduleNote: z.string().nullable(),
  /** The consultation's prescription, once the doctor wrote it. */
  prescriptionId: z.number().int().nullable(),
  /** Ours: a child shared with this account by another (family sharing): seen, not acted on. */
  shared: z.boolean().optional(),
});
export type HomeConsultation = z.infer<typeof HomeConsultation>;

export const MyConsultationsResponse = z
  .object({ status: z.literal(1), serverNow: z.string(), data: z.array(HomeConsultation) })
  .meta({ id: 'MyConsultationsResponse' });
export type MyConsultationsResponse = z.infer<typeof MyConsultationsResponse>;

/**
 * Ours: a payment left open (the checkout tab closed, or cancelled on the gateway's page) while
 * its hold lasts, for 'Resume payment' and 'Cancel payment' on the home. The order is the one
 * Resume pays again (never a second one for the same hold); null when Pay now was never pressed.
 */
export const OpenPayment = z.object({
  appReqId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  /** Null for an instant consultation (a place in the queue: its doctor is whoever takes it). */
  doctorId: z.number().int().nullable(),
  doctorName: z.string(),
  clinicId: z.number().int().nullable(),
  clinicName: z.string(),
  consultType: z.enum(CONSULT_TYPES),
  /** 'yyyy-MM-dd', the clinic's date. */
  slotDate: z.string(),
  /** 'hh:mm AM', India time. */
  slot: z.string(),
  slotStart: z.string(),
  /** When the hold lapses and the slot is released. */
  holdExpiresAt: z.string(),
  /** Rupees: what the parent pays (the order's total, or the price of the hold). */
  amount: z.number(),
  order: z
    .object({
      uniqueId: z.string(),
      /** pending (checkout open or closed unpaid) or Aborted (cancelled on the gateway's page). */
      cartStatus: z.union([z.literal(1), z.literal('Aborted')]),
      gateway: z.enum(['sandbox', 'razorpay', 'none']),
    })
    .nullable(),
});
export type OpenPayment = z.infer<typeof OpenPayment>;

export const OpenPaymentsResponse = z
  .object({ status: z.literal(1), serverNow: z.string(), data: z.array(OpenPayment) })
  .meta({ id: 'OpenPaymentsResponse' });
export type OpenPaymentsResponse = z.infer<typeof OpenPaymentsResponse>;

export const CancelPaymentRequest = z.object({ appReqId: idValue('appReqId') });
export const CancelPaymentIn = CancelPaymentRequest.transform((b) => ({ consultationId: b.appReqId }));
export const CancelPaymentResponse = z
  .object({
    status: z.literal(1),
    message: z.string(),
    appReqId: z.number().int(),
    /** Released: the hold is over and the slot free (the same answer when asked again). */
    consultationStatus: z.literal('released'),
  })
  .meta({ id: 'CancelPaymentResponse' });
