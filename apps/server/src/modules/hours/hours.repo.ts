import { and, asc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinics, daysOff, doctorDisplayName, doctorSchedules, doctors, extraHours } from '../../db/schema';
import type { ScheduleRow } from './weeklyRows';

/** A doctor's weekly rows and days off: the hours module's reads and writes of the catalogue's tables. */

/** The doctor, locked for the change (two edits of one doctor's hours take turns). */
export async function lockedDoctor(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: doctors.id,
      name: doctorDisplayName,
      consultTypes: doctors.consultTypes,
      retiredAt: doctors.retiredAt,
    })
    .from(doctors)
    .where(eq(doctors.id, id))
    .for('update');
  return row;
}

export async function doctorExists(db: Db, id: number) {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, id));
  return row !== undefined;
}

export async function clinicById(db: Db, id: number) {
  const [row] = await db
    .select({ id: clinics.id, name: clinics.name, timeZone: clinics.timeZone, retiredAt: clinics.retiredAt })
    .from(clinics)
    .where(eq(clinics.id, id));
  return row;
}

/** Every weekly row of the doctor, with its clinic (serving clinics only). */
export function weeklyRows(db: Db, doctorId: number) {
  return db
    .select({
      clinicId: doctorSchedules.clinicId,
      clinicName: clinics.name,
      timeZone: clinics.timeZone,
      consultType: doctorSchedules.consultType,
      weekday: doctorSchedules.weekday,
      startMinute: doctorSchedules.startMinute,
      endMinute: doctorSchedules.endMinute,
      slotMinutes: doctorSchedules.slotMinutes,
    })
    .from(doctorSchedules)
    .innerJoin(clinics, eq(clinics.id, doctorSchedules.clinicId))
    .where(and(eq(doctorSchedules.doctorId, doctorId), isNull(clinics.retiredAt)))
    .orderBy(asc(clinics.name), asc(doctorSchedules.weekday), asc(doctorSchedules.startMinute));
}

/** The doctor's rows at one clinic, replaced by `rows` (the catalogue's trigger names the doctor). */
export async function replaceWeeklyRows(tx: Db, doctorId: number, clinicId: number, rows: readonly ScheduleRow[]) {
  await tx
    .delete(doctorSchedules)
    .where(and(eq(doctorSchedules.doctorId, doctorId), eq(doctorSchedules.clinicId, clinicId)));
  if (rows.length > 0) await tx.insert(doctorSchedules).values(rows.map((r) => ({ ...r, doctorId })));
}

/** The doctor's leave and the holidays of the clinics they work at, from `fromDate` on. */
export function daysOffOfDoctor(db: Db, doctorId: number, fromDate: string) {
  const worksAt = sql`(select ${doctorSchedules.clinicId} from ${doctorSchedules} where ${doctorSchedules.doctorId} = ${doctorId})`;
  return db
    .select({
      id: daysOff.id,
      kind: daysOff.kind,
      date: daysOff.date,
      doctorId: daysOff.doctorId,
      clinicId: daysOff.clinicId,
      clinicName: clinics.name,
      note: daysOff.note,
    })
    .from(daysOff)
    .leftJoin(clinics, eq(clinics.id, daysOff.clinicId))
    .where(and(gte(daysOff.date, fromDate), or(eq(daysOff.doctorId, doctorId), sql`${daysOff.clinicId} in ${worksAt}`)))
    .orderBy(asc(daysOff.date), asc(daysOff.id));
}

/** Leave days; a day already on leave is kept as it was. */
export async function insertLeave(tx: Db, doctorId: number, dates: readonly string[], note: string) {
  return tx
    .insert(daysOff)
    .values(dates.map((date) => ({ kind: 'leave' as const, doctorId, date, note })))
    .onConflictDoNothing()
    .returning({ id: daysOff.id, date: daysOff.date });
}

export async function insertHoliday(tx: Db, clinicId: number, date: string, note: string) {
  const [row] = await tx
    .insert(daysOff)
    .values({ kind: 'holiday', clinicId, date, note })
    .onConflictDoNothing()
    .returning({ id: daysOff.id });
  return row?.id;
}

export async function dayOffById(db: Db, id: number) {
  const [row] = await db.select().from(daysOff).where(eq(daysOff.id, id));
  return row;
}

export const deleteDayOff = (tx: Db, id: number) => tx.delete(daysOff).where(eq(daysOff.id, id));

/** The doctor's weekly rows at clinics other than `clinicId`, for the overlap check. */
export function rowsElsewhere(db: Db, doctorId: number, clinicId: number) {
  return db
    .select({
      weekday: doctorSchedules.weekday,
      startMinute: doctorSchedules.startMinute,
      endMinute: doctorSchedules.endMinute,
      slotMinutes: doctorSchedules.slotMinutes,
      clinicName: clinics.name,
    })
    .from(doctorSchedules)
    .innerJoin(clinics, eq(clinics.id, doctorSchedules.clinicId))
    .where(
      and(eq(doctorSchedules.doctorId, doctorId), ne(doctorSchedules.clinicId, clinicId), isNull(clinics.retiredAt)),
    );
}

/** The doctor's extra hours from `fromDate` on, with their clinic. */
export function extraHoursOfDoctor(db: Db, doctorId: number, fromDate: string) {
  return db
    .select({
      id: extraHours.id,
      date: extraHours.date,
      clinicId: extraHours.clinicId,
      clinicName: clinics.name,
      startMinute: extraHours.startMinute,
      endMinute: extraHours.endMinute,
      slotMinutes: extraHours.slotMinutes,
      consultTypes: extraHours.consultTypes,
    })
    .from(extraHours)
    .innerJoin(clinics, eq(clinics.id, extraHours.clinicId))
    .where(and(eq(extraHours.doctorId, doctorId), gte(extraHours.date, fromDate)))
    .orderBy(asc(extraHours.date), asc(extraHours.startMinute));
}

export async function insertExtraHours(tx: Db, row: typeof extraHours.$inferInsert) {
  const [inserted] = await tx.insert(extraHours).values(row).returning({ id: extraHours.id });
  if (!inserted) throw new Error('extra hours not inserted');
  return inserted.id;
}

export async function extraHoursById(db: Db, id: number) {
  const [row] = await db.select().from(extraHours).where(eq(extraHours.id, id));
  return row;
}

export const deleteExtraHours = (tx: Db, id: number) => tx.delete(extraHours).where(eq(extraHours.id, id));
