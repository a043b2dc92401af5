import { and, asc, count, eq, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clinics, doctorDisplayName, doctors } from '../../db/schema';
import { consultations } from './consultations.schema';

/** Holds and bookings not over yet: what retiring a doctor or a clinic would strand. */
const UPCOMING_STATUSES = ['held', 'booked', 'in_progress'] as const;

const scopeOf = (scope: { doctorId: number } | { clinicId: number }): SQL =>
  'doctorId' in scope ? eq(consultations.doctorId, scope.doctorId) : eq(consultations.clinicId, scope.clinicId);

/** The first `limit` consultations `where` picks among the upcoming statuses, soonest first, and how many in all. */
async function upcomingWhere(db: Db, where: SQL | undefined, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: consultations.id,
        slotStart: consultations.slotStart,
        status: consultations.status,
        doctorName: doctorDisplayName,
        timeZone: clinics.timeZone,
      })
      .from(consultations)
      .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
      .innerJoin(clinics, eq(clinics.id, consultations.clinicId))
      .where(where)
      .orderBy(asc(consultations.slotStart))
      .limit(limit),
    db.select({ n: count() }).from(consultations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The upcoming consultations of a doctor or at a clinic: a call in progress counts whatever its
 * slot, a hold or booking from `now` on.
 */
export function upcomingFor(db: Db, scope: { doctorId: number } | { clinicId: number }, now: Date, limit: number) {
  return upcomingWhere(
    db,
    and(
      scopeOf(scope),
      inArray(consultations.status, [...UPCOMING_STATUSES]),
      or(gte(consultations.slotStart, now), eq(consultations.status, 'in_progress')),
    ),
    limit,
  );
}

/** The held or booked consultations of a doctor or at a clinic on some of the clinic's dates. */
export function upcomingOnDates(
  db: Db,
  scope: { doctorId: number } | { clinicId: number },
  dates: readonly string[],
  limit: number,
) {
  return upcomingWhere(
    db,
    and(
      scopeOf(scope),
      inArray(consultations.status, [...UPCOMING_STATUSES]),
      inArray(consultations.slotDate, [...dates]),
    ),
    limit,
  );
}
export type UpcomingConsultations = Awaited<ReturnType<typeof upcomingFor>>;
