import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorSchedules } from '../../db/schema';

/** The doctor's schedule rules a hold is checked against (the consultations table is not booking's). */

export async function rulesFor(db: Db, doctorId: number, clinicId: number, consultType: string, weekday: number) {
  return db
    .select({
      weekday: doctorSchedules.weekday,
      startMinute: doctorSchedules.startMinute,
      endMinute: doctorSchedules.endMinute,
      slotMinutes: doctorSchedules.slotMinutes,
    })
    .from(doctorSchedules)
    .where(
      and(
        eq(doctorSchedules.doctorId, doctorId),
        eq(doctorSchedules.clinicId, clinicId),
        sql`${doctorSchedules.consultType} = ${consultType}`,
        eq(doctorSchedules.weekday, weekday),
      ),
    );
}
