import { z } from 'zod';
import { SlotLabel } from './catalog';
import { calendarDate, digits, idText, idValue, optionalChoice, text } from './common';

/**
 * The back office's consultations and money (ours, decision 0053): a list with filters, one
 * consultation with its order, payment and refund history, a CSV of the list, the operator's
 * actions (refund, cancel with a refund, mark no-show) and a day's summary. Money in rupees.
 */

/** The lifecycle's statuses as the list filters them. */
export const CONSULTATION_LIST_STATUSES = [
  'held',
  'booked',
  'in_progress',
  'completed',
  'released',
  'cancelled',
  'refunded',
  'no_show',
] as const;
export const MONEY_FILTERS = ['paid', 'refunded', 'unpaid'] as const;

export const AdminConsultationsQuery = z.object({
  /** The clinic's dates of the slots, inclusive. */
  from: calendarDate('from').optional(),
  to: calendarDate('to').optional(),
  doctorID: idText('doctorID').optional(),
  clinicID: idText('clinicID').optional(),
  status: optionalChoice('status', z.enum(CONSULTATION_LIST_STATUSES)).meta({ example: 'booked' }),
  money: optionalChoice('money', z.enum(MONEY_FILTERS)).meta({ example: 'paid' }),
  /** Part of the parent's number (digits). */
  phone: digits('phone', 3, 15).optional(),
  page: idText('page').optional(),
});
export type AdminConsultationsQuery = z.infer<typeof AdminConsultationsQuery>;

export const AdminConsultationRow = z
  .object({
    appReqId: z.number().int(),
    kind: z.enum(['scheduled', 'instant']),
    status: z.enum(CONSULTATION_LIST_STATUSES),
    consultType: z.string(),
    /** The clinic's date and the slot's start (ISO). */
    slotDate: z.string(),
    slotStart: z.string(),
    doctorID: z.number().int().nullable(),
    doctorName: z.string().nullable(),
    clinicName: z.string().nullable(),
    patientName: z.string(),
    parentPhone: z.string(),
    /** Rupees: the fee, what was paid, what went back. */
    fee: z.number(),
    paid: z.number(),
    refunded: z.number(),
  })
  .meta({ id: 'AdminConsultationRow' });
export const AdminConsultationsResponse = z.object({
  status: z.literal(1),
  data: z.array(AdminConsultationRow),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});

/**
 * The CSV of the list's filters (every row, up to 10,000): UTF-8 with a byte-order mark, every
 * cell quoted, a cell a spreadsheet would run as a formula led by an apostrophe.
 */
export const AdminConsultationsCsv = z.string().meta({ id: 'AdminConsultationsCsv' });

export const MoneyEvent = z.object({
  /** 'order' (with its status), 'refund' (with its status). */
  kind: z.enum(['order', 'refund']),
  id: z.number().int(),
  at: z.string(),
  status: z.string(),
  amount: z.number(),
  gateway: z.string(),
  /** The gateway's id: its payment for an order, its refund id for a refund. */
  reference: z.string(),
});
export const AdminConsultationDetail = AdminConsultationRow.extend({
  bookedAt: z.string().nullable(),
  callStartedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  money: z.array(MoneyEvent),
  /** Rupees left to refund: what was paid less the refunds asked (a refused one does not count). */
  refundable: z.number(),
  /** What the operator may do now. */
  canRefund: z.boolean(),
  canCancel: z.boolean(),
  canMarkNoShow: z.boolean(),
  /** A booked consultation with a doctor may be moved to another of that doctor's free slots. */
  canMove: z.boolean(),
  /** The doctor's clinic, whose listing offers the slots to move to. */
  clinicID: z.number().int().nullable(),
}).meta({ id: 'AdminConsultationDetail' });
export const AdminConsultationQuery = z.object({ appReqId: idText('appReqId') });
export const AdminConsultationResponse = z.object({ status: z.literal(1), consultation: AdminConsultationDetail });

const reason = text('reason')
  .trim()
  .min(3, 'Say why, in a few words.')
  .max(300, 'reason must be at most 300 characters.');
export const AdminRefundRequest = z.object({
  appReqId: idValue('appReqId'),
  /**
   * The form's key for this refund (a new one per attempt): sent twice, by a double click or a
   * retry after a lost answer, it is one refund.
   */
  requestKey: text('requestKey')
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'requestKey must be 8 to 64 letters, digits or dashes.')
    .meta({ example: '5f0c2a9e7b1d4c3a8e6f2b9d1a7c4e30' }),
  /** Rupees; all that is left to refund when absent. */
  amount: z
    .number({ error: 'amount must be a number of rupees.' })
    .positive('The amount must be more than 0.')
    .multipleOf(0.01, 'The amount must be in rupees and paise.')
    .optional(),
  reason,
});
export const AdminCancelRequest = z.object({ appReqId: idValue('appReqId'), reason });
export const AdminNoShowRequest = z.object({ appReqId: idValue('appReqId') });
/**
 * The clinic moves a booked consultation to another free slot of the same doctor, clinic and type
 * (a doctor's leave over booked days, say): the parent is told the new time.
 */
export const AdminMoveRequest = z.object({
  appReqId: idValue('appReqId'),
  consultationDate: calendarDate('consultationDate'),
  slot: SlotLabel.meta({ example: '09:30 AM' }),
  reason,
});

export const DailySummaryQuery = z.object({ date: calendarDate('date') });
export const DailySummary = z
  .object({
    date: z.string(),
    /** Paid that day (scheduled and instant). */
    bookings: z.number().int(),
    /** Rupees received that day, consultations and plans. */
    revenue: z.number(),
    refunds: z.number().int(),
    refunded: z.number(),
    cancellations: z.number().int(),
    /** Minutes from the appointed time (or joining the queue) to the doctor starting the call; null when no call started. */
    averageWaitMinutes: z.number().nullable(),
  })
  .meta({ id: 'DailySummary' });
export const DailySummaryResponse = z.object({ status: z.literal(1), summary: DailySummary });
