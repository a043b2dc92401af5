import { CLINIC_TIME_ZONE, CONSULT_TYPES, type LANGUAGES } from '@app/contract/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SpecialityName } from '../db/reference/lookups';
import {
  accountPlans,
  accounts,
  type CONSULTATION_STATUSES,
  clinics,
  consultations,
  doctorSchedules,
  doctors,
  members,
  plans,
  specialities,
} from '../db/schema';
import { uniqueMobile } from './builders';

/**
 * Test data builders for the catalogue and the people in it (design §4.8): each call makes new rows
 * with unique values, overridable where a test cares. Tests build what they use instead of relying
 * on demo data; the reference data (specialities, WHO tables, schedules, milestones) is there.
 */

type ConsultType = (typeof CONSULT_TYPES)[number];
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
  consultTypes?: readonly ConsultType[];
  languages?: readonly Language[];
  feePaise?: number;
  /** The console number (E.164); a unique one when not given, none with null. */
  phoneE164?: string | null;
  name?: string;
  gender?: 'Male' | 'Female';
  /** Weekly hours, the same for every consult type: every day 08:00–20:00 in 20-minute slots by default. */
  hours?: { weekdays?: readonly number[]; startMinute?: number; endMinute?: number; slotMinutes?: number };
}

/** A doctor with a weekly schedule at one clinic for each of their consult types. */
export async function buildDoctor(db: Db, opts: DoctorOptions = {}) {
  const n = nextSerial();
  const clinicId = opts.clinicId ?? (await buildClinic(db)).id;
  const [speciality] = await db
    .select({ id: specialities.id })
    .from(specialities)
    .where(eq(specialities.name, opts.speciality ?? 'Paediatrics'));
  if (!speciality) throw new Error('the reference specialities are missing: was the reference data imported?');
  const consultTypes = [...(opts.consultTypes ?? CONSULT_TYPES)];
  const phoneE164 = opts.phoneE164 === undefined ? `+91${uniqueMobile()}` : opts.phoneE164;
  const [doctor] = await db
    .insert(doctors)
    .values({
      name: opts.name ?? `Dr. Test Doctor ${n}`,
      gender: opts.gender ?? (n % 2 ? 'Female' : 'Male'),
      specialityId: speciality.id,
      experienceYears: 5 + (n % 20),
      qualification: 'MBBS, MD (Paediatrics)',
      registrationNumber: `TEST-${100_000 + n}`,
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
  return { ...doctor, clinicId, mobileNumber: phoneE164?.replace(/^\+91/, '') ?? '' };
}

/** A clinic and `count` doctors working there (each overridable through `doctor`). */
export async function buildCatalog(db: Db, opts: { doctors?: number; doctor?: Omit<DoctorOptions, 'clinicId'> } = {}) {
  const clinic = await buildClinic(db);
  const built = [];
  for (let i = 0; i < (opts.doctors ?? 3); i++)
    built.push(await buildDoctor(db, { ...opts.doctor, clinicId: clinic.id }));
  return { clinic, doctors: built };
}

type MemberValues = Omit<typeof members.$inferInsert, 'accountId' | 'id'>;

/**
 * A parent's account written straight to the database: its 'self' member and any others (a
 * child: `{ relation: 'son', firstName: 'Aarav', dateOfBirth: '2022-03-14' }`). Sign it in with
 * `signIn(t, parent.mobileNumber)`.
 */
export async function buildParent(
  db: Db,
  opts: {
    type?: 'Guest' | 'Registered';
    mobileNumber?: string;
    self?: Partial<MemberValues>;
    members?: MemberValues[];
  } = {},
) {
  const mobileNumber = opts.mobileNumber ?? uniqueMobile();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ phoneE164: `+91${mobileNumber}`, mobileCode: '91', mobileNumber, type: opts.type ?? 'Registered' })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account not created');
    const rows = await tx
      .insert(members)
      .values([
        { accountId: account.id, relation: 'self', firstName: 'Test', lastName: 'Parent', ...opts.self },
        ...(opts.members ?? []).map((m) => ({ ...m, accountId: account.id })),
      ])
      .returning({ id: members.id, relation: members.relation, firstName: members.firstName });
    const [self, ...others] = rows;
    if (!self) throw new Error('member not created');
    return { accountId: account.id, mobileNumber, phoneE164: `+91${mobileNumber}`, selfId: self.id, members: others };
  });
}

/** The care plan an account holds from one Indian date to another (a plan is made when none exists). */
export async function holdPlan(db: Db, accountId: number, dates = { startsOn: '2026-01-01', endsOn: '2027-12-31' }) {
  let [plan] = await db.select({ id: plans.id }).from(plans).limit(1);
  if (!plan) {
    [plan] = await db
      .insert(plans)
      .values({ name: 'Child Care Annual', durationDays: 365, pricePaise: 99_900 })
      .returning({ id: plans.id });
  }
  if (!plan) throw new Error('plan not created');
  await db.insert(accountPlans).values({ accountId, planId: plan.id, ...dates });
  return plan;
}

/**
 * A consultation written straight to the database (booked by default) for jobs and reports that
 * start from one; the booking journey itself goes through the real calls (test/bookings.ts).
 */
export async function buildConsultation(
  db: Db,
  opts: {
    parent: { accountId: number; selfId: number };
    doctor: { id: number; clinicId: number; feePaise: number };
    slotStart: Date;
    status?: (typeof CONSULTATION_STATUSES)[number];
    consultType?: ConsultType;
  },
) {
  const slotDate = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE }).format(opts.slotStart);
  const [row] = await db
    .insert(consultations)
    .values({
      accountId: opts.parent.accountId,
      memberId: opts.parent.selfId,
      doctorId: opts.doctor.id,
      clinicId: opts.doctor.clinicId,
      consultType: opts.consultType ?? 'video',
      slotDate,
      slotStart: opts.slotStart,
      slotEnd: new Date(opts.slotStart.getTime() + 20 * 60_000),
      feePaise: opts.doctor.feePaise,
      status: opts.status ?? 'booked',
      bookedAt: opts.status === 'held' ? null : new Date(opts.slotStart.getTime() - 3_600_000),
    })
    .returning();
  if (!row) throw new Error('consultation not created');
  return row;
}
