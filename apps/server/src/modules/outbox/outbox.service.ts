import { waitingRoomLink } from '@app/contract/links';
import { messages } from '@app/contract/messages';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Db } from '../../db/client';
import { type ConsultationMessageDetails, messageDetails } from '../consultations';
import { type DeliveryDeps, deliverMessages } from './deliver';
import * as repo from './outbox.repo';
import type { OutboxChannel, OutboxKind } from './outbox.schema';

export interface OutboxServiceDeps extends DeliveryDeps {
  /** The public origin parents open (PUBLIC_APP_URL): messages link to the waiting room there. */
  appUrl: string;
  /** Work after the answer: a confirmation goes out as soon as its payment committed. */
  background: { run(what: string, task: () => Promise<unknown>): void };
}

/** The clinic's date and time of a slot, as a confirmation says it ('5 Jun 2026, 10:30 AM'). */
const dateAndTime = (c: ConsultationMessageDetails) =>
  format(new TZDate(c.slotStart.getTime(), c.timeZone), 'd MMM yyyy, hh:mm a');

/** The doctor as a message names them: with the registration number (Telemedicine Practice Guidelines 2020). */
const doctorOf = (c: ConsultationMessageDetails) => messages.doctorWithRegistration(c.doctorName, c.doctorRegistration);

/**
 * Messages to parents about their consultations, on SMS and (unless WHATSAPP_PROVIDER=off) WhatsApp
 * (decision 0055): each written in the transaction of the event it announces, with a key of its
 * own per channel, and sent at least once by the outbox job — or at once after the event, through
 * the same claim, so the parent need not wait for the job's next tick.
 */
export function outboxServiceFactory(deps: OutboxServiceDeps) {
  const channels: OutboxChannel[] = deps.whatsapp ? ['sms', 'whatsapp'] : ['sms'];

  /** One message per channel, keyed `<event key>:<channel>`. */
  const perChannel = (
    c: ConsultationMessageDetails,
    m: { key: string; kind: OutboxKind; text: string; vars: Record<string, string>; sendBefore: Date | null },
  ): repo.NewMessage[] =>
    channels.map((channel) => ({
      idempotencyKey: `${m.key}:${channel}`,
      channel,
      kind: m.kind,
      accountId: c.accountId,
      consultationId: c.id,
      recipient: c.phone,
      text: m.text,
      vars: m.vars,
      sendBefore: m.sendBefore,
      createdAt: deps.now(),
    }));

  /**
   * In the payment's transaction, once it booked the consultation: the confirmation naming the doctor
   * with the registration number, the date and time in the clinic's zone and the waiting room. A
   * place in the on-duty queue has no doctor or time yet: its screen shows the place instead.
   * Asked again for the same consultation (a replayed payment), it writes nothing.
   */
  async function bookingConfirmed(tx: Db, consultationId: number, opts: { moved?: boolean } = {}): Promise<string[]> {
    const c = await messageDetails(tx, consultationId);
    if (c?.kind !== 'scheduled' || c.doctorId === null) return [];
    const doctor = doctorOf(c);
    const time = dateAndTime(c);
    const link = waitingRoomLink(deps.appUrl, c.id);
    return repo.enqueue(
      tx,
      perChannel(c, {
        // A move by the clinic confirms the new time: one message per time it is moved to.
        key: opts.moved ? `confirmation:${c.id}:moved:${c.slotStart.getTime()}` : `confirmation:${c.id}`,
        kind: 'bookingConfirmed',
        text: messages.bookingConfirmedSms(doctor, time, link),
        vars: { doctor, time, link },
        // After the start the waiting room says everything; a late confirmation would only confuse.
        sendBefore: c.slotStart,
      }),
    );
  }

  /** The clinic cancelled the consultation (decision 0053): the doctor with the registration number, the time, the refund. */
  async function clinicCancelled(db: Db, consultationId: number, amount: string): Promise<string[]> {
    const c = await messageDetails(db, consultationId);
    if (!c) return [];
    const doctor = doctorOf(c);
    const time = format(new TZDate(c.slotStart.getTime(), c.timeZone), 'd MMM, h:mm a');
    return repo.enqueue(
      db,
      perChannel(c, {
        key: `clinic-cancel:${c.id}`,
        kind: 'clinicCancelled',
        text: messages.clinicCancelledSms(doctor, time, amount),
        vars: { doctor, time, amount },
        sendBefore: null,
      }),
    );
  }

  return {
    bookingConfirmed,
    /** In the clinic's move's transaction: the confirmation of the new time, as a booking's. */
    consultationMoved: (tx: Db, consultationId: number) => bookingConfirmed(tx, consultationId, { moved: true }),
    clinicCancelled,
    /** Sends these messages now, through the outbox's claim (what fails is the job's to retry). */
    deliverNow: (keys: string[]) => deliverMessages(deps, keys),
    /** As deliverNow, after the answer. */
    deliverSoon(keys: string[]) {
      if (keys.length > 0) deps.background.run('messages to a parent', () => deliverMessages(deps, keys));
    },
    /** The parent's erasure, in its transaction: the messages' numbers and words (decision 0049). */
    erasePersonalData: async (tx: Db, accountId: number) => ({
      outbound_messages: await repo.erasePersonalData(tx, accountId),
    }),
  };
}
export type OutboxService = ReturnType<typeof outboxServiceFactory>;
