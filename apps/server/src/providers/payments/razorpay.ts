import { createHmac, timingSafeEqual } from 'node:crypto';
import { text } from '@app/contract/schemas/common';
import { z } from 'zod';
import {
  type CheckoutOrder,
  type CheckoutStart,
  GatewayError,
  type PaymentGateway,
  type RefundAnswer,
  type RefundAsk,
} from './types';

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

  /** One call to Razorpay's API with basic auth; a network failure is a GatewayError. */
  private async post(path: string, body: object, headers: Record<string, string> = {}) {
    const auth = Buffer.from(`${this.options.keyId}:${this.options.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL(path, this.options.baseUrl), {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (e) {
      throw new GatewayError(`Razorpay could not be reached: ${(e as Error).message}`);
    }
    const json = (await response.json().catch(() => ({}))) as {
      id?: string;
      status?: string;
      error?: { description?: string };
    };
    return { response, body: json };
  }

  async start(order: CheckoutOrder): Promise<CheckoutStart> {
    const { response, body } = await this.post('/v1/orders', {
      amount: order.totalPaise,
      currency: 'INR',
      receipt: order.uniqueId.slice(0, 40),
    });
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

  /**
   * Refunds API: POST /v1/payments/:id/refund with the X-Refund-Idempotency header (the same key
   * on a retry returns the same refund; a request still in progress with that key answers 409).
   * A 4xx other than 409 is Razorpay refusing the refund; 409, 5xx and no answer leave the outcome
   * unknown (GatewayError), to be asked again with the same key.
   */
  async refund(ask: RefundAsk): Promise<RefundAnswer> {
    const { response, body } = await this.post(
      `/v1/payments/${encodeURIComponent(ask.paymentId)}/refund`,
      { amount: ask.amountPaise, speed: 'normal' },
      { 'x-refund-idempotency': ask.idempotencyKey },
    );
    if (response.ok && body.id) {
      return {
        accepted: true,
        gatewayRefundId: body.id,
        status: body.status === 'processed' ? 'processed' : 'pending',
      };
    }
    if (response.status >= 400 && response.status < 500 && response.status !== 409) {
      return { accepted: false, reason: body.error?.description || `HTTP ${response.status}` };
    }
    throw new GatewayError(`Razorpay did not answer the refund (HTTP ${response.status})`);
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

/** Razorpay's ids ('order_…', 'pay_…', event ids): short tokens, safe to log. */
const razorpayId = (field: string) => text(field).regex(/^[A-Za-z0-9_]{1,64}$/, `${field} is not a Razorpay id.`);

/**
 * The part of a webhook event this app acts on (Razorpay's payment and refund events): the event
 * name, the payment's id and order, and the refund's id. Everything else in the payload (the payer's contact, email, card) is
 * never read, so it can never reach a log.
 */
const WebhookEvent = z.object({
  event: text('event').max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id: razorpayId('id').optional(), order_id: razorpayId('order_id').nullish() }),
        })
        .optional(),
      refund: z.object({ entity: z.object({ id: razorpayId('id') }) }).optional(),
    })
    .optional(),
});

export type RazorpayWebhookEvent =
  | { readable: true; event: string; paymentId?: string; gatewayOrderId?: string; refundId?: string }
  | { readable: false; reason: 'not JSON' | 'not the expected shape' };

/** Reads a webhook body whose signature has been checked; never throws. */
export function readWebhookEvent(rawBody: string): RazorpayWebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { readable: false, reason: 'not JSON' };
  }
  const parsed = WebhookEvent.safeParse(json);
  if (!parsed.success) return { readable: false, reason: 'not the expected shape' };
  const payment = parsed.data.payload?.payment?.entity;
  return {
    readable: true,
    event: parsed.data.event,
    paymentId: payment?.id,
    gatewayOrderId: payment?.order_id ?? undefined,
    refundId: parsed.data.payload?.refund?.entity.id,
  };
}

/** The X-Razorpay-Event-Id header when it looks like one (Razorpay's own id of the delivery). */
export const webhookEventId = (header: string | undefined) =>
  header && /^[A-Za-z0-9_]{1,64}$/.test(header) ? header : undefined;
