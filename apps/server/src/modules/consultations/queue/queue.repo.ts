import type { LANGUAGES } from '@app/contract/constants';
import type { QueueCallType } from '@app/contract/schemas/queue';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consultations } from '../consultations.schema';

/** Data access for the parent's side of the queue (decision 0038): places, lengths, recent calls. */

type Language = (typeof LANGUAGES)[number];

/** Paid and waiting for a doctor: the rows of the queue's partial index. */
const waitingIn = (type: QueueCallType, language: Language) =>
  and(
    eq(consultations.kind, 'instant'),
    eq(consultations.status, 'booked'),
    isNull(consultations.doctorId),
    eq(consultations.consultType, type),
    eq(consultations.language, language),
  );

/** How many places of this type and language are waiting. */
export async function waitingCount(db: Db, type: QueueCallType, language: Language) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(consultations).where(waitingIn(type, language));
  return row?.n ?? 0;
}

/** How many waiting places are ahead of one queued at `queuedAt` (the id breaks a tie, as Take next does). */
export async function waitingAhead(
  db: Db,
  place: { id: number; consultType: QueueCallType; language: Language; queuedAt: Date },
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(consultations)
    .where(
      and(
        waitingIn(place.consultType, place.language),
        or(
          lt(consultations.queuedAt, place.queuedAt),
          and(eq(consultations.queuedAt, place.queuedAt), lt(consultations.id, place.id)),
        ),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The member's one place: an instant consultation held and not lapsed, or paid and still waiting
 * for a doctor. Joining again answers with it.
 */
export async function placeOf(db: Db, memberId: number, now: Date) {
  const [row] = await db
    .select({
      id: consultations.id,
      status: consultations.status,
      holdExpiresAt: consultations.holdExpiresAt,
      feePaise: consultations.feePaise,
    })
    .from(consultations)
    .where(
      and(
        eq(consultations.memberId, memberId),
        eq(consultations.kind, 'instant'),
        or(
          and(eq(consultations.status, 'held'), gt(consultations.holdExpiresAt, now)),
          and(eq(consultations.status, 'booked'), isNull(consultations.doctorId)),
        ),
      ),
    )
    .orderBy(desc(consultations.id))
    .limit(1);
  return row;
}

/** An instant consultation is held: no doctor, no clinic; the slot columns are placeholders until taken. */
export type NewInstant = Omit<
  typeof consultations.$inferInsert,
  'id' | 'status' | 'kind' | 'doctorId' | 'clinicId' | 'holdExpiresAt'
> & { holdExpiresAt: Date };

export async function insertInstant(db: Db, row: NewInstant) {
  const [inserted] = await db
    .insert(consultations)
    .values({ ...row, kind: 'instant', status: 'held', doctorId: null, clinicId: null })
    .returning({
      id: consultations.id,
      status: consultations.status,
      holdExpiresAt: consultations.holdExpiresAt,
      feePaise: consultations.feePaise,
    });
  if (!inserted) throw new Error('consultation insert returned nothing');
  return inserted;
}

/**
 * One join per member at a time: a transaction-scoped advisory lock on the member, so two taps
 * of 'Pay' never make two places (the second waits and then finds the first).
 */
export async function lockMemberPlace(tx: Db, memberId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`queue-join:${memberId}`}, 0))`);
}
