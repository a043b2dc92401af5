import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinics, daysOff, doctorBookable, doctorSchedules, doctors, extraHours } from '../../db/schema';
import { weekdayOf } from '../catalog';

/** Reads for holds (the consultations table is not booking's). */

/**
 * What a hold is checked against, in one query: the doctor, the clinic asked for (undefined when
 * there is none with that id), and the doctor's rules there for the consult type that weekday.
 * Undefined when there is no such doctor.
 */
export async function holdTarget(db: Db, doctorId: number, clinicId: number, consultType: string, date: string) {
  const weekday = weekdayOf(date);
  const rows = await db
    .select({
      // The doctor's leave or the clinic's holiday that date: no slot at all (decision 0052).
      // That date's extra hours for the type: 'start,end,slot;…' (decision 0052).
      extra: sql<
        string | null
      >`(select string_agg(${extraHours.startMinute} || ',' || ${extraHours.endMinute} || ',' || ${extraHours.slotMinutes}, ';') from ${extraHours} where ${extraHours.doctorId} = ${doctorId} and ${extraHours.clinicId} = ${clinicId} and ${extraHours.date} = ${date} and ${consultType} = any(${extraHours.consultTypes}))`,
      dayOff: sql<boolean>`exists (select 1 from ${daysOff} where ${daysOff.date} = ${date} and ((${daysOff.kind} = 'leave' and ${daysOff.doctorId} = ${doctorId}) or (${daysOff.kind} = 'holiday' and ${daysOff.clinicId} = ${clinicId})))`,
      doctorId: doctors.id,
      consultTypes: doctors.consultTypes,
      feePaise: doctors.feePaise,
      feePaiseByType: doctors.feePaiseByType,
      clinicId: clinics.id,
      timeZone: clinics.timeZone,
      weekday: doctorSchedules.weekday,
      startMinute: doctorSchedules.startMinute,
      endMinute: doctorSchedules.endMinute,
      slotMinutes: doctorSchedules.slotMinutes,
    })
    .from(doctors)
    .leftJoin(clinics, and(eq(clinics.id, clinicId), isNull(clinics.retiredAt)))
    .leftJoin(
      doctorSchedules,
      and(
        eq(doctorSchedules.doctorId, doctors.id),
        eq(doctorSchedules.clinicId, clinics.id),
        sql`${doctorSchedules.consultType} = ${consultType}`,
        eq(doctorSchedules.weekday, weekday),
      ),
    )
    // Only a bookable doctor (verified, not retired: decision 0051) is held for.
    .where(and(eq(doctors.id, doctorId), doctorBookable));
  const [first] = rows;
  if (!first) return undefined;
  return {
    doctor: {
      id: first.doctorId,
      consultTypes: first.consultTypes,
      feePaise: first.feePaise,
      feePaiseByType: first.feePaiseByType,
    },
    clinic:
      first.clinicId === null || first.timeZone === null ? undefined : { id: first.clinicId, timeZone: first.timeZone },
    rules: [...rows, ...extraRulesOf(first, weekday)].flatMap((r) =>
      r.dayOff || r.weekday === null || r.startMinute === null || r.endMinute === null || r.slotMinutes === null
        ? []
        : [{ weekday: r.weekday, startMinute: r.startMinute, endMinute: r.endMinute, slotMinutes: r.slotMinutes }],
    ),
  };
}

/** The extra hours of the target's date as rules of its weekday (the day off, if any, still wins). */
function extraRulesOf(row: { extra: string | null; dayOff: boolean }, weekday: number) {
  return (row.extra ?? '')
    .split(';')
    .filter(Boolean)
    .map((rule) => {
      const [startMinute = 0, endMinute = 0, slotMinutes = 0] = rule.split(',').map(Number);
      return { dayOff: row.dayOff, weekday, startMinute, endMinute, slotMinutes };
    });
}
