import { z } from 'zod';
import { ADULT_RELATIONS } from '../consent';
import { CONSULT_TYPES, GENDERS } from '../constants';
import { CaptchaPayload } from './auth';
import { calendarDate, digits, idText, idValue, text } from './common';
import { Medicine, PrescriptionNotes, WAITING_ROOM_STATES } from './consultation';

/** The doctor's console (ours: the spec shows only the parent's side). */
export const ConsoleOtpRequest = z.object({
  mobileCode: digits('mobileCode', 1, 4),
  mobileNumber: digits('mobileNumber', 4, 15),
  /** The same robot check as the parents' sign-in. */
  captcha: CaptchaPayload.optional(),
});
export const ConsoleOtpResponse = z
  .object({ status: z.literal(1), message: z.string(), resendAfterSeconds: z.number().int() })
  .meta({ id: 'ConsoleOtpResponse' });

export const ConsoleVerifyRequest = ConsoleOtpRequest.omit({ captcha: true }).extend({ otp: digits('otp', 4, 6) });

export const ConsoleDoctor = z.object({
  doctorID: z.number().int(),
  doctorName: z.string(),
  qualification: z.string(),
  registrationNumber: z.string(),
  speciality: z.string(),
});
export type ConsoleDoctor = z.infer<typeof ConsoleDoctor>;
export const ConsoleSessionResponse = z
  .object({ status: z.literal(1), authToken: z.string(), doctor: ConsoleDoctor })
  .meta({ id: 'ConsoleSessionResponse' });
export const ConsoleMeResponse = z
  .object({ status: z.literal(1), doctor: ConsoleDoctor })
  .meta({ id: 'ConsoleMeResponse' });

/**
 * A medicine as the console writes it (Telemedicine Practice Guidelines 2020, Annexure 2): the
 * generic name (printed in capitals, checked against the lists teleconsultation may prescribe from)
 * and its strength, with the spec's dose, frequency, duration and note (the instructions).
 */
export const PrescribedMedicine = Medicine.extend({
  strength: text('strength').trim().min(1, 'Strength is required.').max(40, 'Strength is too long.'),
});

export const ConsoleConsultation = z.object({
  appReqId: z.number().int(),
  /** no_show: the doctor confirmed the parent did not join. */
  status: z.enum(['booked', 'completed', 'no_show']),
  consultType: z.enum(CONSULT_TYPES),
  slotDate: z.string(),
  slot: z.string(),
  slotStart: z.string(),
  bookedAt: z.string().nullable(),
  /**
   * From when the call, the prescription and completion are allowed: 10 minutes before the slot,
   * on the server's clock (compare with serverNow). A no-show is allowed from slotStart.
   */
  actionsOpenAt: z.string(),
  /**
   * The parent's waiting room while the consultation is open (null once completed or a no-show),
   * by the same window as the parent's screen (its `waitingRoom.state`).
   */
  waitingRoom: z
    .object({
      /**
       * notYet: it opens 10 minutes before the slot; open; closed: the grace period after the slot
       * start passed with no call started, and the parent's screen says the call ended.
       */
      state: z.enum(WAITING_ROOM_STATES),
      /** The parent's waiting room read the consultation within the last minute or so (it does every 30 s). */
      parentPresent: z.boolean(),
      /** Whole minutes since the parent came into the open room, this visit (0 when not there). */
      parentWaitingMinutes: z.number().int(),
    })
    .nullable(),
  roomName: z.string().nullable(),
  callStartedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  prescriptionId: z.number().int().nullable(),
  /** The written prescription, so the console can show it again after a reload. */
  prescription: z
    .object({
      prescriptionId: z.number().int(),
      ...PrescriptionNotes.shape,
      seenInPerson: z.boolean(),
      signature: z.string(),
      medicines: z.array(PrescribedMedicine),
    })
    .nullable(),
  child: z.object({
    name: z.string(),
    /** '2 years 3 months', from the date of birth; the intake age band when there is no date. */
    age: z.string(),
    dateOfBirth: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    heightCm: z.number().nullable(),
    weightKg: z.number().nullable(),
    isPremature: z.boolean(),
    reason: z.string(),
  }),
  /** The parent's number, masked except the last 4 digits (the call goes through the provider). */
  parentPhone: z.string(),
  /**
   * The adult consulting for the child and their consent, given before paying (null for a
   * consultation booked before consents were recorded). `callBack`: they agreed the doctor calls.
   */
  consultingAdult: z
    .object({ name: z.string(), relation: z.enum(ADULT_RELATIONS), consentedAt: z.string(), callBack: z.boolean() })
    .nullable(),
});
export type ConsoleConsultation = z.infer<typeof ConsoleConsultation>;
export const ConsoleConsultationsResponse = z
  .object({ status: z.literal(1), serverNow: z.string(), data: z.array(ConsoleConsultation) })
  .meta({ id: 'ConsoleConsultationsResponse' });

export const ConsoleConsultationRequest = z.object({ appReqId: idValue('appReqId') });
export const StartVideoResponse = z
  .object({ status: z.literal(1), roomName: z.string() })
  .meta({ id: 'StartVideoResponse' });

const longText = (field: string, label: string, max: number) =>
  text(field).trim().max(max, `${label} is too long.`).default('');
const requiredText = (field: string, label: string, max: number) =>
  text(field).trim().min(1, `${label} is required.`).max(max, `${label} is too long.`);

/** The prescription in Annexure 2's order; a second save of the same consultation is a new version. */
export const WritePrescriptionRequest = z.object({
  appReqId: idValue('appReqId'),
  /** The child's weight in kg as the doctor confirmed it (prefilled from the intake). */
  weightKg: z
    .number({ error: 'Weight must be a number of kg.' })
    .min(0.3, 'Weight must be at least 0.3 kg.')
    .max(200, 'Weight must be at most 200 kg.'),
  patientAddress: requiredText('patientAddress', "The patient's address", 300),
  chiefComplaints: requiredText('chiefComplaints', 'Chief complaints', 1000),
  findings: longText('findings', 'Relevant findings', 2000),
  diagnosis: requiredText('diagnosis', 'Provisional diagnosis', 500),
  investigations: longText('investigations', 'Investigations', 1000),
  medicines: z
    .array(PrescribedMedicine, { error: 'medicines must be a list.' })
    .min(1, 'Add at least one medicine.')
    .max(30, 'At most 30 medicines.'),
  /** Special instructions. */
  advice: text('advice').trim().max(2000, 'Advice is too long.').default(''),
  /** 'yyyy-MM-dd', after the prescription's date; none when no follow-up is needed. */
  followUpDate: calendarDate('followUpDate', { format: 'Follow-up date must be a date as yyyy-MM-dd.' }).optional(),
  /** On a follow-up: the doctor saw the child in person for this condition (List B needs it). */
  seenInPerson: z.boolean({ error: 'seenInPerson must be true or false.' }).default(false),
  /** The doctor's e-signature: they sign by confirming, and the statement printed names them and the time. */
  signed: z.literal(true, { error: 'Sign the prescription to save it.' }),
  /** Why a saved prescription is corrected (kept with the new version). */
  correctionReason: longText('correctionReason', 'The reason for the correction', 500),
});
/** Ours: the names the prescription form suggests; `seenInPerson` as the form's box says (List B). */
export const PermittedMedicinesQuery = z.object({
  appReqId: idText('appReqId'),
  seenInPerson: z.enum(['true', 'false'], { error: "seenInPerson must be 'true' or 'false'." }).default('false'),
});
export const PermittedMedicinesResponse = z
  .object({ status: z.literal(1), data: z.array(z.string()) })
  .meta({ id: 'PermittedMedicinesResponse' });

export const WritePrescriptionResponse = z
  .object({
    status: z.literal(1),
    message: z.string(),
    prescriptionId: z.number().int(),
    /** 1 for the first, then one more for every correction; every version is kept. */
    version: z.number().int(),
    /** The unique prescription id printed on it. */
    rxNumber: z.string(),
  })
  .meta({ id: 'WritePrescriptionResponse' });
