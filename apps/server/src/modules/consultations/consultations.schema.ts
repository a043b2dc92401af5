import { CONSULT_TYPES, LANGUAGES } from '@app/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberOwned } from '../../db/schema/accounts';
import { clinics, doctors } from '../../db/schema/catalog';
import { createdAt, identity, inList, requiredRef, updatedAt } from '../../db/schema/columns';
import { CONSULTATION_KINDS, CONSULTATION_STATUSES, LIVE_STATUSES, OPEN_STATUSES } from './lifecycle';

/**
 * A consultation request: a held slot (10 minutes), then booked once paid (spec §3 "appReqId").
 * Only the consultations module reads or writes this table (a lint rule keeps the others off it);
 * db/schema/index.ts does not re-export it for that reason. Its statuses and their moves are in
 * lifecycle.ts, and the CHECK and the partial indexes below are generated from the same lists.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: identity(),
    ...memberOwned(),
    /**
     * scheduled: a slot of a doctor chosen by the parent; instant: a place in the on-duty queue,
     * whose doctor (and clinic, and slot times) are set when a doctor takes it (decision 0038).
     */
    kind: text('kind', { enum: CONSULTATION_KINDS }).notNull().default('scheduled'),
    /** Null only while an instant consultation waits for a doctor (the CHECK below). */
    doctorId: integer('doctor_id').references(() => doctors.id),
    clinicId: integer('clinic_id').references(() => clinics.id),
    consultType: text('consult_type', { enum: CONSULT_TYPES }).notNull(),
    language: text('language', { enum: LANGUAGES }),
    helpQuestion: text('help_question').notNull().default(''),
    /** The clinic's local date of the slot, as shown to the parent. */
    slotDate: text('slot_date').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    feePaise: integer('fee_paise').notNull(),
    status: text('status', { enum: CONSULTATION_STATUSES }).notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the payment made it a booking (the waiting room opens from here at the earliest). */
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** The unguessable video room, set when the doctor starts the video call. */
    roomName: text('room_name'),
    callStartedAt: timestamp('call_started_at', { withTimezone: true }),
    /** The parent's call request (audio), sent once. */
    callRequestedAt: timestamp('call_requested_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The parent's waiting room last read this consultation while the room was open (written at
     * most every few seconds: presence.ts). The console says the parent is there while it is recent.
     */
    parentSeenAt: timestamp('parent_seen_at', { withTimezone: true }),
    /** When the parent came into the open room this time (a new visit after being away resets it). */
    parentArrivedAt: timestamp('parent_arrived_at', { withTimezone: true }),
    /**
     * Instant only. The queue's order: set when the payment books it, and moved behind the next
     * parent when a call goes unanswered. First paid, first seen.
     */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** Instant only: when it first joined the queue (paid); unserved for QUEUE_MAX_WAIT_MINUTES, it is refunded. */
    joinedQueueAt: timestamp('joined_queue_at', { withTimezone: true }),
    /** Instant only: when a doctor took it from the queue (the parent has QUEUE_ANSWER_SECONDS to answer). */
    calledAt: timestamp('called_at', { withTimezone: true }),
    /** Instant only: times it was sent back behind the next parent because the call went unanswered. */
    queueSkips: smallint('queue_skips').notNull().default(0),
    /** Set when the parent moved it to another slot: a consultation is rescheduled once. */
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    /**
     * The 10-minute reminder's lease: a process sending it sets this (committed) before calling the
     * SMS provider. A lease older than the job's lease time without a sent mark is taken again, so a
     * crash between claim and send, or between send and mark, is retried (docs/decisions/0016).
     */
    reminderClaimedAt: timestamp('reminder_claimed_at', { withTimezone: true }),
    /** How many times the reminder was claimed: retries are capped. */
    reminderAttempts: smallint('reminder_attempts').notNull().default(0),
    /** Set once the SMS provider accepted the reminder: nothing claims it again. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Never booked twice: the database refuses a second live row for one doctor's slot.
    uniqueIndex('consultations_live_slot_uq').on(t.doctorId, t.slotStart).where(inList('status', LIVE_STATUSES)),
    index('consultations_slot_start_idx').on(t.slotStart),
    index('consultations_account_idx').on(t.accountId),
    index('consultations_member_doctor_idx').on(t.memberId, t.doctorId),
    index('consultations_held_idx').on(t.holdExpiresAt).where(sql`status = 'held'`),
    index('consultations_reminder_idx')
      .on(t.slotStart)
      .where(sql`${inList('status', OPEN_STATUSES)} and reminder_sent_at is null`),
    uniqueIndex('consultations_room_uq').on(t.roomName),
    check('consultations_status_ck', inList('status', CONSULTATION_STATUSES)),
    check('consultations_kind_ck', inList('kind', CONSULTATION_KINDS)),
    // Only an instant consultation that no doctor has taken yet lacks a doctor and a clinic.
    check(
      'consultations_doctor_ck',
      sql`(doctor_id is not null and clinic_id is not null) or (kind = 'instant' and status in ('held', 'booked', 'released', 'cancelled', 'refunded'))`,
    ),
    // The queue: the waiting places of one type and language, first in line first (Take next).
    index('consultations_queue_idx')
      .on(t.consultType, t.language, t.queuedAt)
      .where(sql`kind = 'instant' and status = 'booked' and doctor_id is null`),
  ],
);

/** The consultation a row belongs to; with 'cascade' removing the consultation removes the row. */
export const consultationRef = (onDelete?: 'cascade') =>
  requiredRef('consultation_id', () => consultations.id, onDelete);
