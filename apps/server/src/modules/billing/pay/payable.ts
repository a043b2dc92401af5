import { messages } from '@app/contract/messages';
import { conflict, notFound } from '../../../lib/errors';

/**
 * A hold that can still be paid: the member's own, held and inside its 10 minutes. Someone
 * else's member's hold reads as nothing to pay; a lapsed or paid one as expired.
 */
export function payable<C extends { memberId: number; status: string; holdExpiresAt: Date | null }>(
  c: C | undefined,
  memberId: number,
  now: Date,
): C {
  if (!c || c.memberId !== memberId) throw notFound(messages.nothingToPay);
  if (c.status !== 'held' || !c.holdExpiresAt || c.holdExpiresAt <= now) throw conflict(messages.holdExpired);
  return c;
}
