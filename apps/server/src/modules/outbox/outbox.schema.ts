import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from '../../db/schema/accounts';
import { createdAt, identity, inList } from '../../db/schema/columns';

export const OUTBOX_CHANNELS = ['sms', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** The messages about a consultation that go through the outbox; each is also an SMS and a WhatsApp template. */
export const OUTBOX_KINDS = ['bookingConfirmed', 'reminder', 'clinicCancelled'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
/**
 * pending → sent; pending → failed (refused for good, or tried OUTBOX_MAX_ATTEMPTS times); pending →
 * expired (its send_before passed: a reminder after the start is noise); any → erased (the parent's
 * erasure emptied it, decision 0049).
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'expired', 'erased'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Messages to parents about their consultations, one row per message and channel (decision 0055),
 * written in the transaction of the event it announces and sent by jobs/outbox.ts: at least once
 * (a claim with a lease, the send, the sent mark) and never twice from here (the unique key, and
 * one claim at a time). The recipient and text are personal data: the erasure empties them, and
 * nothing logs them. Only the outbox module reads or writes it.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: identity(),
    /** The same for every attempt, and the key the provider is given (`confirmation:42:sms`). */
    idempotencyKey: text('idempotency_key').notNull(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    accountId: accountRef(),
    /** The consultation it is about, for support to trace (no reference: the row outlives nothing it needs). */
    consultationId: integer('consultation_id'),
    /** E.164; empty once erased. */
    recipient: text('recipient').notNull(),
    /** The words as sent by SMS (and printed offline); the template's values are `vars`. */
    text: text('text').notNull(),
    vars: jsonb('vars').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The lease of the sweep sending it now; a lease older than OUTBOX_LEASE_MS is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Not sent after this (a reminder or a confirmation once the consultation began); null: no limit. */
    sendBefore: timestamp('send_before', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The provider's last refusal: its code and reason, never the number or the text. */
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('outbound_messages_key_uq').on(t.idempotencyKey),
    index('outbound_messages_pending_idx').on(t.id).where(sql`status = 'pending'`),
    index('outbound_messages_account_idx').on(t.accountId),
    check('outbound_messages_channel_ck', inList('channel', OUTBOX_CHANNELS)),
    check('outbound_messages_kind_ck', inList('kind', OUTBOX_KINDS)),
    check('outbound_messages_status_ck', inList('status', OUTBOX_STATUSES)),
  ],
);
