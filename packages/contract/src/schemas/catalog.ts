import { z } from 'zod';
import { CONSULT_TYPES, DOCTOR_PAGE_SIZE, LANGUAGES, PROFESSIONAL_KINDS } from '../constants';
import { Gender } from './auth';
import { calendarDay, optionalChoice, optionalText, text } from './common';

/** Query values arrive as text; the spec sends '' for "no filter" (spec §7 GetAllDoctorSlot). */
const optionalId = (field: string) =>
  text(field)
    .trim()
    .regex(/^(-1|\d{0,9})$/, `${field} must be an id.`)
    .optional()
    .transform((v) => (v === undefined || v === '' || v === '-1' ? undefined : Number(v)));

/** One of a fixed list of lower-case words, whatever the case and spaces it arrives with. */
const lowerCaseChoice = <const T extends readonly string[]>(field: string, values: T) =>
  text(field)
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(values, { error: `${field} must be one of: ${values.join(', ')}.` }));

export const ConsultType = lowerCaseChoice('appointmentType', CONSULT_TYPES);
export const Language = lowerCaseChoice('language', LANGUAGES);

export const SLOT_GROUPS_NAMES = ['Morning', 'Afternoon', 'Evening', 'Night'] as const;
/** 'hh:mm A', e.g. '09:30 AM' (spec §3). */
export const SlotLabel = text('slot')
  .trim()
  .regex(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, "slot must be a time such as '09:30 AM'.");

export const ListQuery = z.object({
  PatientId: optionalText('PatientId'),
  limit: optionalText('limit'),
  branchid: optionalText('branchid'),
});
export const IdName = z.object({ id: z.number().int(), name: z.string() });
export const DoctorsResponse = z
  .object({ status: z.literal(1), data: z.array(IdName) })
  .meta({ id: 'DoctorsResponse' });
export const SpecialitiesResponse = z
  .object({ status: z.literal(1), data: z.array(IdName) })
  .meta({ id: 'SpecialitiesResponse' });
export const ClinicsResponse = z
  .object({ status: z.literal(1), data: z.array(IdName.extend({ clinicAddress: z.string() })) })
  .meta({ id: 'ClinicsResponse' });

/** GetAllDoctorSlot (spec §7): every filter optional, '' meaning none. */
export const DoctorSlotQuery = z.object({
  status: optionalText('status'),
  appointmentType: optionalChoice('appointmentType', ConsultType),
  dt: calendarDay('dt'),
  doctorId: optionalId('doctorId'),
  speciality: optionalId('speciality'),
  clinicId: optionalId('clinicId'),
  /** The language chosen on the appointment screen (ours: the spec leaves `type` unexplained). */
  type: optionalChoice('type', Language),
  /** The member the consultation is for: signed in, the listing is ranked for them (their age). */
  PatientId: optionalText('PatientId'),
  /** Ours: the reason chosen (spec §2 /child-help, the session's `qs`): the listing puts its specialities first. */
  qs: optionalText('qs'),
  /** Ours: cards come in pages (best fit first); a phone shows a page at a time. */
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page must be 1 or more.').default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number.' })
    .int()
    .min(1, 'pageSize must be 1 to 200.')
    .max(200, 'pageSize must be 1 to 200.')
    .default(DOCTOR_PAGE_SIZE),
});
/** The listing's filters in the product's words: `type` is the language, `speciality` its id. */
export const DoctorSlotQueryIn = DoctorSlotQuery.transform((q) => ({
  date: q.dt,
  consultType: q.appointmentType,
  doctorId: q.doctorId,
  specialityId: q.speciality,
  clinicId: q.clinicId,
  language: q.type,
  memberId: q.PatientId?.trim() && q.PatientId.trim() !== '-1' ? q.PatientId.trim() : undefined,
  reason: q.qs,
  page: q.page,
  pageSize: q.pageSize,
}));
export type DoctorSlotQueryIn = z.output<typeof DoctorSlotQueryIn>;

export const Slot = z.object({
  slot: z.string(),
  slotType: z.enum(SLOT_GROUPS_NAMES),
  appointmenttype: z.string(),
  /** Rupees. */
  netFees: z.number(),
  doctorID: z.number().int(),
});
export type Slot = z.infer<typeof Slot>;

export const DoctorListingItem = z
  .object({
    doctorID: z.number().int(),
    doctorName: z.string(),
    gender: Gender,
    imagePath: z.string(),
    speciality: z.string(),
    experience: z.number().int(),
    qualification: z.string(),
    /** Ours: the doctor's registration number (Telemedicine Practice Guidelines 2020: shown on every card). */
    registrationNumber: z.string(),
    clinicId: z.number().int(),
    clinicName: z.string(),
    Types: z.array(z.object({ appointmenttype: z.string() })),
    Slots: z.array(Slot),
  })
  .meta({ id: 'DoctorListingItem' });
export type DoctorListingItem = z.infer<typeof DoctorListingItem>;

export const DoctorSlotResponse = z
  .object({
    status: z.literal(1),
    data: z.array(DoctorListingItem),
    /** Free slots across every matching doctor (all pages). */
    SlotCount: z.number().int(),
    /** Ours: matching doctor cards across all pages. */
    TotalDoctors: z.number().int(),
  })
  .meta({ id: 'DoctorSlotResponse' });

export const AllSlotQuery = z.object({
  type: ConsultType,
  doctorId: optionalId('doctorId'),
  desc: optionalText('desc'),
  dt: calendarDay('dt'),
});
export const SlotTimesResponse = z
  .object({ status: z.literal(1), data: z.array(z.object({ slot: z.string(), slotType: z.enum(SLOT_GROUPS_NAMES) })) })
  .meta({ id: 'SlotTimesResponse' });
export const SlotTimeQuery = z.object({ dt: calendarDay('dt') });
export const SlotTimeQueryIn = SlotTimeQuery.transform((q) => ({ date: q.dt }));
/** `type` is the consult type, `desc` a slot group (Morning, …). */
export const AllSlotQueryIn = AllSlotQuery.transform((q) => ({
  consultType: q.type,
  doctorId: q.doctorId,
  group: q.desc,
  date: q.dt,
}));

export const DisplayTextQuery = z.object({
  type: text('type').trim().min(1, 'type is required.').max(40, 'type must be at most 40 characters.'),
});
export const DisplayTextResponse = z
  .object({ status: z.literal(1), data: z.array(z.object({ Para1: z.string(), Para2: z.string() })) })
  .meta({ id: 'DisplayTextResponse' });

export const FollowupQuery = z.object({
  appointmentType: optionalText('appointmentType'),
  patientID: text('patientID').regex(/^\d{1,9}$/, 'patientID must be a member id.'),
  doctorId: text('doctorId').regex(/^\d{1,9}$/, 'doctorId must be an id.'),
});
/** Eligibility is an answer, not an error: status 0 with the reason when not eligible. */
export const FollowupResponse = z
  .object({ status: z.union([z.literal(0), z.literal(1)]), message: z.string() })
  .meta({ id: 'FollowupResponse' });
/** `patientID` is the member the follow-up would be for (checked against the account). */
export const FollowupQueryIn = FollowupQuery.transform((q) => ({
  memberId: q.patientID,
  doctorId: Number(q.doctorId),
}));

/** An id sent as a number or as digits. */
const idField = (field: string) =>
  z.union([z.number().int().positive(), text(field).regex(/^\d{1,9}$/, `${field} must be an id.`)], {
    error: `${field} must be an id.`,
  });

/** Consultation request payload (spec §3). Times are recomputed by the server from the schedule. */
const BookConsultWire = z
  .object({
    guestId: idField('guestId'),
    consultType: text('consultType').pipe(ConsultType),
    consultationDate: calendarDay('consultationDate'),
    slot: SlotLabel,
    FromTime: optionalText('FromTime', 20),
    ToTime: optionalText('ToTime', 20),
    languages: text('languages')
      .optional()
      .transform((v) => (v?.trim() ? v : undefined))
      .pipe(Language.optional()),
    userType: optionalText('userType', 20),
    DoctorId: idField('DoctorId'),
    clinic: idField('clinic'),
    helpQuestion1: optionalText('helpQuestion1'),
    AppointmentReqID: z
      .union([z.number().int(), text('AppointmentReqID').regex(/^\d{0,9}$/, 'AppointmentReqID must be an id.')])
      .optional()
      .transform((v) => (v === '' || v === 0 ? undefined : v)),
  })
  .meta({ id: 'BookConsultRequest' });
/**
 * The spec's field names stop at the edge: the server reads the request as a hold in the product's
 * words (the member, the doctor, the reason). Errors still name the fields as sent.
 */
export const BookConsultRequest = BookConsultWire.transform((b) => ({
  memberId: String(b.guestId),
  doctorId: Number(b.DoctorId),
  clinicId: Number(b.clinic),
  consultType: b.consultType,
  date: b.consultationDate,
  slotLabel: b.slot,
  language: b.languages,
  reason: b.helpQuestion1 ?? '',
  /** The member's earlier request this one replaces (the parent went back and picked again). */
  replaces: b.AppointmentReqID ? Number(b.AppointmentReqID) : undefined,
}));
export type HoldInput = z.output<typeof BookConsultRequest>;
export const BookConsultResponse = z
  .object({ status: z.literal(1), message: z.string(), appReqId: z.number().int(), holdExpiresAt: z.string() })
  .meta({ id: 'BookConsultResponse' });

export const DoctorProfileQuery = z.object({
  doctorId: text('doctorId').regex(/^\d{1,9}$/, 'doctorId must be an id.'),
});
export const DoctorProfile = DoctorListingItem.pick({
  doctorID: true,
  doctorName: true,
  gender: true,
  imagePath: true,
  speciality: true,
  experience: true,
  qualification: true,
  Types: true,
})
  .extend({
    /** Ours: 'medical', 'psychologist' or 'dietitian': only a medical doctor's name carries 'Dr.'. */
    professionalKind: z.enum(PROFESSIONAL_KINDS),
    /** Ours: the body the registration number is with (a medical council only for medical doctors). */
    registrationBody: z.string(),
    registrationNumber: z.string(),
    languages: z.array(z.string()),
    /** Rupees. */
    netFees: z.number(),
    bio: z.string(),
  })
  .meta({ id: 'DoctorProfile' });
export type DoctorProfile = z.infer<typeof DoctorProfile>;
export const DoctorProfileResponse = z.object({ status: z.literal(1), data: DoctorProfile });

export const DoctorProfileQueryIn = DoctorProfileQuery.transform((q) => ({ doctorId: Number(q.doctorId) }));
