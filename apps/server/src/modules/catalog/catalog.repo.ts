import { CONSULT_TYPES } from '@app/contract/constants';
import type { ConsultType } from '@app/contract/consultTypes';
import { type AnyColumn, and, arrayOverlaps, asc, eq, gt, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import {
  catalogChanges,
  catalogVersion,
  clinics,
  daysOff,
  displayTexts,
  doctorBookable,
  doctorDisplayName,
  doctorSchedules,
  doctors,
  extraHours,
  specialities,
} from '../../db/schema';
import type { CardRow } from './engine/book';

/** Data access for the catalogue: doctors, clinics, specialities, schedules and who holds which slot. */

/** The doctors who take at least one of `consultTypes`. */
export const listDoctorNames = (db: Db, consultTypes: readonly ConsultType[]) =>
  db
    .select({ id: doctors.id, name: doctorDisplayName })
    .from(doctors)
    .where(and(arrayOverlaps(doctors.consultTypes, [...consultTypes]), doctorBookable))
    .orderBy(asc(doctors.name));
export const listClinics = (db: Db) =>
  db
    .select({ id: clinics.id, name: clinics.name, address: clinics.address })
    .from(clinics)
    .where(isNull(clinics.retiredAt))
    .orderBy(asc(clinics.name));
export const listSpecialities = (db: Db) =>
  db
    .select({ id: specialities.id, name: specialities.name })
    .from(specialities)
    .where(isNull(specialities.retiredAt))
    .orderBy(asc(specialities.name));

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

/**
 * The cards (a doctor at a clinic with hours there) of some doctors and clinics, as they are now:
 * one per card, its rules packed in one text of digits as `type,weekday,start,end,slot;…`
 * (engine/book.ts reads it).
 */
export async function catalogCards(
  db: Db,
  only: { doctorIds: readonly number[]; clinicIds: readonly number[] },
): Promise<CardRow[]> {
  const scope = or(
    only.doctorIds.length ? inArray(doctorSchedules.doctorId, [...only.doctorIds]) : undefined,
    only.clinicIds.length ? inArray(doctorSchedules.clinicId, [...only.clinicIds]) : undefined,
  );
  return scope ? (await cardsWhere(db, scope)).cards : [];
}

/**
 * Every card of the catalogue, and the catalogue's version it is as of: asked as FULL_READ_PARTS
 * ranges of doctor ids at once, each on a connection of its own and each in one statement (its
 * range and the version read with its cards), so the whole read is one round trip; at start-up it
 * goes on while the app is built (server.ts). The parts may see slightly different
 * moments: the version is the oldest they saw, so what a later part already has is read again at
 * the next listing, and nothing is missed.
 */
export async function wholeCatalogue(db: Db): Promise<{ version: number; cards: CardRow[] }> {
  const part = (k: number) =>
    sql`(select (min(${doctors.id}) + ${k} * ceil((max(${doctors.id}) - min(${doctors.id}) + 1) / ${FULL_READ_PARTS}::numeric))::int from ${doctors})`;
  const parts = await Promise.all(
    Array.from({ length: FULL_READ_PARTS }, (_, k) =>
      cardsWhere(db, sql`${doctorSchedules.doctorId} >= ${part(k)} and ${doctorSchedules.doctorId} < ${part(k + 1)}`),
    ),
  );
  return { version: Math.min(...parts.map((p) => p.version)), cards: parts.flatMap((p) => p.cards) };
}

/**
 * The whole catalogue is read in this many parts at once: PostgreSQL builds each part's cards (an
 * ordered aggregate it does not run in parallel by itself) on a core of its own. At 10,000 doctors
 * one read took 430–510 ms from the server, four parts 260–430 ms (2 cores).
 */
const FULL_READ_PARTS = 4;

/**
 * A card's rules packed as one text (engine/book.ts reads it): the consult type as its 1-based
 * place in CONSULT_TYPES, in consult type order (a minute two types share goes to the first).
 */
const packedRules = sql<string>`string_agg(array_position(${sql.raw(`array[${CONSULT_TYPES.map((t) => `'${t}'`).join(',')}]`)}::text[], ${doctorSchedules.consultType}::text) || ',' || ${doctorSchedules.weekday} || ',' || ${doctorSchedules.startMinute} || ',' || ${doctorSchedules.endMinute} || ',' || ${doctorSchedules.slotMinutes}, ';' order by ${doctorSchedules.consultType}, ${doctorSchedules.id})`;

/**
 * The cards of the schedules in `scope`. The rules are packed per doctor and clinic from the
 * schedule rows alone, then joined to the doctor, speciality and clinic (grouping the joined rows
 * sorted every rule with its doctor's columns), and PostgreSQL writes the cards as one JSON text:
 * at 10,000 doctors the server parsed ~13,500 rows of 17 columns (arrays and JSON among them) in
 * 200–260 ms of its time, and parses the JSON in 40–70 ms.
 */
async function cardsWhere(db: Db, scope: SQL): Promise<{ version: number; cards: CardRow[] }> {
  const s = doctorSchedules;
  const packed = db
    .select({ doctorId: s.doctorId, clinicId: s.clinicId, rules: packedRules.as('rules') })
    .from(s)
    .where(scope)
    .groupBy(s.doctorId, s.clinicId)
    .as('packed');
  const card: Record<keyof CardRow, SQL | AnyColumn> = {
    doctorId: doctors.id,
    doctorName: doctorDisplayName,
    gender: doctors.gender,
    imagePath: doctors.imagePath,
    speciality: specialities.name,
    specialityId: doctors.specialityId,
    languages: doctors.languages,
    experienceYears: doctors.experienceYears,
    qualification: doctors.qualification,
    registrationNumber: doctors.registrationNumber,
    consultTypes: doctors.consultTypes,
    feePaise: doctors.feePaise,
    feePaiseByType: doctors.feePaiseByType,
    clinicId: clinics.id,
    clinicName: clinics.name,
    timeZone: clinics.timeZone,
    rules: sql`${packed.rules}`,
  };
  const cardObject = sql.join(
    Object.entries(card).map(([name, value]) => sql`${name}::text, ${value}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object(${cardObject}) order by ${doctors.id}, ${clinics.id}), '[]')::text`,
      // In the same statement, so of the same moment as the cards.
      version: sql<number | null>`(select ${catalogVersion.version} from ${catalogVersion})`,
    })
    .from(packed)
    .innerJoin(doctors, eq(doctors.id, packed.doctorId))
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .innerJoin(clinics, eq(clinics.id, packed.clinicId))
    // A doctor not verified or retired, or a retired clinic, offers no card (decision 0051).
    .where(and(doctorBookable, isNull(clinics.retiredAt)));
  return { version: row?.version ?? 0, cards: JSON.parse(row?.json ?? '[]') as CardRow[] };
}

/** Asked on every listing: built and prepared once per database. */
const versionQuery = preparedPerDb((db) =>
  db.select({ version: catalogVersion.version }).from(catalogVersion).prepare('catalog_version'),
);

/** The catalogue's version now (the row the migration made; 0 if it is missing). */
export async function catalogVersionNow(db: Db): Promise<number> {
  const [row] = await versionQuery(db).execute();
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

/** Leave and holidays on `fromDate` (yyyy-MM-dd) and after. */
export function daysOffFrom(db: Db, fromDate: string) {
  return db
    .select({ kind: daysOff.kind, doctorId: daysOff.doctorId, clinicId: daysOff.clinicId, date: daysOff.date })
    .from(daysOff)
    .where(gte(daysOff.date, fromDate));
}

/** One-off extra hours on `fromDate` (yyyy-MM-dd) and after. */
export function extraHoursFrom(db: Db, fromDate: string) {
  return db
    .select({
      doctorId: extraHours.doctorId,
      clinicId: extraHours.clinicId,
      date: extraHours.date,
      startMinute: extraHours.startMinute,
      endMinute: extraHours.endMinute,
      slotMinutes: extraHours.slotMinutes,
      consultTypes: extraHours.consultTypes,
    })
    .from(extraHours)
    .where(gte(extraHours.date, fromDate));
}
