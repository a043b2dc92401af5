import { APPOINTMENT_REMINDER_MINUTES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, clinics, consultations, doctors } from '../db/schema';
import type { SmsProvider } from '../providers/sms';

export interface ReminderDeps {
  db: Db;
  sms: SmsProvider;
  now: () => Date;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * How long a claim holds. Longer than a send can take (MSG91 times out after 10 s) and short
 * enough that a reminder claimed by a process that died is retried well inside its 10 minutes.
 */
export const REMINDER_LEASE_MS = 60_000;
/** A reminder the gateway keeps refusing is given up after this many tries. */
export const REMINDER_MAX_ATTEMPTS = 5;

/** The same on every retry of one consultation's reminder; a new slot is a new reminder. */
export const reminderKey = (c: { id: number; slotStart: Date }) => `reminder:${c.id}:${c.slotStart.getTime()}`;

/**
 * Claims the reminders due now: one conditional UPDATE, committed before anything is sent, sets the
 * lease. Two processes (or ticks) never hold one reminder at once; a lease that ran out without a
 * sent mark (its process died) is taken again.
 */
async function claimDue(db: Db, now: Date) {
  const dueBy = new Date(now.getTime() + APPOINTMENT_REMINDER_MINUTES * 60_000);
  const leaseEnded = new Date(now.getTime() - REMINDER_LEASE_MS);
  return db
    .update(consultations)
    .set({ reminderClaimedAt: now, reminderAttempts: sql`${consultations.reminderAttempts} + 1` })
    .where(
      and(
        eq(consultations.status, 'booked'),
        isNull(consultations.reminderSentAt),
        lte(consultations.slotStart, dueBy),
        gt(consultations.slotStart, now),
        lt(consultations.reminderAttempts, REMINDER_MAX_ATTEMPTS),
        or(isNull(consultations.reminderClaimedAt), lte(consultations.reminderClaimedAt, leaseEnded)),
      ),
    )
    .returning({ id: consultations.id, attempt: consultations.reminderAttempts });
}

function details(db: Db, ids: number[]) {
  return db
    .select({
      id: consultations.id,
      slotStart: consultations.slotStart,
      phone: accounts.phoneE164,
      doctorName: doctors.name,
      timeZone: clinics.timeZone,
    })
    .from(consultations)
    .innerJoin(accounts, eq(accounts.id, consultations.accountId))
    .innerJoin(doctors, eq(doctors.id, consultations.doctorId))
    .innerJoin(clinics, eq(clinics.id, consultations.clinicId))
    .where(inArray(consultations.id, ids));
}

/**
 * Sends the SMS reminder of every paid consultation starting within the next 10 minutes, at least
 * once: claim (committed) → send with the consultation's idempotency key → mark sent. No
 * transaction is open while the provider is called. A failed send gives the lease back for the next
 * tick; a crash leaves it to run out, and the retry carries the same key, so a provider that
 * honours keys delivers once (docs/decisions/0016). A restart loses nothing: the first tick after
 * it sends whatever fell due meanwhile, as long as the consultation has not begun.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const claimed = await claimDue(deps.db, now);
  if (claimed.length === 0) return 0;
  const attempts = new Map(claimed.map((c) => [c.id, c.attempt]));

  let sent = 0;
  for (const c of await details(
    deps.db,
    claimed.map((c) => c.id),
  )) {
    const time = format(new TZDate(c.slotStart.getTime(), c.timeZone), 'hh:mm a');
    try {
      await deps.sms.send({
        to: c.phone,
        text: messages.reminderSms(c.doctorName, time),
        template: { kind: 'reminder', vars: { doctor: c.doctorName, time } },
        idempotencyKey: reminderKey(c),
      });
    } catch (err) {
      deps.log.error(
        { err, consultation: c.id, attempt: attempts.get(c.id) },
        'consultation reminder failed; retrying on the next tick',
      );
      // Only our own lease: another process may hold a newer one.
      await deps.db
        .update(consultations)
        .set({ reminderClaimedAt: null })
        .where(and(eq(consultations.id, c.id), eq(consultations.reminderClaimedAt, now)));
      continue;
    }
    await deps.db
      .update(consultations)
      .set({ reminderSentAt: now })
      .where(and(eq(consultations.id, c.id), isNull(consultations.reminderSentAt)));
    sent++;
  }
  if (sent > 0) deps.log.info({ sent }, 'consultation reminders sent');
  return sent;
}

/** Runs the reminder sweep every 30 s (and once at start, to catch up after a restart). */
export function startReminderJob(deps: ReminderDeps, everyMs = 30_000) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sendDueReminders(deps);
    } catch (err) {
      deps.log.error({ err }, 'reminder job failed');
    } finally {
      running = false;
    }
  };
  let current: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (!running) current = tick();
  }, everyMs);
  timer.unref();
  current = tick();
  /** Stops the timer; resolves once a sweep in progress is done (the database closes next). */
  return async () => {
    clearInterval(timer);
    await current;
  };
}
