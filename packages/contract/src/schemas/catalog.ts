import { z } from 'zod';
import { CONSULT_TYPES, DOCTOR_PAGE_SIZE, LANGUAGES } from '../constants';
import { Gender } from './auth';

/** Query values arrive as text; the spec sends '' for "no filter" (spec §7 GetAllDoctorSlot). */
const optionalId = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^(-1|\d{0,9})$/, `${field} must be an id.`)
    .optional()
    .transform((v) => (v === undefined || v === '' || v === '-1' ? undefined : Number(v)));

export const IsoDay = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, `${field} must be a date as yyyy-MM-DD.`)
    // The spec sometimes sends 'yyyy-MM-DD HH:mm:ss': only the day counts.
    .transform((v) => v.slice(0, 10))
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, `${field} is not a real date.`);

export const ConsultType = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(CONSULT_TYPES, { error: `appointmentType must be one of: ${CONSULT_TYPES.join(', ')}.` }));
export const Language = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(LANGUAGES, { error: `language must be one of: ${LANGUAGES.join(', ')}.` }));

export const SLOT_GROUPS_NAMES = ['Morning', 'Afternoon', 'Evening', 'Night'] as const;
/** 'hh:mm A', e.g. '09:30 AM' (spec §3). */
export const SlotLabel = z
  .string({ error: 'slot is required.' })
  .trim()
  .regex(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, "slot must be a time such as '09:30 AM'.");

export const ListQuery = z.object({
  PatientId: z.string().optional(),
  limit: z.string().optional(),
  branchid: z.string().optional(),
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
  status: z.string().optional(),
  appointmentType: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v : undefined))
    .pipe(ConsultType.optional()),
  dt: IsoDay('dt'),
  doctorId: optionalId('doctorId'),
  speciality: optionalId('speciality'),
  clinicId: optionalId('clinicId'),
  /** The language chosen on the appointment screen (ours: the spec leaves `type` unexplained). */
  type: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v : undefined))
    .pipe(Language.optional()),
  PatientId: z.string().optional(),
  /** Ours: cards come in pages (earliest free slot first); a phone shows a page at a time. */
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page must be 1 or more.').default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number.' })
    .int()
    .min(1, 'pageSize must be 1 to 200.')
    .max(200, 'pageSize must be 1 to 200.')
    .default(DOCTOR_PAGE_SIZE),
});

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
  desc: z.string().optional(),
  dt: IsoDay('dt'),
});
export const SlotTimesResponse = z
  .object({ status: z.literal(1), data: z.array(z.object({ slot: z.string(), slotType: z.enum(SLOT_GROUPS_NAMES) })) })
  .meta({ id: 'SlotTimesResponse' });
export const SlotTimeQuery = z.object({ dt: IsoDay('dt') });

export const DisplayTextQuery = z.object({ type: z.string().trim().min(1, 'type is required.').max(40) });
export const DisplayTextResponse = z
  .object({ status: z.literal(1), data: z.array(z.object({ Para1: z.string(), Para2: z.string() })) })
  .meta({ id: 'DisplayTextResponse' });

export const FollowupQuery = z.object({
  appointmentType: z.string().optional(),
  patientID: z.string().regex(/^\d{1,9}$/, 'patientID must be a member id.'),
  doctorId: z.string().regex(/^\d{1,9}$/, 'doctorId must be an id.'),
});
/** Eligibility is an answer, not an error: status 0 with the reason when not eligible. */
export const FollowupResponse = z
  .object({ status: z.union([z.literal(0), z.literal(1)]), message: z.string() })
  .meta({ id: 'FollowupResponse' });

/** An id sent as a number or as digits. */
const idField = (field: string) =>
  z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/, `${field} must be an id.`)], {
    error: `${field} must be an id.`,
  });

/** Consultation request payload (spec §3). Times are recomputed by the server from the schedule. */
export const BookConsultRequest = z
  .object({
    guestId: idField('guestId'),
    consultType: z.string({ error: 'consultType is required.' }).pipe(ConsultType),
    consultationDate: IsoDay('consultationDate'),
    slot: SlotLabel,
    FromTime: z.string().max(20).optional(),
    ToTime: z.string().max(20).optional(),
    languages: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v : undefined))
      .pipe(Language.optional()),
    userType: z.string().max(20).optional(),
    DoctorId: idField('DoctorId'),
    clinic: idField('clinic'),
    helpQuestion1: z.string().max(200).optional(),
    AppointmentReqID: z
      .union([z.number().int(), z.string().regex(/^\d{0,9}$/, 'AppointmentReqID must be an id.')])
      .optional()
      .transform((v) => (v === '' || v === 0 ? undefined : v)),
  })
  .meta({ id: 'BookConsultRequest' });
export const BookConsultResponse = z
  .object({ status: z.literal(1), message: z.string(), appReqId: z.number().int(), holdExpiresAt: z.string() })
  .meta({ id: 'BookConsultResponse' });

export const DoctorProfileQuery = z.object({ doctorId: z.string().regex(/^\d{1,9}$/, 'doctorId must be an id.') });
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
    registrationNumber: z.string(),
    languages: z.array(z.string()),
    /** Rupees. */
    netFees: z.number(),
    bio: z.string(),
  })
  .meta({ id: 'DoctorProfile' });
export type DoctorProfile = z.infer<typeof DoctorProfile>;
export const DoctorProfileResponse = z.object({ status: z.literal(1), data: DoctorProfile });
