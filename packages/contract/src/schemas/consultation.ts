import { z } from 'zod';
import { CALL_ACTION, CONSULT_TYPES } from '../constants';
import { idText, idValue, optionalText, text } from './common';
import { QueuePlace } from './queue';

/** Where a waiting room is by the clock: before it opens, open, or closed after the grace period. */
export const WAITING_ROOM_STATES = ['notYet', 'open', 'closed'] as const;
export type WaitingRoomState = (typeof WAITING_ROOM_STATES)[number];

/**
 * Ours: the parent's consultation, for /doctor-confirmed and /doctor-oncall. Times are ISO
 * instants; `serverNow` lets the waiting room count down from the server's clock, not the phone's.
 */
export const ConsultationQuery = z.object({ appReqId: idText('appReqId') });
export const WaitingRoom = z.object({
  /** When the room opens and the 600 s countdown begins: the later of payment and 10 minutes before the slot. */
  opensAt: z.string(),
  /** opensAt + 600 s: when the countdown ends (the slot start for a consultation booked ahead). */
  endsAt: z.string(),
  /**
   * When the room closes if the doctor has not started the call: a grace period after the slot
   * start (never before endsAt). Null once the call has started: then only 'completed' ends it.
   * The room's polls run until then.
   */
  closesAt: z.string().nullable(),
  /**
   * Where the room is at serverNow by its window alone (the status says 'completed'): notYet, open,
   * or closed once closesAt passed. The doctor's console reads the same function, so both agree.
   */
  state: z.enum(WAITING_ROOM_STATES),
  /** The room, once the doctor has started the video call. */
  roomName: z.string().nullable(),
  /** For audio: when the call request went out (once per consultation). */
  callRequestedAt: z.string().nullable(),
});
export const ConsultationResponse = z
  .object({
    status: z.literal(1),
    serverNow: z.string(),
    data: z.object({
      appReqId: z.number().int(),
      /** booked (paid), completed; held while still unpaid. */
      status: z.enum(['held', 'booked', 'completed', 'released', 'cancelled']),
      /** Closed because the parent did not join (the doctor said so); status reads completed. */
      noShow: z.boolean(),
      consultType: z.enum(CONSULT_TYPES),
      memberId: z.number().int(),
      memberName: z.string(),
      /** Null while an instant consultation waits in the queue for a doctor. */
      doctorId: z.number().int().nullable(),
      /** The doctor's name; for an instant consultation not yet taken, 'The next available doctor'. */
      doctorName: z.string(),
      /** Ours: the doctor's registration number (Telemedicine Practice Guidelines 2020); '' until a doctor takes it. */
      registrationNumber: z.string(),
      clinicName: z.string(),
      /** 'yyyy-MM-dd', the clinic's date. */
      slotDate: z.string(),
      /** 'hh:mm A', as the listing shows it. */
      slot: z.string(),
      slotStart: z.string(),
      bookedAt: z.string().nullable(),
      /** When the SMS reminder is due: 10 minutes before the slot. */
      reminderAt: z.string(),
      waitingRoom: WaitingRoom,
      /** Ours: an instant consultation's place in the on-duty queue; null for a scheduled one. */
      queue: QueuePlace.nullable(),
    }),
  })
  .meta({ id: 'ConsultationResponse' });
export type ConsultationResponse = z.infer<typeof ConsultationResponse>;

/** POST Knowlarity/JoinCall (spec §7): the parent asks the doctor to call (audio consultations). */
export const JoinCallRequest = z.object({
  userType: optionalText('userType', 20),
  /** The parent's number; must be the signed-in account's own (no calls to strangers). */
  caller: text('caller')
    .trim()
    .max(20)
    .regex(/^\+?\d{6,15}$/, 'caller must be a phone number.'),
  /** The spec's constant call-centre number; the server connects the booked doctor. */
  agent_number: text('agent_number').trim().max(20),
  action: z.literal(CALL_ACTION, { error: `action must be ${CALL_ACTION}.` }),
  /** Ours: which consultation; without it, the account's consultation whose waiting room is open. */
  appReqId: idValue('appReqId').optional(),
});
export const JoinCallResponse = z
  .object({ status: z.literal(1), message: z.string(), requestedAt: z.string() })
  .meta({ id: 'JoinCallResponse' });

/** GET Alerts/GetVideoLog?id=&userType= (spec §7): id is the member (guestId). */
export const VideoLogQuery = z.object({
  id: idText('id'),
  userType: optionalText('userType', 20),
  /** Ours: which consultation; without it, the member's latest booked one. */
  appReqId: idText('appReqId').optional(),
});
export const VideoLogResponse = z
  .object({
    status: z.literal(1),
    data: z.object({ roomName: z.string().nullable(), appReqId: z.number().int().nullable() }),
  })
  .meta({ id: 'VideoLogResponse' });

/** Spec §3 medicine, on the wire with the spec's spellings. */
export const Medicine = z.object({
  name: text('name').trim().min(1, 'Medicine name is required.').max(120, 'Medicine name is too long.'),
  freq: text('freq').trim().min(1, 'Frequency is required.').max(60, 'Frequency is too long.'),
  dose: text('dose').trim().min(1, 'Dose is required.').max(30, 'Dose is too long.'),
  dosemesure: text('dosemesure').trim().min(1, 'Dose measure is required.').max(30, 'Dose measure is too long.'),
  dureationDays: z
    .number({ error: 'Duration must be a number of days.' })
    .int('Duration must be whole days.')
    .min(1, 'Duration must be at least 1 day.')
    .max(365, 'Duration cannot be more than 365 days.'),
  note: text('note').trim().max(500, 'Note is too long.').default(''),
});
export type Medicine = z.infer<typeof Medicine>;

/**
 * Ours: a prescription's own words in the guidelines' format (Annexure 2), as the console and the
 * parent's data copy read them back.
 */
export const PrescriptionNotes = z.object({
  rxNumber: z.string(),
  version: z.number().int(),
  rxDate: z.string(),
  weightKg: z.number().nullable(),
  patientAddress: z.string(),
  chiefComplaints: z.string(),
  findings: z.string(),
  diagnosis: z.string(),
  investigations: z.string(),
  advice: z.string(),
  followUpDate: z.string().nullable(),
});

export const PrescriptionItem = z.object({
  prescriptionId: z.number().int(),
  appReqId: z.number().int(),
  /** 'yyyy-MM-dd' (Indian date the prescription was written). */
  rxDate: z.string(),
  memberId: z.number().int(),
  memberName: z.string(),
  doctorName: z.string(),
  qualification: z.string(),
  registrationNumber: z.string(),
  /** The unique prescription id printed on it, and its version (a correction is a new one). */
  rxNumber: z.string(),
  version: z.number().int(),
  diagnosis: z.string(),
  advice: z.string(),
  /** InProgress while any medicine's course is still running (Indian today), else History. */
  state: z.enum(['InProgress', 'History']),
  medicines: z.array(Medicine.extend({ rxDate: z.string(), strength: z.string() })),
});
export type PrescriptionItem = z.infer<typeof PrescriptionItem>;

/** Ours: the family's prescriptions (optionally one member's), newest first. */
export const PrescriptionsQuery = z.object({ patientId: idText('patientId').optional() });
export const PrescriptionsResponse = z
  .object({ status: z.literal(1), data: z.array(PrescriptionItem) })
  .meta({ id: 'PrescriptionsResponse' });

/** Ours: GET …/GetRecordsPdf?patientId= answers application/pdf: one child's consultation records. */
export const RecordsPdfQuery = z.object({ patientId: idText('patientId') });

/** Ours: GET …/PrescriptionPdf?id= answers application/pdf. */
export const PrescriptionPdfQuery = z.object({ id: idText('id') });
