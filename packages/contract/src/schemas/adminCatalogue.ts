import { z } from 'zod';
import { BANNER_TYPES, CONSULT_TYPES, GENDERS, LANGUAGES, PROFESSIONAL_KINDS } from '../constants';
import { digits, idText, idValue, optionalText, text } from './common';

/**
 * The back office's catalogue (ours, decision 0051): specialities, clinics, doctors and the
 * tracker's banners, created, edited and retired by operators — never deleted, since
 * consultations refer to them. Fees travel in whole rupees, like the listing's `netFees`.
 */

const name = (field: string, max = 120) =>
  text(field).trim().min(1, `${field} is required.`).max(max, `${field} must be at most ${max} characters.`);
const retiredAt = z.string().nullable();

export const AdminSpeciality = z
  .object({ specialityID: z.number().int(), name: z.string(), doctors: z.number().int(), retiredAt })
  .meta({ id: 'AdminSpeciality' });
export const SaveSpecialityRequest = z.object({
  specialityID: idValue('specialityID').optional(),
  name: name('name', 80),
});
export const AdminSpecialityResponse = z.object({ status: z.literal(1), speciality: AdminSpeciality });
export const AdminSpecialitiesResponse = z.object({ status: z.literal(1), data: z.array(AdminSpeciality) });

export const AdminClinic = z
  .object({
    clinicID: z.number().int(),
    name: z.string(),
    address: z.string(),
    /** An IANA zone such as Asia/Kolkata: slots and "today" are counted in it. */
    timeZone: z.string(),
    retiredAt,
  })
  .meta({ id: 'AdminClinic' });
export const SaveClinicRequest = z.object({
  clinicID: idValue('clinicID').optional(),
  name: name('name'),
  address: name('address', 300),
  timeZone: name('timeZone', 64)
    .refine(isTimeZone, 'timeZone must be a time zone such as Asia/Kolkata.')
    .meta({ example: 'Asia/Kolkata' }),
});
export const AdminClinicResponse = z.object({ status: z.literal(1), clinic: AdminClinic });
export const AdminClinicsResponse = z.object({ status: z.literal(1), data: z.array(AdminClinic) });

/** A zone the runtime knows (Intl refuses the rest); 'UTC' included. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export const AdminDoctor = z
  .object({
    doctorID: z.number().int(),
    /** As stored, without a title. */
    name: z.string(),
    /** As parents see it ('Dr.' only for medical doctors). */
    displayName: z.string(),
    gender: z.enum(GENDERS),
    professionalKind: z.enum(PROFESSIONAL_KINDS),
    specialityID: z.number().int(),
    speciality: z.string(),
    qualification: z.string(),
    experience: z.number().int(),
    languages: z.array(z.enum(LANGUAGES)),
    consultTypes: z.array(z.enum(CONSULT_TYPES)),
    /** Rupees. */
    fee: z.number(),
    /** Rupees: a fee of its own for some consult types; the others cost `fee`. */
    feesByType: z.partialRecord(z.enum(CONSULT_TYPES), z.number()),
    /** The registration body's code (GET /api/Admin/GetDoctorChoices lists them). */
    council: z.string().nullable(),
    registrationNumber: z.string(),
    /** Set when an operator checked the number with the council; until then nobody can book. */
    verifiedAt: z.string().nullable(),
    verifiedBy: z.string().nullable(),
    /** The console's sign-in number, E.164, or null. */
    phone: z.string().nullable(),
    bio: z.string(),
    /** The card-sized photo's address, or '' for the default picture. */
    imagePath: z.string(),
    retiredAt,
    /** Verified and not retired: parents see the doctor wherever they have hours. */
    bookable: z.boolean(),
  })
  .meta({ id: 'AdminDoctor' });
export type AdminDoctor = z.infer<typeof AdminDoctor>;

const oneOrMore = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z
    .array(z.enum(values, { error: `${field} may only hold ${values.join(', ')}.` }), {
      error: `${field} must be a list.`,
    })
    .min(1, `Choose at least one of ${field}.`)
    .max(values.length, `${field} has too many entries.`)
    .refine((v) => new Set(v).size === v.length, `${field} names a value twice.`);

export const SaveDoctorRequest = z.object({
  doctorID: idValue('doctorID').optional(),
  name: name('name', 80),
  gender: z.enum(GENDERS, { error: `gender must be one of ${GENDERS.join(', ')}.` }),
  professionalKind: z.enum(PROFESSIONAL_KINDS, {
    error: `professionalKind must be one of ${PROFESSIONAL_KINDS.join(', ')}.`,
  }),
  specialityID: idValue('specialityID'),
  qualification: name('qualification', 160),
  experience: z
    .number({ error: 'experience must be a number of years.' })
    .int('experience must be whole years.')
    .min(0, 'experience cannot be below 0.')
    .max(70, 'experience must be at most 70 years.'),
  languages: oneOrMore('languages', LANGUAGES),
  consultTypes: oneOrMore('consultTypes', CONSULT_TYPES),
  /** Rupees; the ceiling is the server's DOCTOR_FEE_CEILING_RUPEES. */
  fee: z
    .number({ error: 'fee must be a number of rupees.' })
    .int('fee must be whole rupees.')
    .min(0, 'The fee cannot be below 0.'),
  /** Rupees, for the consult types whose fee is not `fee` (a follow up is always free). */
  feesByType: z
    .partialRecord(
      z.enum(CONSULT_TYPES, { error: `feesByType may only name ${CONSULT_TYPES.join(', ')}.` }),
      z
        .number({ error: 'Each fee must be a number of rupees.' })
        .int('Each fee must be whole rupees.')
        .min(0, 'A fee cannot be below 0.'),
    )
    .optional(),
  council: name('council', 20),
  registrationNumber: name('registrationNumber', 40),
  /** The console's sign-in number; both blank for a doctor who does not use the console yet. */
  mobileCode: digits('mobileCode', 1, 4).optional(),
  mobileNumber: digits('mobileNumber', 4, 15).optional(),
  bio: optionalText('bio', 1000),
});
export type SaveDoctorRequest = z.infer<typeof SaveDoctorRequest>;
export const AdminDoctorResponse = z.object({ status: z.literal(1), doctor: AdminDoctor });

export const AdminDoctorsQuery = z.object({
  /** Part of a name or a registration number. */
  search: optionalText('search', 80),
  page: idText('page').optional(),
});
export const AdminDoctorsResponse = z.object({
  status: z.literal(1),
  data: z.array(AdminDoctor),
  page: z.number().int(),
  pages: z.number().int(),
});
export const AdminDoctorQuery = z.object({ doctorID: idText('doctorID') });
export const DoctorIdRequest = z.object({ doctorID: idValue('doctorID') });

/** A base64 image (a data: URL prefix allowed), checked by its bytes on the server. */
const imageContent = text('fileContent').min(1, 'fileContent is empty.');
export const DoctorPhotoRequest = z.object({ doctorID: idValue('doctorID'), fileContent: imageContent });

export const RegistrationCouncil = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(PROFESSIONAL_KINDS),
  example: z.string(),
});
export const DoctorChoicesResponse = z.object({
  status: z.literal(1),
  specialities: z.array(z.object({ specialityID: z.number().int(), name: z.string() })),
  councils: z.array(RegistrationCouncil),
  consultTypes: z.array(z.enum(CONSULT_TYPES)),
  languages: z.array(z.enum(LANGUAGES)),
  /** Rupees: the highest fee the server accepts. */
  feeCeiling: z.number(),
});

export const AdminBanner = z
  .object({
    bannerID: z.number().int(),
    type: z.enum(BANNER_TYPES),
    imageURL: z.string(),
    alt: z.string(),
    /** Shown in ascending order within the type. */
    order: z.number().int(),
    retiredAt,
  })
  .meta({ id: 'AdminBanner' });
export const SaveBannerRequest = z.object({
  bannerID: idValue('bannerID').optional(),
  type: z.enum(BANNER_TYPES, { error: `type must be one of ${BANNER_TYPES.join(', ')}.` }),
  alt: name('alt', 160),
  order: z
    .number({ error: 'order must be a number.' })
    .int('order must be a whole number.')
    .min(0, 'order cannot be below 0.')
    .max(999, 'order must be at most 999.'),
  /** Required for a new banner; for an edit, only when the picture changes. */
  fileContent: imageContent.optional(),
});
export const AdminBannerResponse = z.object({ status: z.literal(1), banner: AdminBanner });
export const AdminBannersResponse = z.object({ status: z.literal(1), data: z.array(AdminBanner) });
export const BannerIdRequest = z.object({ bannerID: idValue('bannerID') });
export const SpecialityIdRequest = z.object({ specialityID: idValue('specialityID') });
export const ClinicIdRequest = z.object({ clinicID: idValue('clinicID') });

export const AuditEntry = z
  .object({
    auditID: z.number().int(),
    at: z.string(),
    actor: z.object({ kind: z.enum(['operator', 'doctor']), id: z.number().int(), name: z.string() }),
    /** e.g. 'doctor.created', 'doctor.verified', 'clinic.retired'. */
    action: z.string(),
    entity: z.string(),
    entityID: z.number().int(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export const AuditQuery = z.object({
  entity: optionalText('entity', 40),
  entityID: idText('entityID').optional(),
  page: idText('page').optional(),
});
export const AuditResponse = z.object({
  status: z.literal(1),
  data: z.array(AuditEntry),
  page: z.number().int(),
  pages: z.number().int(),
});
