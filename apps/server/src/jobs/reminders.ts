import { waitingRoomLink } from '@app/contract/links';
import { messages } from '@app/contract/messages';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Db } from '../db/client';
import type { WakeOn } from '../lib/clock';
import { claimDueReminders, markReminderSent, releaseReminderClaim, reminderDetails } from '../modules/consultations';
import { enqueueMessages } from '../modules/outbox';
import type { SmsProvider } from '../providers/sms';
import { repeatEvery } from './repeat';

// The calls' tests read these limits from here, where the job is.
export { REMINDER_LEASE_MS, REMINDER_MAX_ATTEMPTS } from '../modules/consultations';

export interface ReminderDeps {
  db: Db;
  sms: SmsProvider;
  now: () => Date;
  /** The public origin parents open (PUBLIC_APP_URL): the SMS links to the waiting room there. */
  appUrl: string;
  /**
   * Also writes the reminder's WhatsApp copy to the outbox (WHATSAPP_PROVIDER is not off), which the
   * outbox job sends (decision 0055).
   */
  whatsappCopy?: boolean;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The same on every retry of one consultation's reminder; a new slot is a new reminder. */
export const reminderKey = (c: { id: number; slotStart: Date }) => `reminder:${c.id}:${c.slotStart.getTime()}`;

/**
 * Sends the SMS reminder of every paid consultation starting within the next 10 minutes, with the
 * link to its waiting room, at least
 * once: claim (committed) → send with the consultation's idempotency key → mark sent. No
 * transaction is open while the provider is called. A failed send gives the lease back for the next
 * tick; a crash leaves it to run out, and the retry carries the same key, so a provider that
 * honours keys delivers once (docs/decisions/0016). A restart loses nothing: the first tick after
 * it sends whatever fell due meanwhile, as long as the consultation has not begun.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const claimed = await claimDueReminders(deps.db, now);
  if (claimed.length === 0) return 0;
  const attempts = new Map(claimed.map((c) => [c.id, c.attempt]));

  let sent = 0;
  for (const c of await reminderDetails(
    deps.db,
    claimed.map((c) => c.id),
  )) {
    const time = format(new TZDate(c.slotStart.getTime(), c.timeZone), 'hh:mm a');
    // The consultation's own waiting room: a signed-out parent signs in and lands there.
    const link = waitingRoomLink(deps.appUrl, c.id);
    // The registration number travels in the doctor's variable: the registered template is unchanged.
    const doctor = messages.doctorWithRegistration(c.doctorName, c.doctorRegistration);
    const text = messages.reminderSms(doctor, time, link);
    if (deps.whatsappCopy) {
      // Written whatever the SMS does; a retried reminder finds its key there and writes nothing.
      await enqueueMessages(deps.db, [
        {
          idempotencyKey: `${reminderKey(c)}:whatsapp`,
          channel: 'whatsapp',
          kind: 'reminder',
          accountId: c.accountId,
          consultationId: c.id,
          recipient: c.phone,
          text,
          vars: { doctor, time, link },
          sendBefore: c.slotStart,
          createdAt: now,
        },
      ]);
    }
    try {
      await deps.sms.send({
        to: c.phone,
        text,
        template: { kind: 'reminder', vars: { doctor, time, link } },
        idempotencyKey: reminderKey(c),
      });
    } catch (err) {
      deps.log.error(
        { err, consultation: c.id, attempt: attempts.get(c.id) },
        'consultation reminder failed; retrying on the next tick',
      );
      await releaseReminderClaim(deps.db, c.id, now);
      continue;
    }
    await markReminderSent(deps.db, c.id, now);
    sent++;
  }
  if (sent > 0) deps.log.info({ sent }, 'consultation reminders sent');
  return sent;
}

/** Runs the reminder sweep every 30 s (and once at start, to catch up after a restart). */
export function startReminderJob(deps: ReminderDeps & { wakeOn?: WakeOn }, everyMs = 30_000) {
  return repeatEvery(
    async () => {
      await sendDueReminders(deps);
    },
    everyMs,
    (err) => deps.log.error({ err }, 'reminder job failed'),
    deps.wakeOn,
  );
}
