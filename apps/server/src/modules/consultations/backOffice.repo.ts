import { and, count, desc, eq, gte, inArray, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, clinics, doctorDisplayName, doctors, members } from '../../db/schema';
import { clinicTimeZoneOrIndia } from './consultations.repo';
import { consultations } from './consultations.schema';
import type { ConsultationStatus } from './lifecycle';

/**
 * The back office's reads of consultations (decision 0053): every account's, by the operator's
 * filters, with what was paid and given back. Only operators reach these (the routes' roles).
 */

/** Paid: the consultation's orders that took money (Success, or Refund: paid after the slot went). */
const paidPaise = sql<number>`(select coalesce(sum(o.total_paise), 0)::int from orders o where o.consultation_id = "consultations"."id" and o.status in ('Success', 'Refund'))`;
/** Given back: processed refunds of those orders. */
const refundedPaise = sql<number>`(select coalesce(sum(r.amount_paise), 0)::int from refunds r join orders o on o.id = r.order_id where o.consultation_id = "consultations"."id" and r.status = 'processed')`;

const rowColumns = {
  id: consultations.id,
  kind: consultations.kind,
  status: consultations.status,
  consultType: consultations.consultType,
  slotDate: consultations.slotDate,
  slotStart: consultations.slotStart,
  doctorId: consultations.doctorId,
  doctorName: doctorDisplayName,
  clinicId: consultations.clinicId,
  clinicName: clinics.name,
  /** The clinic's zone (India's for a queue place with no clinic yet): a move's time is read in it. */
  clinicTimeZone: clinicTimeZoneOrIndia,
  patientName: sql<string>`btrim(${members.firstName} || ' ' || ${members.lastName})`,
  parentPhone: accounts.phoneE164,
  feePaise: consultations.feePaise,
  paidPaise,
  refundedPaise,
};

export interface BackOfficeFilter {
  from?: string;
  to?: string;
  doctorId?: number;
  clinicId?: number;
  status?: ConsultationStatus;
  money?: 'paid' | 'refunded' | 'unpaid';
  /** Digits somewhere in the parent's number. */
  phone?: string;
}

function whereOf(f: BackOfficeFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.from ? gte(consultations.slotDate, f.from) : undefined,
    f.to ? lte(consultations.slotDate, f.to) : undefined,
    f.doctorId !== undefined ? eq(consultations.doctorId, f.doctorId) : undefined,
    f.clinicId !== undefined ? eq(consultations.clinicId, f.clinicId) : undefined,
    f.status ? eq(consultations.status, f.status) : undefined,
    f.phone ? like(accounts.phoneE164, `%${f.phone}%`) : undefined,
    f.money === 'paid' ? sql`${paidPaise} > 0 and ${refundedPaise} = 0` : undefined,
    f.money === 'refunded' ? sql`${refundedPaise} > 0` : undefined,
    f.money === 'unpaid' ? sql`${paidPaise} = 0` : undefined,
  ];
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** The tables every back-office read joins: the parent's account, the member, the doctor and clinic if any. */
function joined<T extends PgSelect>(query: T) {
  return (
    query
      .innerJoin(accounts, eq(accounts.id, consultations.accountId))
      .innerJoin(members, eq(members.id, consultations.memberId))
      // An instant consultation still in the queue has neither.
      .leftJoin(doctors, eq(doctors.id, consultations.doctorId))
      .leftJoin(clinics, eq(clinics.id, consultations.clinicId))
  );
}

/** A page of consultations, newest slot first; `limit` rows from `offset`, and how many in all. */
export async function searchConsultations(db: Db, f: BackOfficeFilter, limit: number, offset: number) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    joined(db.select(rowColumns).from(consultations).$dynamic())
      .where(where)
      .orderBy(desc(consultations.slotStart), desc(consultations.id))
      .limit(limit)
      .offset(offset),
    joined(db.select({ n: count() }).from(consultations).$dynamic()).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type BackOfficeRow = Awaited<ReturnType<typeof searchConsultations>>['rows'][number];

/** One consultation, with the times the detail shows. */
export async function backOfficeConsultation(db: Db, id: number) {
  const [row] = await joined(
    db
      .select({
        ...rowColumns,
        bookedAt: consultations.bookedAt,
        callStartedAt: consultations.callStartedAt,
        completedAt: consultations.completedAt,
      })
      .from(consultations)
      .$dynamic(),
  ).where(eq(consultations.id, id));
  return row;
}
export type BackOfficeConsultation = NonNullable<Awaited<ReturnType<typeof backOfficeConsultation>>>;

/**
 * A day's consultations (the instants bounding the clinic's date): booked then, cancelled then
 * (by their last change), and the average minutes from the appointed time — or from joining the
 * queue — to the doctor starting the call, over calls started then.
 */
export async function daySummary(db: Db, start: Date, end: Date) {
  const within = (column: AnyPgColumn) => and(gte(column, start), lt(column, end));
  const [[booked], [cancelled], [wait]] = await Promise.all([
    db.select({ n: count() }).from(consultations).where(within(consultations.bookedAt)),
    db
      .select({ n: count() })
      .from(consultations)
      .where(and(inArray(consultations.status, ['cancelled', 'refunded']), within(consultations.updatedAt))),
    db
      .select({
        minutes: sql<
          number | null
        >`avg(greatest(0, extract(epoch from ${consultations.callStartedAt} - coalesce(${consultations.joinedQueueAt}, greatest(${consultations.slotStart}, ${consultations.bookedAt}))) / 60))::float8`,
      })
      .from(consultations)
      .where(within(consultations.callStartedAt)),
  ]);
  return { bookings: booked?.n ?? 0, cancellations: cancelled?.n ?? 0, averageWaitMinutes: wait?.minutes ?? null };
}
