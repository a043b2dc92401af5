import type { WakeOn } from '../lib/clock';
import { type DeliveryDeps, deliverMessages } from '../modules/outbox';
import { repeatEvery } from './repeat';

export interface OutboxJobDeps extends DeliveryDeps {
  log: DeliveryDeps['log'] & { info(obj: object, msg: string): void };
}

/**
 * Sends what the outbox holds every 15 s (and once at start, to catch up after a restart): the
 * confirmations and cancels whose send right after their event failed or never ran, and the
 * reminders' WhatsApp copies (decision 0055). Every process runs it: the claim lets one send each.
 */
export function startOutboxJob(deps: OutboxJobDeps & { wakeOn?: WakeOn }, everyMs = 15_000) {
  return repeatEvery(
    async () => {
      const sent = await deliverMessages(deps);
      if (sent > 0) deps.log.info({ sent }, 'messages to parents sent');
    },
    everyMs,
    (err) => deps.log.error({ err }, 'outbox job failed'),
    deps.wakeOn,
  );
}
