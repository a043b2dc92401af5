import { FOLLOW_UP_WINDOW_DAYS } from '@app/contract/constants';
import { and, desc, eq, gt, gte, inArray, isNotNull, lte, or, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { clinics, doctors } from '../../db/schema';
import { doctorNameOrNext } from './consultations.repo';
import { consultations } from './consultations.schema';
import { LIVE_STATUSES, PAID_STATUSES } from './lifecycle';

/** Data access for holds and what occupies a slot; reads by id are scoped by the owning account. */

/** The row occupying a doctor's slot, if any (live statuses only). */
export async function liveAt(db: Db, doctorId: number, slotStart: Date) {
  const [row] = await db
    .select({
      id: consultations.id,
      memberId: consultations.memberId,
      status: consultations.status,
      holdExpiresAt: consultations.holdExpiresAt,
    })
    .from(consultations)
    .where(
      and(
        eq(consultations.doctorId, doctorId),
        eq(consultations.slotStart, slotStart),
        inArray(consultations.status, [...LIVE_STATUSES]),
      ),
    );
  return row;
}

/** A scheduled consultation's hold: always a doctor's slot at a clinic. */
export type NewHold = Omit<typeof consultations.$inferInsert, 'id' | 'status' | 'doctorId' | 'clinicId'> & {
  doctorId: number;
  clinicId: number;
};

export async function insertHold(db: Db, row: NewHold) {
  const [inserted] = await db
    .insert(consultations)
    .values({ ...row, status: 'held' })
    .returning({ id: consultations.id });
  if (!inserted) throw new Error('consultation insert returned nothing');
  return inserted.id;
}

/** Releases every hold whose 10 minutes are over (the background sweeper and the hold path). */
export async function releaseExpiredHolds(db: Db, now: Date, where?: { doctorId: number; slotStart: Date }) {
  const released = await db
    .update(consultations)
    .set({ status: 'released', updatedAt: now })
    .where(
      and(
        eq(consultations.status, 'held'),
        lte(consultations.holdExpiresAt, now),
        where ? eq(consultations.doctorId, where.doctorId) : undefined,
        where ? eq(consultations.slotStart, where.slotStart) : undefined,
      ),
    )
    .returning({ id: consultations.id });
  return released.length;
}

const occupying = (now: Date | Placeholder) =>
  or(
    inArray(consultations.status, [...PAID_STATUSES]),
    and(eq(consultations.status, 'held'), gt(consultations.holdExpiresAt, now)),
  );

/**
 * Every doctor's occupied starts in a range: asked on every listing, so its SQL is built and
 * prepared once per database (a listing then sends only the three values).
 */
const everyDoctorsStarts = preparedPerDb((db) =>
  db
    .select({ doctorId: consultations.doctorId, slotStart: consultations.slotStart })
    .from(consultations)
    .where(
      and(
        gt(consultations.slotStart, sql.placeholder('from')),
        lte(consultations.slotStart, sql.placeholder('to')),
        occupying(sql.placeholder('now')),
      ),
    )
    .prepare('occupied_starts'),
);

/**
 * Slot starts that are occupied between two instants: paid consultations, and holds that have not
 * expired (an expired hold no longer blocks, even before the sweeper runs).
 */
export async function occupiedStarts(db: Db, doctorIds: number[] | 'all', from: Date, to: Date, now: Date) {
  if (doctorIds.length === 0) return new Map<number, Set<number>>();
  let rows: { doctorId: number | null; slotStart: Date }[];
  // A day's occupied slots are few: for many doctors, a range scan beats binding every id.
  if (doctorIds !== 'all' && doctorIds.length <= 20) {
    rows = await db
      .select({ doctorId: consultations.doctorId, slotStart: consultations.slotStart })
      .from(consultations)
      .where(
        and(
          inArray(consultations.doctorId, doctorIds),
          gt(consultations.slotStart, from),
          lte(consultations.slotStart, to),
          occupying(now),
        ),
      );
  } else {
    rows = await everyDoctorsStarts(db).execute({ from, to, now });
  }
  const taken = new Map<number, Set<number>>();
  for (const r of rows) {
    if (r.doctorId === null) continue;
    const set = taken.get(r.doctorId) ?? new Set<number>();
    set.add(r.slotStart.getTime());
    taken.set(r.doctorId, set);
  }
  return taken;
}

/**
 * Every consultation that occupies or may occupy a slot starting after `from`: paid ones and
 * holds, expired or not (whether a hold still blocks is asked at the time of each listing). What
 * the process's live index of occupied slots starts from (liveOccupied.ts).
 */
export function occupantsAfter(db: Db, from: Date) {
  return db
    .select({
      id: consultations.id,
      doctorId: consultations.doctorId,
      slotStart: consultations.slotStart,
      status: consultations.status,
      holdExpiresAt: consultations.holdExpiresAt,
    })
    .from(consultations)
    .where(
      and(
        gt(consultations.slotStart, from),
        isNotNull(consultations.doctorId),
        inArray(consultations.status, ['held', ...PAID_STATUSES]),
      ),
    );
}

/**
 * The follow-up rule, in one place: a follow up with a doctor is possible (and free,
 * docs/decisions/0008) within 7 days of a completed consultation of the member with that doctor.
 * The check of one doctor and the list of doctors a follow up may be booked with both use it.
 */
function followupWithin(memberId: number, now: Date) {
  const since = new Date(now.getTime() - FOLLOW_UP_WINDOW_DAYS * 86_400_000);
  return and(
    eq(consultations.memberId, memberId),
    eq(consultations.status, 'completed'),
    gte(consultations.slotStart, since),
  );
}

export async function followupEligible(db: Db, memberId: number, doctorId: number, now: Date) {
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(and(followupWithin(memberId, now), eq(consultations.doctorId, doctorId)))
    .limit(1);
  return Boolean(row);
}

/** The doctors the member may book a follow up with now. */
export async function followupDoctorIds(db: Db, memberId: number, now: Date): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ doctorId: consultations.doctorId })
    .from(consultations)
    .where(followupWithin(memberId, now));
  return new Set(rows.flatMap((r) => (r.doctorId === null ? [] : [r.doctorId])));
}

/** What paying for a consultation needs to know of it. */
const payableColumns = {
  id: consultations.id,
  accountId: consultations.accountId,
  memberId: consultations.memberId,
  doctorId: consultations.doctorId,
  doctorName: doctorNameOrNext,
  /** Printed on the receipt beside the doctor's name (Telemedicine Practice Guidelines 2020). */
  doctorRegistration: doctors.registrationNumber,
  /** Where the doctor practises: printed on the receipt. */
  clinicName: clinics.name,
  clinicAddress: clinics.address,
  kind: consultations.kind,
  consultType: consultations.consultType,
  slotDate: consultations.slotDate,
  slotStart: consultations.slotStart,
  slotEnd: consultations.slotEnd,
  feePaise: consultations.feePaise,
  status: consultations.status,
  holdExpiresAt: consultations.holdExpiresAt,
};

export async function ownForPayment(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select(payableColumns)
    .from(consultations)
    // An instant consultation is paid for before any doctor takes it.
    .leftJoin(doctors, eq(doctors.id, consultations.doctorId))
    .leftJoin(clinics, eq(clinics.id, consultations.clinicId))
    .where(and(eq(consultations.id, id), eq(consultations.accountId, accountId)));
  return row;
}
export type PayableConsultation = NonNullable<Awaited<ReturnType<typeof ownForPayment>>>;

export async function latestHold(db: Db, accountId: number, memberId: number) {
  const [row] = await db
    .select(payableColumns)
    .from(consultations)
    .leftJoin(doctors, eq(doctors.id, consultations.doctorId))
    .leftJoin(clinics, eq(clinics.id, consultations.clinicId))
    .where(
      and(
        eq(consultations.accountId, accountId),
        eq(consultations.memberId, memberId),
        eq(consultations.status, 'held'),
      ),
    )
    .orderBy(desc(consultations.createdAt))
    .limit(1);
  return row;
}
