import { APPOINTMENT_REMINDER_MINUTES } from '@app/contract/constants';
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, clinics, doctorDisplayName, doctors } from '../../db/schema';
import { consultations } from './consultations.schema';
import { OPEN_STATUSES } from './lifecycle';

/**
 * How long a claim holds. Longer than a send can take (MSG91 times out after 10 s) and short
 * enough that a reminder claimed by a process that died is retried well inside its 10 minutes.
 */
export const REMINDER_LEASE_MS = 60_000;
/** A reminder the gateway keeps refusing is given up after this many tries. */
export const REMINDER_MAX_ATTEMPTS = 5;

/**
 * Claims the reminders due now: one conditional UPDATE, committed before anything is sent, sets the
 * lease. Two processes (or ticks) never hold one reminder at once; a lease that ran out without a
 * sent mark (its process died) is taken again.
 */
export async function claimDueReminders(db: Db, now: Date) {
  const dueBy = new Date(now.getTime() + APPOINTMENT_REMINDER_MINUTES * 60_000);
  const leaseEnded = new Date(now.getTime() - REMINDER_LEASE_MS);
  return db
    .update(consultations)
    .set({ reminderClaimedAt: now, reminderAttempts: sql`${consultations.reminderAttempts} + 1` })
    .where(
      and(
        inArray(consultations.status, [...OPEN_STATUSES]),
        // An instant consultation is now: there is nothing to remind of.
        eq(consultations.kind, 'scheduled'),
        isNull(consultations.reminderSentAt),
        lte(consultations.slotStart, dueBy),
        gt(consultations.slotStart, now),
        lt(consultations.reminderAttempts, REMINDER_MAX_ATTEMPTS),
        or(isNull(consultations.reminderClaimedAt), lte(consultations.reminderClaimedAt, leaseEnded)),
      ),
    )
    .returning({ id: consultations.id, attempt: consultations.reminderAttempts });
}

/** What a reminder says: the parent's number, the doctor and the slot in the clinic's zone. */
export function reminderDetails(db: Db, ids: number[]) {
  return db
    .select({
      id: consultations.id,
      accountId: consultations.accountId,
      slotStart: consultations.slotStart,
      phone: accounts.phoneE164,
      doctorName: doctorDisplayName,
      doctorRegistration: doctors.registrationNumber,
      timeZone: clinics.timeZone,
    })
    .from(consultations)
    .innerJoin(accounts, eq(accounts.id, consultations.accountId))
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .innerJoin(clinics, eq(clinics.id, consultations.clinicId))
    .where(inArray(consultations.id, ids));
}

/** Gives back a failed send's lease: only our own, since another process may hold a newer one. */
export async function releaseReminderClaim(db: Db, id: number, claimedAt: Date) {
  await db
    .update(consultations)
    .set({ reminderClaimedAt: null })
    .where(and(eq(consultations.id, id), eq(consultations.reminderClaimedAt, claimedAt)));
}

export async function markReminderSent(db: Db, id: number, now: Date) {
  await db
    .update(consultations)
    .set({ reminderSentAt: now })
    .where(and(eq(consultations.id, id), isNull(consultations.reminderSentAt)));
}
