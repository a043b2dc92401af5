import type { ConsultType } from '@app/contract/consultTypes';
import { and, arrayContains, arrayOverlaps, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinics, displayTexts, doctorDisplayName, doctorSchedules, doctors, specialities } from '../../db/schema';

/** Data access for the catalogue: doctors, clinics, specialities, schedules and who holds which slot. */

/** The doctors who take at least one of `consultTypes`. */
export const listDoctorNames = (db: Db, consultTypes: readonly ConsultType[]) =>
  db
    .select({ id: doctors.id, name: doctorDisplayName })
    .from(doctors)
    .where(arrayOverlaps(doctors.consultTypes, [...consultTypes]))
    .orderBy(asc(doctors.name));
export const listClinics = (db: Db) =>
  db.select({ id: clinics.id, name: clinics.name, address: clinics.address }).from(clinics).orderBy(asc(clinics.name));
export const listSpecialities = (db: Db) =>
  db.select({ id: specialities.id, name: specialities.name }).from(specialities).orderBy(asc(specialities.name));

export async function exists(db: Db, table: 'doctors' | 'clinics' | 'specialities', id: number) {
  const t = { doctors, clinics, specialities }[table];
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.id, id));
  return Boolean(row);
}

export async function findDoctor(db: Db, id: number) {
  const [row] = await db
    .select({
      id: doctors.id,
      name: doctorDisplayName,
      professionalKind: doctors.professionalKind,
      gender: doctors.gender,
      imagePath: doctors.imagePath,
      speciality: specialities.name,
      experienceYears: doctors.experienceYears,
      qualification: doctors.qualification,
      registrationNumber: doctors.registrationNumber,
      languages: doctors.languages,
      consultTypes: doctors.consultTypes,
      feePaise: doctors.feePaise,
      bio: doctors.bio,
    })
    .from(doctors)
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(eq(doctors.id, id));
  return row;
}

export async function findClinic(db: Db, id: number) {
  const [row] = await db
    .select({ id: clinics.id, name: clinics.name, timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, id));
  return row;
}

export interface ScheduleFilter {
  weekday: number;
  doctorId?: number;
  specialityId?: number;
  clinicId?: number;
  /** The consult types whose schedules apply (one asked for, or every offered one). */
  consultTypes: readonly ConsultType[];
  language?: string;
}

/** Every schedule rule that applies on a weekday, with its doctor and clinic, in one query. */
export async function schedulesFor(db: Db, f: ScheduleFilter) {
  const where: SQL[] = [eq(doctorSchedules.weekday, f.weekday)];
  if (f.doctorId !== undefined) where.push(eq(doctorSchedules.doctorId, f.doctorId));
  if (f.clinicId !== undefined) where.push(eq(doctorSchedules.clinicId, f.clinicId));
  if (f.specialityId !== undefined) where.push(eq(doctors.specialityId, f.specialityId));
  where.push(inArray(doctorSchedules.consultType, [...f.consultTypes]));
  if (f.language !== undefined) where.push(arrayContains(doctors.languages, [f.language as 'english']));
  return db
    .select({
      doctorId: doctors.id,
      doctorName: doctorDisplayName,
      gender: doctors.gender,
      imagePath: doctors.imagePath,
      speciality: specialities.name,
      languages: doctors.languages,
      experienceYears: doctors.experienceYears,
      qualification: doctors.qualification,
      consultTypes: doctors.consultTypes,
      feePaise: doctors.feePaise,
      clinicId: clinics.id,
      clinicName: clinics.name,
      timeZone: clinics.timeZone,
      consultType: doctorSchedules.consultType,
      weekday: doctorSchedules.weekday,
      startMinute: doctorSchedules.startMinute,
      endMinute: doctorSchedules.endMinute,
      slotMinutes: doctorSchedules.slotMinutes,
    })
    .from(doctorSchedules)
    .innerJoin(doctors, eq(doctors.id, doctorSchedules.doctorId))
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .innerJoin(clinics, eq(clinics.id, doctorSchedules.clinicId))
    .where(and(...where))
    .orderBy(asc(doctors.name), asc(clinics.id));
}
export type ScheduleRow = Awaited<ReturnType<typeof schedulesFor>>[number];

export async function displayText(db: Db, type: string) {
  return db
    .select({ para1: displayTexts.para1, para2: displayTexts.para2 })
    .from(displayTexts)
    .where(eq(displayTexts.type, type));
}
