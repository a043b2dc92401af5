import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinics, doctorSchedules, doctors } from '../../db/schema';

/** Reads for holds (the consultations table is not booking's). */

/**
 * What a hold is checked against, in one query: the doctor, the clinic asked for (undefined when
 * there is none with that id), and the doctor's rules there for the consult type that weekday.
 * Undefined when there is no such doctor.
 */
export async function holdTarget(db: Db, doctorId: number, clinicId: number, consultType: string, weekday: number) {
  const rows = await db
    .select({
      doctorId: doctors.id,
      consultTypes: doctors.consultTypes,
      feePaise: doctors.feePaise,
      clinicId: clinics.id,
      timeZone: clinics.timeZone,
      weekday: doctorSchedules.weekday,
      startMinute: doctorSchedules.startMinute,
      endMinute: doctorSchedules.endMinute,
      slotMinutes: doctorSchedules.slotMinutes,
    })
    .from(doctors)
    .leftJoin(clinics, eq(clinics.id, clinicId))
    .leftJoin(
      doctorSchedules,
      and(
        eq(doctorSchedules.doctorId, doctors.id),
        eq(doctorSchedules.clinicId, clinics.id),
        sql`${doctorSchedules.consultType} = ${consultType}`,
        eq(doctorSchedules.weekday, weekday),
      ),
    )
    .where(eq(doctors.id, doctorId));
  const [first] = rows;
  if (!first) return undefined;
  return {
    doctor: { id: first.doctorId, consultTypes: first.consultTypes, feePaise: first.feePaise },
    clinic:
      first.clinicId === null || first.timeZone === null ? undefined : { id: first.clinicId, timeZone: first.timeZone },
    rules: rows.flatMap((r) =>
      r.weekday === null || r.startMinute === null || r.endMinute === null || r.slotMinutes === null
        ? []
        : [{ weekday: r.weekday, startMinute: r.startMinute, endMinute: r.endMinute, slotMinutes: r.slotMinutes }],
    ),
  };
}
