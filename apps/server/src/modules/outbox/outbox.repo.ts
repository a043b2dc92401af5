import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OutboxChannel, type OutboxKind, outboundMessages } from './outbox.schema';

/** Longer than a send can take (providers time out after 10 s), short enough to retry a dead process's claim soon. */
export const OUTBOX_LEASE_MS = 60_000;
/** A message the provider keeps refusing is given up after this many tries. */
export const OUTBOX_MAX_ATTEMPTS = 5;
export interface NewMessage {
  idempotencyKey: string;
  channel: OutboxChannel;
  kind: OutboxKind;
  accountId: number;
  consultationId: number | null;
  recipient: string;
  text: string;
  vars: Record<string, string>;
  sendBefore: Date | null;
  createdAt: Date;
}

/**
 * Writes messages in the caller's transaction; a key already there is left as it is (a replayed
 * event, a retried reminder). Returns the keys it wrote.
 */
export async function enqueue(db: Db, rows: NewMessage[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(outboundMessages)
    .values(rows)
    .onConflictDoNothing({ target: outboundMessages.idempotencyKey })
    .returning({ key: outboundMessages.idempotencyKey });
  return written.map((r) => r.key);
}

/**
 * Claims pending messages in a short transaction, committed before anything is sent: the rows are
 * locked by the first sweep that reaches them (SKIP LOCKED: others pass them over) and given its
 * lease; a lease that ran out (its process died after or before sending) is taken again, with the
 * same key. `keys` limits it to messages just written (sent at once after their event); `skip`
 * leaves out those that failed earlier in the same sweep (their retry is the next sweep's).
 * (A `WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)` may claim more than n rows: the
 * planner can run the sub-select more than once, so the ids are read first.)
 */
export async function claimDue(db: Db, now: Date, opts: { keys?: string[]; limit: number; skip?: number[] }) {
  const { keys, limit, skip = [] } = opts;
  if (keys?.length === 0) return [];
  const leaseEnded = new Date(now.getTime() - OUTBOX_LEASE_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.status, 'pending'),
          lt(outboundMessages.attempts, OUTBOX_MAX_ATTEMPTS),
          or(isNull(outboundMessages.claimedAt), lte(outboundMessages.claimedAt, leaseEnded)),
          or(isNull(outboundMessages.sendBefore), gt(outboundMessages.sendBefore, now)),
          keys ? inArray(outboundMessages.idempotencyKey, keys) : undefined,
          skip.length > 0 ? notInArray(outboundMessages.id, skip) : undefined,
        ),
      )
      .orderBy(asc(outboundMessages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboundMessages)
      .set({ claimedAt: now, attempts: sql`${outboundMessages.attempts} + 1` })
      .where(
        inArray(
          outboundMessages.id,
          due.map((r) => r.id),
        ),
      )
      .returning({
        id: outboundMessages.id,
        idempotencyKey: outboundMessages.idempotencyKey,
        channel: outboundMessages.channel,
        kind: outboundMessages.kind,
        consultationId: outboundMessages.consultationId,
        recipient: outboundMessages.recipient,
        text: outboundMessages.text,
        vars: outboundMessages.vars,
        attempts: outboundMessages.attempts,
        claimedAt: outboundMessages.claimedAt,
      });
  });
}
export type ClaimedMessage = Awaited<ReturnType<typeof claimDue>>[number];

/** The provider took it: sent, under our own claim only (an erased row stays erased). */
export async function markSent(db: Db, m: ClaimedMessage, now: Date) {
  await db
    .update(outboundMessages)
    .set({ status: 'sent', sentAt: now, claimedAt: null, lastError: null })
    .where(and(eq(outboundMessages.id, m.id), eq(outboundMessages.status, 'pending')));
}

/**
 * A failed send gives its claim back for the next sweep, or gives the message up (`giveUp`: refused
 * for good, or its last try). Only our own claim: another sweep may hold a newer one.
 */
export async function releaseClaim(db: Db, m: ClaimedMessage, error: string, giveUp: boolean) {
  await db
    .update(outboundMessages)
    .set({ claimedAt: null, lastError: error.slice(0, 300), ...(giveUp ? { status: 'failed' as const } : {}) })
    .where(
      and(
        eq(outboundMessages.id, m.id),
        eq(outboundMessages.status, 'pending'),
        m.claimedAt ? eq(outboundMessages.claimedAt, m.claimedAt) : undefined,
      ),
    );
}

/** Pending messages past their last moment, and those tried to the limit, are closed. */
export async function closeOverdue(db: Db, now: Date) {
  await db
    .update(outboundMessages)
    .set({ status: 'expired', claimedAt: null })
    .where(and(eq(outboundMessages.status, 'pending'), lte(outboundMessages.sendBefore, now)));
  const leaseEnded = new Date(now.getTime() - OUTBOX_LEASE_MS);
  await db
    .update(outboundMessages)
    .set({ status: 'failed', claimedAt: null })
    .where(
      and(
        eq(outboundMessages.status, 'pending'),
        gte(outboundMessages.attempts, OUTBOX_MAX_ATTEMPTS),
        or(isNull(outboundMessages.claimedAt), lte(outboundMessages.claimedAt, leaseEnded)),
      ),
    );
}

/**
 * The parent's erasure (decision 0049): every message of the account loses its number and words;
 * one still pending is erased and never sent. Kind, channel, status, times and the key stay (no personal data).
 */
export async function erasePersonalData(tx: Db, accountId: number) {
  const rows = await tx
    .update(outboundMessages)
    .set({
      recipient: '',
      text: '',
      vars: {},
      status: sql`case when ${outboundMessages.status} = 'pending' then 'erased' else ${outboundMessages.status} end`,
      claimedAt: null,
    })
    .where(and(eq(outboundMessages.accountId, accountId), ne(outboundMessages.recipient, '')))
    .returning({ id: outboundMessages.id });
  return rows.length;
}
