import { messages } from '@app/contract/messages';
import { forbidden } from '../../../lib/errors';
import { readWebhookEvent } from '../../../providers/payments';
import * as repo from '../billing.repo';
import type { BillingServiceDeps } from '../billing.service';
import type { Applied, GatewayResult } from './applyResult';

type Apply = (order: repo.OrderRow, result: GatewayResult, transactionId: string) => Promise<Applied>;

export function razorpayWebhookOf(deps: Pick<BillingServiceDeps, 'db' | 'gateways' | 'refunds' | 'log'>, apply: Apply) {
  /**
   * Razorpay webhook: payment.captured / order.paid → Success, payment.failed → Failure;
   * refund.processed / refund.failed settle a refund accepted as pending. A forged
   * signature is refused; anything signed by Razorpay is acknowledged with 200, because Razorpay
   * retries every other answer for a day: a body it cannot mean (not JSON, not a payment event), an
   * order we do not know, or a result that comes after the order was settled (payment.failed after
   * the payment was captured: the order stays paid). Those are recorded as a warning in the log,
   * with Razorpay's event id and the event name, never the payload (it carries the payer's contact).
   */
  return async function razorpayWebhook(delivery: { rawBody: string; signature?: string; eventId?: string }) {
    const razorpay = deps.gateways.razorpay;
    if (!razorpay || !delivery.signature || !razorpay.verifyWebhook(delivery.rawBody, delivery.signature))
      throw forbidden(messages.paymentNotVouched);
    const eventId = delivery.eventId ?? null;
    const event = readWebhookEvent(delivery.rawBody);
    if (!event.readable) {
      deps.log.warn({ eventId, reason: event.reason }, 'Razorpay webhook acknowledged but not read');
      return { handled: false };
    }
    if ((event.event === 'refund.processed' || event.event === 'refund.failed') && event.refundId) {
      const known = await deps.refunds.gatewayRefundSettled(
        event.refundId,
        event.event === 'refund.processed' ? 'processed' : 'failed',
      );
      if (!known) deps.log.warn({ eventId, event: event.event }, 'Razorpay webhook acknowledged: no refund of ours');
      return { handled: known };
    }
    const result =
      event.event === 'payment.captured' || event.event === 'order.paid'
        ? 'Success'
        : event.event === 'payment.failed'
          ? 'Failure'
          : undefined;
    if (!result) return { handled: false };
    const order = event.gatewayOrderId ? await repo.findOrderByGatewayOrder(deps.db, event.gatewayOrderId) : undefined;
    const record = { eventId, event: event.event, gatewayOrderId: event.gatewayOrderId ?? null };
    if (!order) {
      deps.log.warn(record, 'Razorpay webhook acknowledged: no order of ours');
      return { handled: false };
    }
    const applied = await apply(order, result, event.paymentId ?? '');
    if (applied.change === 'refused') {
      deps.log.warn(
        { ...record, order: order.uniqueId, status: applied.status },
        'Razorpay webhook acknowledged: the order was already settled and stays so',
      );
      return { handled: false };
    }
    return { handled: true };
  };
}
