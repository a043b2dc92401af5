import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckoutOrder, CheckoutStart, PaymentGateway } from './types';

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
}
