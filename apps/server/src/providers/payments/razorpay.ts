import { createHmac, timingSafeEqual } from 'node:crypto';
import { type CheckoutOrder, type CheckoutStart, GatewayError, type PaymentGateway } from './types';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
}

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length > 0 && x.length === y.length && timingSafeEqual(x, y);
};

/** Razorpay: orders API for the checkout, HMAC-SHA256 signatures for the results. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay';
  constructor(private readonly options: RazorpayOptions) {}

  async start(order: CheckoutOrder): Promise<CheckoutStart> {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL('/v1/orders', this.options.baseUrl), {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: order.totalPaise, currency: 'INR', receipt: order.uniqueId.slice(0, 40) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (e) {
      throw new GatewayError(`Razorpay could not be reached: ${(e as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as { id?: string; error?: { description?: string } };
    if (!response.ok || !body.id) {
      throw new GatewayError(`Razorpay refused the order (HTTP ${response.status}): ${body.error?.description ?? ''}`);
    }
    return {
      gatewayOrderId: body.id,
      checkout: {
        gateway: 'razorpay',
        razorpay: { keyId: this.options.keyId, orderId: body.id, amount: order.totalPaise, currency: 'INR' },
      },
    };
  }

  /** Checkout's handler result: signature = HMAC(key secret, order_id|payment_id). */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean {
    const expected = createHmac('sha256', this.options.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
    return sameHex(expected, signature);
  }

  /** Webhooks: X-Razorpay-Signature = HMAC(webhook secret, raw body). */
  verifyWebhook(rawBody: string, signature: string): boolean {
    const expected = createHmac('sha256', this.options.webhookSecret).update(rawBody).digest('hex');
    return sameHex(expected, signature);
  }
}
