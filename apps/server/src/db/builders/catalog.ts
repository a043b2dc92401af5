import { CONSULT_TYPES, type LANGUAGES, type ProfessionalKind, professionalName } from '@app/contract/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { SAMPLE_COUNCIL, SPECIALITY_KIND, type SpecialityName, sampleRegistration } from '../reference/lookups';
import { clinics, doctorSchedules, doctors, specialities } from '../schema';
import { uniqueMobile } from './people';

/**
 * Test data builders for the catalogue and the people in it (design §4.8): each call makes new rows
 * with unique values, overridable where a test cares. Tests build what they use instead of relying
 * on demo data; the reference data (specialities, WHO tables, schedules, milestones) is there.
 */

export type ConsultType = (typeof CONSULT_TYPES)[number];
type Language = (typeof LANGUAGES)[number];

let serial = 0;
const nextSerial = () => ++serial;

export async function buildClinic(db: Db, overrides: Partial<typeof clinics.$inferInsert> = {}) {
  const n = nextSerial();
  const [row] = await db
    .insert(clinics)
    .values({ name: `Test Clinic ${n}`, address: `${n} Test Road, Bengaluru 560001`, ...overrides })
    .returning();
  if (!row) throw new Error('clinic not created');
  return row;
}

export interface DoctorOptions {
  /** The clinic the doctor works at; a new one when not given. */
  clinicId?: number;
  speciality?: SpecialityName;
  /** Medical doctor, psychologist or dietitian: the speciality's usual kind when not given. */
  professionalKind?: ProfessionalKind;
  qualification?: string;
  consultTypes?: readonly ConsultType[];
  languages?: readonly Language[];
  feePaise?: number;
  /** The console number (E.164); a unique one when not given, none with null. */
  phoneE164?: string | null;
  /** Stored as given; a leading 'Dr.' shows only for a medical doctor. */
  name?: string;
  gender?: 'Male' | 'Female';
  /** Registration verified by an operator (bookable); true unless a test says otherwise. */
  verified?: boolean;
  /** Weekly hours, the same for every consult type: every day 08:00–20:00 in 20-minute slots by default. */
  hours?: { weekdays?: readonly number[]; startMinute?: number; endMinute?: number; slotMinutes?: number };
}

const DEFAULT_QUALIFICATION: Record<ProfessionalKind, string> = {
  medical: 'MBBS, MD (Paediatrics)',
  psychologist: 'MA, MPhil (Clinical Psychology)',
  dietitian: 'MSc (Clinical Nutrition), RD',
};

/** A doctor with a weekly schedule at one clinic for each of their consult types. */
export async function buildDoctor(db: Db, opts: DoctorOptions = {}) {
  const n = nextSerial();
  const clinicId = opts.clinicId ?? (await buildClinic(db)).id;
  const specialityName = opts.speciality ?? 'Paediatrics';
  const professionalKind = opts.professionalKind ?? SPECIALITY_KIND[specialityName];
  const [speciality] = await db
    .select({ id: specialities.id })
    .from(specialities)
    .where(eq(specialities.name, specialityName));
  if (!speciality) throw new Error('the reference specialities are missing: was the reference data imported?');
  const consultTypes = [...(opts.consultTypes ?? CONSULT_TYPES)];
  const phoneE164 = opts.phoneE164 === undefined ? `+91${uniqueMobile()}` : opts.phoneE164;
  const [doctor] = await db
    .insert(doctors)
    .values({
      name: opts.name ?? `Test Doctor ${n}`,
      gender: opts.gender ?? (n % 2 ? 'Female' : 'Male'),
      professionalKind,
      specialityId: speciality.id,
      experienceYears: 5 + (n % 20),
      qualification: opts.qualification ?? DEFAULT_QUALIFICATION[professionalKind],
      council: SAMPLE_COUNCIL[professionalKind],
      registrationNumber: sampleRegistration(professionalKind, 500_000 + n),
      registrationVerifiedAt: opts.verified === false ? null : new Date(0),
      languages: [...(opts.languages ?? ['english', 'hindi'])],
      consultTypes,
      feePaise: opts.feePaise ?? 50_000,
      phoneE164,
    })
    .returning();
  if (!doctor) throw new Error('doctor not created');
  const hours = {
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    startMinute: 8 * 60,
    endMinute: 20 * 60,
    slotMinutes: 20,
    ...opts.hours,
  };
  const schedules = consultTypes.flatMap((consultType) =>
    hours.weekdays.map((weekday) => ({
      doctorId: doctor.id,
      clinicId,
      consultType,
      weekday,
      startMinute: hours.startMinute,
      endMinute: hours.endMinute,
      slotMinutes: hours.slotMinutes,
    })),
  );
  if (schedules.length > 0) await db.insert(doctorSchedules).values(schedules);
  // `name` as parents see it (with 'Dr.' for a medical doctor), so tests compare it with any screen.
  return {
    ...doctor,
    name: professionalName(doctor.professionalKind, doctor.name),
    clinicId,
    mobileNumber: phoneE164?.replace(/^\+91/, '') ?? '',
  };
}

/** A clinic and `count` doctors working there (each overridable through `doctor`). */
export async function buildCatalog(db: Db, opts: { doctors?: number; doctor?: Omit<DoctorOptions, 'clinicId'> } = {}) {
  const clinic = await buildClinic(db);
  const built = [];
  for (let i = 0; i < (opts.doctors ?? 3); i++)
    built.push(await buildDoctor(db, { ...opts.doctor, clinicId: clinic.id }));
  return { clinic, doctors: built };
}
