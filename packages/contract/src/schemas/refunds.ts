import { z } from 'zod';
import { SlotLabel } from './catalog';
import { calendarDate, idValue } from './common';

/**
 * Ours (not the spec's): the parent cancels or moves a booked consultation, and reads the refunds
 * of the account. Amounts are rupees on the wire, as everywhere else; ids are our refund ids.
 */
export const RefundOnWire = z.object({
  refundId: z.number().int(),
  appReqId: z.number().int(),
  /** Rupees. */
  amount: z.number(),
  /** pending: asked of the gateway or on its way; processed: the money went back; failed: the gateway refused. */
  status: z.enum(['pending', 'processed', 'failed']),
  /** The gateway's reference of the refund, once it accepted it (for the parent's bank). */
  reference: z.string().nullable(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
});

export const CancelConsultationRequest = z.object({ appReqId: idValue('appReqId') });
export const CancelConsultationIn = CancelConsultationRequest.transform((b) => ({ consultationId: b.appReqId }));
export const CancelConsultationResponse = z
  .object({
    status: z.literal(1),
    message: z.string(),
    appReqId: z.number().int(),
    /** The consultation's status: cancelled, refunded once the money went back (booked while another request's refund is in flight). */
    consultationStatus: z.enum(['booked', 'cancelled', 'refunded']),
    refund: RefundOnWire.nullable(),
  })
  .meta({ id: 'CancelConsultationResponse' });

export const RescheduleConsultationRequest = z.object({
  appReqId: idValue('appReqId'),
  consultationDate: calendarDate('consultationDate'),
  slot: SlotLabel,
});
export const RescheduleConsultationIn = RescheduleConsultationRequest.transform((b) => ({
  consultationId: b.appReqId,
  date: b.consultationDate,
  slotLabel: b.slot,
}));
export const RescheduleConsultationResponse = z
  .object({
    status: z.literal(1),
    message: z.string(),
    appReqId: z.number().int(),
    slotDate: z.string(),
    slot: z.string(),
    slotStart: z.string(),
  })
  .meta({ id: 'RescheduleConsultationResponse' });

export const RefundsResponse = z
  .object({ status: z.literal(1), data: z.array(RefundOnWire) })
  .meta({ id: 'RefundsResponse' });

/** A receipt for a payment, or a credit note for a refund (ours): what the receipts list shows. */
export const ReceiptOnWire = z
  .object({
    /** 'RCT/2026-27/000042' or 'CN/2026-27/000007': also how its PDF is asked for. */
    number: z.string(),
    kind: z.enum(['receipt', 'credit_note']),
    issuedAt: z.string(),
    description: z.string(),
    /** Rupees, as the spec's amounts are. */
    total: z.number(),
    /** The member it was for. */
    patientId: z.number().int(),
  })
  .meta({ id: 'Receipt' });
export type ReceiptOnWire = z.infer<typeof ReceiptOnWire>;
export const ReceiptsResponse = z
  .object({ status: z.literal(1), data: z.array(ReceiptOnWire) })
  .meta({ id: 'ReceiptsResponse' });
/** Not JSON, so not in the route table: GET paths.getReceiptPdf?number= answers application/pdf. */
export const ReceiptPdfQuery = z.object({
  number: z
    .string()
    .regex(/^(RCT|CN)\/\d{4}-\d{2}\/\d{6,}$/, 'number must be a receipt number such as RCT/2026-27/000042.'),
});
/** The file a receipt's PDF is saved as: its number with dashes ('RCT-2026-27-000042.pdf'). */
export const receiptFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;
