import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { idValue, optionalText, text } from './common';

/**
 * Ours: the on-duty queue behind /doctor-cons (docs/decisions/0038). A parent who wants a doctor
 * now pays the instant fee and joins the queue for a consult type and language; doctors on duty
 * take the longest-waiting parent. Only calls queue: audio and video.
 */
export const QUEUE_CALL_TYPES = ['audio', 'video'] as const;
export type QueueCallType = (typeof QUEUE_CALL_TYPES)[number];

const lowerCase = <const T extends readonly string[]>(field: string, values: T) =>
  text(field)
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(values, { error: `${field} must be one of: ${values.join(', ')}.` }));
export const QueueCallType = (field = 'appointmentType') => lowerCase(field, QUEUE_CALL_TYPES);
export const QueueLanguage = (field = 'language') => lowerCase(field, LANGUAGES);

/** GET Consultation/GetInstantAvailability: before any payment, whether a doctor is on duty and the wait. */
export const InstantAvailabilityQuery = z.object({
  appointmentType: QueueCallType(),
  language: QueueLanguage(),
});
export const NextScheduledSlot = z.object({
  /** 'yyyy-MM-dd', the clinic's date: /doctor-apointment opens with it chosen. */
  date: z.string(),
  /** 'hh:mm A'. */
  slot: z.string(),
  doctorName: z.string(),
});
export const InstantAvailabilityResponse = z
  .object({
    status: z.literal(1),
    /** Doctors on duty now for this type and language (their console seen within the heartbeat time). */
    onDuty: z.number().int(),
    /** Parents paid and waiting for this type and language. */
    waiting: z.number().int(),
    /** The estimated wait for a parent joining now, in whole minutes; null when nobody is on duty. */
    estimatedWaitMinutes: z.number().int().nullable(),
    /** The instant fee in rupees, charged at joining. */
    feeInRupees: z.number(),
    /** With nobody on duty: the earliest free scheduled slot of this type and language in the next 15 days. */
    nextSlot: NextScheduledSlot.nullable(),
  })
  .meta({ id: 'InstantAvailabilityResponse' });
export type InstantAvailabilityResponse = z.infer<typeof InstantAvailabilityResponse>;

/**
 * POST Consultation/JoinQueue: the member's instant consultation, held for payment (10 minutes) at
 * the instant fee; once paid it takes its place in the queue. Asked again while one is held or
 * waiting, it answers with that one (one place per member).
 */
export const JoinQueueRequest = z
  .object({
    patientId: idValue('patientId'),
    appointmentType: QueueCallType(),
    language: QueueLanguage(),
    /** The reason chosen on /child-help (the session's `qs`). */
    helpQuestion1: optionalText('helpQuestion1'),
  })
  .meta({ id: 'JoinQueueRequest' });
export const JoinQueueIn = JoinQueueRequest.transform((b) => ({
  memberId: String(b.patientId),
  consultType: b.appointmentType,
  language: b.language,
  reason: b.helpQuestion1 ?? '',
}));
export type JoinQueueIn = z.output<typeof JoinQueueIn>;
export const JoinQueueResponse = z
  .object({
    status: z.literal(1),
    message: z.string(),
    /** The instant consultation: the payment page and the waiting room use it like any other. */
    appReqId: z.number().int(),
    holdExpiresAt: z.string().nullable(),
    /** held until paid; booked once paid (already in the queue). */
    consultationStatus: z.enum(['held', 'booked']),
    feeInRupees: z.number(),
  })
  .meta({ id: 'JoinQueueResponse' });
export type JoinQueueResponse = z.infer<typeof JoinQueueResponse>;

/**
 * Where an instant consultation is in the queue, inside GetConsultation's answer (null for a
 * scheduled one). The waiting room polls it every few seconds (decision 0038: polling, not SSE).
 *  - waiting: paid, in line; `position` 1 is next. Held (not paid yet), it reads as waiting with the
 *    place it would take if paid now, and no joinedAt.
 *  - called: a doctor took it and started the call; the parent should answer (within 2 minutes).
 *  - closed: it left the queue (served, left, or refunded); the consultation's status says which.
 */
export const QUEUE_STATES = ['waiting', 'called', 'closed'] as const;
export const QueuePlace = z.object({
  state: z.enum(QUEUE_STATES),
  /** 1 is next; null unless waiting. */
  position: z.number().int().nullable(),
  /** Whole minutes, null unless waiting (or with nobody on duty). */
  estimatedWaitMinutes: z.number().int().nullable(),
  onDuty: z.number().int(),
  /** When the queue was joined (paid). */
  joinedAt: z.string().nullable(),
  /** If nobody takes it by then, the fee is refunded by itself. */
  refundAt: z.string().nullable(),
  /** When a doctor took it. */
  calledAt: z.string().nullable(),
  /** It was sent back behind the next parent once because the call went unanswered. */
  sentBack: z.boolean(),
});
export type QueuePlace = z.infer<typeof QueuePlace>;

/** POST Console/SetDuty: the doctor's 'Available for instant consultations' switch, per type and language. */
export const SetDutyRequest = z
  .object({
    available: z.boolean({ error: 'available must be true or false.' }),
    /** Required (at least one) when available. */
    types: z.array(QueueCallType('types')).max(2).default([]),
    languages: z.array(QueueLanguage('languages')).max(LANGUAGES.length).default([]),
  })
  .meta({ id: 'SetDutyRequest' });
export type SetDutyRequest = z.output<typeof SetDutyRequest>;
export const Duty = z.object({
  /** On duty now: switched on and the console seen within the heartbeat time. */
  available: z.boolean(),
  types: z.array(z.enum(QUEUE_CALL_TYPES)),
  languages: z.array(z.enum(LANGUAGES)),
  /** When duty was switched on, while it is on (null when off). */
  since: z.string().nullable(),
  /** When the console was last seen (heartbeat); null when never switched on. */
  lastSeenAt: z.string().nullable(),
  /** Duty ends by itself if no heartbeat arrives by then. */
  endsIfUnseenAt: z.string().nullable(),
});
export type Duty = z.infer<typeof Duty>;
/** SetDuty and Heartbeat answer with the duty as it now stands. */
export const DutyResponse = z
  .object({ status: z.literal(1), serverNow: z.string(), duty: Duty })
  .meta({ id: 'DutyResponse' });

export const QueueEntry = z.object({
  appReqId: z.number().int(),
  position: z.number().int(),
  consultType: z.enum(QUEUE_CALL_TYPES),
  language: z.enum(LANGUAGES),
  childName: z.string(),
  /** '2 years 3 months'. */
  childAge: z.string(),
  reason: z.string(),
  joinedAt: z.string(),
  waitingMinutes: z.number().int(),
});
/** GET Console/GetQueue: the parents waiting that this doctor may take (their duty's types and languages). */
export const ConsoleQueueResponse = z
  .object({
    status: z.literal(1),
    serverNow: z.string(),
    duty: Duty,
    waiting: z.array(QueueEntry),
    /** The recent average consultation length the estimates use, in minutes. */
    averageMinutes: z.number(),
  })
  .meta({ id: 'ConsoleQueueResponse' });
export type ConsoleQueueResponse = z.infer<typeof ConsoleQueueResponse>;
/**
 * POST Console/TakeNext: the longest-waiting parent this doctor may take is assigned to them and
 * the call starts (the video room, or the audio call to the parent). 409 'Nobody is waiting.'
 */
export const TakeNextResponse = z
  .object({
    status: z.literal(1),
    message: z.string(),
    appReqId: z.number().int(),
    consultType: z.enum(QUEUE_CALL_TYPES),
    /** The video room (video), or null (audio: the provider is calling the parent). */
    roomName: z.string().nullable(),
  })
  .meta({ id: 'TakeNextResponse' });
