/**
 * An instant consultation's place in the on-duty queue (docs/decisions/0038), as the waiting room
 * shows it: plain functions of GetConsultation's `queue`.
 */
import type { ConsultationResponse } from '@app/contract/schemas/consultation';
import type { QueuePlace } from '@app/contract/schemas/queue';
import { enConsultation } from '../../i18n/enConsultation';
import { indianTime } from '../../lib/dates';

type Consultation = ConsultationResponse['data'];

/** The waiting room polls its consultation this often while it waits in the queue (not the room's 30 s). */
export const QUEUE_POLL_MS = 5_000;

/**
 * The place the waiting room shows instead of the scheduled countdown: a paid instant consultation
 * that is still waiting or has just been called. A closed place (served, left, refunded) shows as
 * any consultation does.
 */
export function openQueuePlace(c: Pick<Consultation, 'status' | 'queue'> | undefined): QueuePlace | undefined {
  if (!c?.queue || c.status !== 'booked' || c.queue.state === 'closed') return undefined;
  return c.queue;
}

export interface QueueWords {
  /** 'You are number 3 in the queue' (the big line); 'You are in the queue' without a position. */
  position: string;
  /** 'About 12 minutes', or that nobody is on duty just now. */
  wait: string | null;
  /** 'If no doctor takes your call by 10:50 AM, your ₹299 is refunded by itself.' */
  refund: string | null;
  /** Sent back once because the call went unanswered. */
  sentBack: string | null;
}

/** What a waiting place says; `rupees` is the fee paid when the phone knows it (formatted). */
export function queueWords(place: QueuePlace, rupees?: string): QueueWords {
  const t = enConsultation.queue;
  const wait =
    place.onDuty <= 0
      ? t.nobodyOnDuty
      : place.estimatedWaitMinutes === null
        ? null
        : t.about(place.estimatedWaitMinutes);
  const refundTime = place.refundAt ? indianTime(place.refundAt) : '';
  return {
    position: place.position === null ? t.heading : t.position(place.position),
    wait,
    refund: refundTime ? t.refundBy(refundTime, rupees) : null,
    sentBack: place.sentBack ? t.sentBack : null,
  };
}
