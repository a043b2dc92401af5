import { APPOINTMENT_REMINDER_MINUTES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
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
 * Sends the SMS reminder of every paid consultation starting within the next 10 minutes, once.
 * The database is the schedule: a consultation is claimed by setting `reminder_sent_at` in one
 * conditional UPDATE, so two processes (or two ticks) can never both send it, and a restart loses
 * nothing: the first tick after it sends whatever fell due meanwhile, as long as the consultation
 * has not begun. A failed send gives the claim back for the next tick (docs/decisions/0008).
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const dueBy = new Date(now.getTime() + APPOINTMENT_REMINDER_MINUTES * 60_000);
  const claimed = await deps.db
    .update(consultations)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(consultations.status, 'booked'),
        isNull(consultations.reminderSentAt),
        lte(consultations.slotStart, dueBy),
        gt(consultations.slotStart, now),
      ),
    )
    .returning({ id: consultations.id });
  if (claimed.length === 0) return 0;

  const due = await deps.db
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
    .where(
      inArray(
        consultations.id,
        claimed.map((c) => c.id),
      ),
    );

  let sent = 0;
  for (const c of due) {
    const time = format(new TZDate(c.slotStart.getTime(), c.timeZone), 'hh:mm a');
    try {
      await deps.sms.send({
        to: c.phone,
        text: messages.reminderSms(c.doctorName, time),
        template: { kind: 'reminder', vars: { doctor: c.doctorName, time } },
      });
      sent++;
    } catch (err) {
      deps.log.error({ err, consultation: c.id }, 'consultation reminder failed; retrying on the next tick');
      await deps.db.update(consultations).set({ reminderSentAt: null }).where(eq(consultations.id, c.id));
    }
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
