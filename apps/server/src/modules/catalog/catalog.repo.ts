import type { ConsultType } from '@app/contract/consultTypes';
import { arrayOverlaps, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  catalogChanges,
  catalogVersion,
  clinics,
  displayTexts,
  doctorDisplayName,
  doctorSchedules,
  doctors,
  specialities,
} from '../../db/schema';
import type { CatalogRow } from './engine/book';

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

const catalogColumns = {
  doctorId: doctors.id,
  doctorName: doctorDisplayName,
  gender: doctors.gender,
  imagePath: doctors.imagePath,
  speciality: specialities.name,
  specialityId: doctors.specialityId,
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
};

/**
 * Every schedule rule with its doctor and clinic (or only those of some doctors and clinics), in
 * consult type order within a card: a minute two types share goes to the first.
 */
export async function catalogRows(
  db: Db,
  only?: { doctorIds: readonly number[]; clinicIds: readonly number[] },
): Promise<CatalogRow[]> {
  const scope = only
    ? or(
        only.doctorIds.length ? inArray(doctorSchedules.doctorId, [...only.doctorIds]) : undefined,
        only.clinicIds.length ? inArray(doctorSchedules.clinicId, [...only.clinicIds]) : undefined,
      )
    : undefined;
  if (only && !scope) return [];
  return db
    .select(catalogColumns)
    .from(doctorSchedules)
    .innerJoin(doctors, eq(doctors.id, doctorSchedules.doctorId))
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .innerJoin(clinics, eq(clinics.id, doctorSchedules.clinicId))
    .where(scope)
    .orderBy(asc(doctorSchedules.doctorId), asc(doctorSchedules.clinicId), asc(doctorSchedules.consultType));
}

/** Asked on every listing: built and prepared once per database. */
const versionQueries = new WeakMap<Db, ReturnType<typeof prepareVersionQuery>>();
const prepareVersionQuery = (db: Db) =>
  db.select({ version: catalogVersion.version }).from(catalogVersion).prepare('catalog_version');

/** The catalogue's version now (the row the migration made; 0 if it is missing). */
export async function catalogVersionNow(db: Db): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = prepareVersionQuery(db);
    versionQueries.set(db, query);
  }
  const [row] = await query.execute();
  return row?.version ?? 0;
}

/** What changed after a version: the doctors and clinics named, and whether anything else did. */
export async function changesSince(db: Db, version: number) {
  const rows = await db
    .select({ doctorId: catalogChanges.doctorId, clinicId: catalogChanges.clinicId })
    .from(catalogChanges)
    .where(gt(catalogChanges.version, version));
  return {
    doctorIds: [...new Set(rows.flatMap((r) => (r.doctorId === null ? [] : [r.doctorId])))],
    clinicIds: [...new Set(rows.flatMap((r) => (r.clinicId === null ? [] : [r.clinicId])))],
    everything: rows.some((r) => r.doctorId === null && r.clinicId === null),
  };
}

export async function displayText(db: Db, type: string) {
  return db
    .select({ para1: displayTexts.para1, para2: displayTexts.para2 })
    .from(displayTexts)
    .where(eq(displayTexts.type, type));
}
