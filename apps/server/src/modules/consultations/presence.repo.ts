import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultations } from './consultations.schema';
import { PARENT_PRESENT_MS, PRESENCE_WRITE_EVERY_MS } from './presence';

/**
 * The parent's waiting room read the consultation at `now`: one conditional UPDATE, skipped (no row
 * matches) when the last mark is under PRESENCE_WRITE_EVERY_MS old, so a room polling every 30 s
 * costs at most one cheap write per read and none for a second tab. A parent seen again after being
 * away longer than PARENT_PRESENT_MS starts a new visit (arrival = now). `updated_at` is left alone:
 * presence is no change to the consultation.
 */
export async function recordParentSeen(db: Db, id: number, now: Date) {
  const writeBefore = new Date(now.getTime() - PRESENCE_WRITE_EVERY_MS);
  const awaySince = new Date(now.getTime() - PARENT_PRESENT_MS);
  const at = now.toISOString();
  await db
    .update(consultations)
    .set({
      parentSeenAt: now,
      parentArrivedAt: sql`case when ${consultations.parentSeenAt} is null or ${consultations.parentSeenAt} < ${awaySince.toISOString()}::timestamptz then ${at}::timestamptz else ${consultations.parentArrivedAt} end`,
    })
    .where(
      and(
        eq(consultations.id, id),
        or(isNull(consultations.parentSeenAt), lt(consultations.parentSeenAt, writeBefore)),
      ),
    );
}
