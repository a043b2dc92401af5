import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { WakeOn } from '../lib/clock';
import { refundDueLatePayments, resendUnansweredRefunds } from '../modules/billing';
import type { Gateways } from '../providers/payments';
import { repeatEvery } from './repeat';

/**
 * Asks the gateway again, every 5 minutes, for the refunds of payments that came after their slot
 * was taken and whose refund was never asked (orders marked Refund before refunds existed), was
 * refused an hour ago or more, or went unanswered; and for operators' refunds whose request was
 * recorded but never answered (at least once, with the refund's own key). Safe with many
 * processes: each refund is claimed in the database before the gateway is called, and the
 * gateway's idempotency key does the rest.
 */
export function startRefundJob(
  deps: { db: Db; now: () => Date; gateways: Gateways; log: FastifyBaseLogger; wakeOn?: WakeOn },
  everyMs = 5 * 60_000,
) {
  return repeatEvery(
    async () => {
      const accepted = await refundDueLatePayments(deps);
      if (accepted > 0) deps.log.info({ accepted }, 'refunds of late payments accepted by the gateway');
      const resent = await resendUnansweredRefunds(deps);
      if (resent > 0) deps.log.info({ resent }, 'unanswered refunds accepted by the gateway');
    },
    everyMs,
    (err) => deps.log.error({ err }, 'refund job failed'),
    deps.wakeOn,
  );
}
