import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckoutOrder, CheckoutStart, PaymentGateway, RefundAnswer, RefundAsk } from './types';

/**
 * The offline test-mode gateway: its checkout is a page of this app (`/sandbox-checkout`) with
 * Pay, Fail and Cancel. The link carries a token only the server can make, so only someone who
 * was sent to that page can complete the order; the browser itself cannot claim a success.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  token(uniqueId: string): string {
    return createHmac('sha256', this.secret).update(`sandbox-checkout:${uniqueId}`).digest('hex');
  }

  verify(uniqueId: string, token: string): boolean {
    const expected = Buffer.from(this.token(uniqueId), 'hex');
    const given = Buffer.from(token, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async start(order: CheckoutOrder): Promise<CheckoutStart> {
    const query = new URLSearchParams({ uniqueId: order.uniqueId, token: this.token(order.uniqueId) });
    return { checkout: { gateway: 'sandbox', url: `/sandbox-checkout?${query}` } };
  }

  /**
   * Refunds at once (no money moved). The refund id is derived from the idempotency key, as a real
   * gateway answers a retried key with the refund it already made.
   */
  async refund(ask: RefundAsk): Promise<RefundAnswer> {
    const id = createHmac('sha256', this.secret).update(`sandbox-refund:${ask.idempotencyKey}`).digest('hex');
    return { accepted: true, gatewayRefundId: `sandbox_rfnd_${id.slice(0, 14)}`, status: 'processed' };
  }
}
