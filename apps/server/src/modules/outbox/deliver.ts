import type { Db } from '../../db/client';
import type { SmsProvider } from '../../providers/sms';
import { type WhatsAppProvider, WhatsAppSendError } from '../../providers/whatsapp';
import * as repo from './outbox.repo';

export interface DeliveryDeps {
  db: Db;
  sms: SmsProvider;
  /** Null when the clinic does not use WhatsApp (WHATSAPP_PROVIDER=off). */
  whatsapp: WhatsAppProvider | null;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
}

/** A sweep sends at most this many; the next tick takes the rest. */
const SWEEP_LIMIT = 100;

/** The provider's words for a failure: our providers' errors name no number and no text. */
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function sendOne(deps: DeliveryDeps, m: repo.ClaimedMessage) {
  const template = { kind: m.kind, vars: m.vars };
  if (m.channel === 'sms') {
    await deps.sms.send({ to: m.recipient, text: m.text, template, idempotencyKey: m.idempotencyKey });
    return;
  }
  if (!deps.whatsapp) throw new WhatsAppSendError('WHATSAPP_PROVIDER is off: WhatsApp messages are not sent.', false);
  await deps.whatsapp.send({ to: m.recipient, text: m.text, template, idempotencyKey: m.idempotencyKey });
}

/**
 * Sends pending messages (all that are due, or only `keys`), each at least once: claim one
 * (committed, with a lease) → send with the row's idempotency key, no transaction open → mark it
 * sent. One message is claimed at a time, so a slow provider never outlives the lease of a message
 * still waiting its turn. A failure gives the claim back for the next sweep, or gives the message up
 * when the provider says it never will pass or after OUTBOX_MAX_ATTEMPTS; a crash leaves the lease
 * to run out and the retry carries the same key. Nothing logged names the parent or the words.
 */
export async function deliverMessages(deps: DeliveryDeps, keys?: string[]): Promise<number> {
  if (!keys) await repo.closeOverdue(deps.db, deps.now());
  let sent = 0;
  const failed: number[] = [];
  for (let i = 0; i < SWEEP_LIMIT; i++) {
    const [m] = await repo.claimDue(deps.db, deps.now(), { keys, limit: 1, skip: failed });
    if (!m) break;
    try {
      await sendOne(deps, m);
    } catch (err) {
      const refusedForGood = err instanceof WhatsAppSendError && !err.retryable;
      const giveUp = refusedForGood || m.attempts >= repo.OUTBOX_MAX_ATTEMPTS;
      deps.log.error(
        { err, message: m.id, kind: m.kind, channel: m.channel, consultation: m.consultationId, attempt: m.attempts },
        giveUp ? 'message to a parent given up' : 'message to a parent failed; retrying on the next sweep',
      );
      await repo.releaseClaim(deps.db, m, reasonOf(err), giveUp);
      failed.push(m.id);
      continue;
    }
    await repo.markSent(deps.db, m, deps.now());
    sent++;
  }
  return sent;
}
