import { messages } from '@app/contract/messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { WakeOn } from '../lib/clock';
import { refundUnserved } from '../modules/billing';
import { cancelledQueuePlaces, markQueuePlaceRefunded, sweepQueue } from '../modules/consultations';
import type { Gateways } from '../providers/payments';
import type { SmsProvider } from '../providers/sms';
import { repeatEvery } from './repeat';

export interface QueueSweepDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'QUEUE_ANSWER_SECONDS' | 'QUEUE_MAX_WAIT_MINUTES'>;
  gateways: Gateways;
  sms: SmsProvider;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

const rupees = (paise: number) => `₹${paise % 100 === 0 ? paise / 100 : (paise / 100).toFixed(2)}`;

/**
 * The on-duty queue's sweeps (decision 0038): a call unanswered for QUEUE_ANSWER_SECONDS goes back
 * behind the next parent once, then is refunded; a place no doctor took within
 * QUEUE_MAX_WAIT_MINUTES is refunded. Each refund's parent gets an apology SMS, sent only by the
 * sweep whose refund the gateway accepted, so several processes never send it twice. Returns how
 * many places were sent back and refunded.
 */
export async function sweepQueueOnce(deps: QueueSweepDeps) {
  const now = deps.now();
  const { requeued } = await sweepQueue(deps.db, now, {
    answerSeconds: deps.config.QUEUE_ANSWER_SECONDS,
    maxWaitMinutes: deps.config.QUEUE_MAX_WAIT_MINUTES,
  });
  const places = await cancelledQueuePlaces(deps.db, now);
  const accepted = await refundUnserved(
    deps,
    places.map((p) => p.id),
  );
  const byId = new Map(places.map((p) => [p.id, p]));
  for (const { consultationId, refund } of accepted) {
    const place = byId.get(consultationId);
    if (!place) continue;
    if (refund.status === 'processed') await markQueuePlaceRefunded(deps.db, consultationId, deps.now());
    const fee = rupees(refund.amountPaise);
    const minutes = deps.config.QUEUE_MAX_WAIT_MINUTES;
    try {
      await deps.sms.send({
        to: place.phone,
        ...(place.unanswered
          ? { text: messages.queueNoAnswerSms(fee), template: { kind: 'queueNoAnswer', vars: { amount: fee } } }
          : {
              text: messages.queueExpiredSms(minutes, fee),
              template: { kind: 'queueExpired', vars: { minutes: String(minutes), amount: fee } },
            }),
        idempotencyKey: `queue-refund:${consultationId}`,
      });
    } catch (err) {
      // The refund stands; the apology is not retried (at most once).
      deps.log.error({ err, consultation: consultationId }, 'queue refund SMS failed');
    }
  }
  if (requeued.length > 0 || accepted.length > 0) {
    deps.log.info({ requeued: requeued.length, refunded: accepted.length }, 'queue swept');
  }
  return { requeued: requeued.length, refunded: accepted.length };
}

/** Runs the queue's sweeps every 15 s (and once at start). */
export function startQueueSweeper(deps: QueueSweepDeps & { wakeOn?: WakeOn }, everyMs = 15_000) {
  return repeatEvery(
    async () => {
      await sweepQueueOnce(deps);
    },
    everyMs,
    (err) => deps.log.error({ err }, 'queue sweep failed'),
    deps.wakeOn,
  );
}
