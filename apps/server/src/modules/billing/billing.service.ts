import { randomUUID } from 'node:crypto';
import { CLINIC_TIME_ZONE, PLAN_LOOKUP_CONSTANT } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { AddToCartRequest, UpdateCartStatusRequest } from '@app/contract/schemas/billing';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound, unavailable } from '../../lib/errors';
import { GatewayError, type Gateways, readWebhookEvent } from '../../providers/payments';
import type { Session } from '../auth';
import { memberForCall } from '../members';
import * as repo from './billing.repo';
import { cartStatusOf, consultationPrice, type Transition, toPaise, toRupees, transition } from './orderStatus';

export interface BillingDeps {
  db: Db;
  now: () => Date;
  config: Config;
  gateways: Gateways;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

type Consultation = NonNullable<Awaited<ReturnType<typeof repo.ownConsultation>>>;

/** A hold that can still be paid: held and inside its 10 minutes. */
function payable(c: Consultation | undefined, now: Date): Consultation {
  if (!c) throw notFound(messages.nothingToPay);
  if (c.status !== 'held' || !c.holdExpiresAt || c.holdExpiresAt <= now) throw conflict(messages.holdExpired);
  return c;
}

const priceOf = (deps: BillingDeps, c: Consultation) =>
  consultationPrice(c.feePaise, { gstPercent: deps.config.CONSULTATION_GST_PERCENT });

function describe(c: Consultation) {
  const time = format(new TZDate(c.slotStart.getTime(), CLINIC_TIME_ZONE), 'hh:mm a');
  return `${c.consultType} consultation with ${c.doctorName} on ${c.slotDate} at ${time}`;
}

/** GetItemsById: the price of the member's held consultation, from the doctor's fee. */
export async function price(deps: BillingDeps, session: Session, q: { userId: string; appReqId?: string }) {
  const now = deps.now();
  const member = await memberForCall(deps, session, q.userId);
  const held = q.appReqId
    ? await repo.ownConsultation(deps.db, session.account.accountId, Number(q.appReqId))
    : await repo.latestHold(deps.db, session.account.accountId, member.memberId);
  const c = payable(held?.memberId === member.memberId ? held : undefined, now);
  const p = priceOf(deps, c);
  return {
    planId: PLAN_LOOKUP_CONSTANT as typeof PLAN_LOOKUP_CONSTANT,
    planName: 'Doctor consultation',
    planDesc: describe(c),
    planDuration: `${Math.round((c.slotEnd.getTime() - c.slotStart.getTime()) / 60_000)} minutes`,
    planCostAnnual: toRupees(p.amount),
    planCostAnnualWithGST: toRupees(p.amount + p.gst),
    discount: toRupees(p.discount),
    appReqId: c.id,
    holdExpiresAt: (c.holdExpiresAt ?? now).toISOString(),
  };
}

/**
 * Add2Cart: the server's own amounts must equal the ones sent (else 400 'Amount mismatch'); the
 * same hold asked again gets the same order; a checkout is started with the gateway.
 */
export async function addToCart(deps: BillingDeps, session: Session, body: z.output<typeof AddToCartRequest>) {
  const now = deps.now();
  const line = body.orders[0];
  const detail = line?.orderDetails[0];
  if (!line || !detail) throw badRequest('orders needs one order.', 'orders');
  const member = await memberForCall(deps, session, String(line.UserId));
  const held = await repo.ownConsultation(deps.db, session.account.accountId, Number(line.ServiceId));
  const c = payable(held?.memberId === member.memberId ? held : undefined, now);
  if (Number(line.DoctorId) !== c.doctorId) throw badRequest(messages.amountMismatch, 'DoctorId');
  const p = priceOf(deps, c);
  const sent = {
    Amount: toPaise(line.Amount),
    Tariff: toPaise(detail.Tariff),
    detailAmount: toPaise(detail.Amount),
    GST: toPaise(detail.GST),
    Disc: toPaise(line.Disc),
    Disc1: toPaise(detail.Disc1),
    Total: toPaise(line.Total),
  };
  const ours = {
    Amount: p.amount,
    Tariff: p.amount,
    detailAmount: p.amount,
    GST: p.gst,
    Disc: p.discount,
    Disc1: p.discount,
    Total: p.total,
  };
  for (const key of Object.keys(ours) as (keyof typeof ours)[]) {
    if (sent[key] !== ours[key]) throw badRequest(messages.amountMismatch, key === 'detailAmount' ? 'Amount' : key);
  }

  let order = await repo.pendingOrderFor(deps.db, c.id);
  if (!order) {
    const gateway = p.total === 0 ? 'none' : deps.gateways.active.name;
    try {
      await repo.insertOrder(deps.db, {
        uniqueId: randomUUID(),
        accountId: session.account.accountId,
        memberId: member.memberId,
        consultationId: c.id,
        amountPaise: p.amount,
        gstPaise: p.gst,
        discountPaise: p.discount,
        totalPaise: p.total,
        gateway,
      });
    } catch (e) {
      // Two Add2Cart calls at once for one hold: the other one made the order; use it.
      if ((e as { cause?: { code?: string } }).cause?.code !== '23505' && (e as { code?: string }).code !== '23505')
        throw e;
    }
    order = await repo.pendingOrderFor(deps.db, c.id);
  }
  if (!order) throw conflict(messages.holdExpired);
  return { uniqueId: order.uniqueId, total: toRupees(order.totalPaise), checkout: await checkoutFor(deps, order, c) };
}

async function checkoutFor(deps: BillingDeps, order: repo.OrderRow, c: Consultation) {
  if (order.gateway === 'none') return { gateway: 'none' as const };
  if (order.gateway === 'sandbox')
    return (
      await deps.gateways.sandbox.start({
        uniqueId: order.uniqueId,
        totalPaise: order.totalPaise,
        description: describe(c),
      })
    ).checkout;
  const razorpay = deps.gateways.razorpay;
  if (!razorpay) throw unavailable(messages.serverError);
  if (order.gatewayOrderId) {
    return {
      gateway: 'razorpay' as const,
      razorpay: {
        keyId: deps.config.RAZORPAY_KEY_ID ?? '',
        orderId: order.gatewayOrderId,
        amount: order.totalPaise,
        currency: 'INR',
      },
    };
  }
  try {
    const started = await razorpay.start({
      uniqueId: order.uniqueId,
      totalPaise: order.totalPaise,
      description: describe(c),
    });
    if (started.gatewayOrderId) await repo.setGatewayOrder(deps.db, order.id, started.gatewayOrderId);
    return started.checkout;
  } catch (e) {
    if (e instanceof GatewayError) {
      deps.log.error({ err: e }, 'payment gateway refused the order');
      throw unavailable('We could not reach the payment gateway. Please try again in a minute.');
    }
    throw e;
  }
}

export async function cartStatus(deps: BillingDeps, session: Session, uniqueId: string) {
  const order = await repo.findOrder(deps.db, uniqueId, session.account.accountId);
  if (!order) throw notFound(messages.orderNotFound);
  return statusAnswer(order.status, order.consultationId);
}

export const statusAnswer = (status: OrderStatus, appReqId: number) => ({
  cartStatus: cartStatusOf(status),
  message:
    status === 'pending'
      ? messages.paymentPending
      : status === 'Success'
        ? messages.paymentSuccess
        : status === 'Aborted'
          ? messages.paymentAborted
          : status === 'Refund'
            ? messages.paymentRefundDue
            : messages.paymentFailed,
  appReqId,
});

/**
 * UpdateCartStatus from the browser: accepted only when the gateway vouches for it — a verified
 * Razorpay signature, or a zero total (nothing to pay). Anything else is 403 and changes nothing.
 */
export async function updateFromClient(
  deps: BillingDeps,
  session: Session,
  body: z.output<typeof UpdateCartStatusRequest>,
) {
  const order = await repo.findOrder(deps.db, body.UniqueId, session.account.accountId);
  if (!order) throw notFound(messages.orderNotFound);
  const freeSuccess = order.totalPaise === 0 && body.Status === 'Success';
  const razorpay = deps.gateways.razorpay;
  const signed =
    order.gateway === 'razorpay' &&
    razorpay !== undefined &&
    body.Status === 'Success' &&
    body.razorpay_order_id === order.gatewayOrderId &&
    razorpay.verifyPayment(body.razorpay_order_id ?? '', body.razorpay_payment_id ?? '', body.razorpay_signature ?? '');
  if (!freeSuccess && !signed) throw forbidden(messages.paymentNotVouched);
  const applied = await applyResult(deps, order, body.Status, signed ? (body.razorpay_payment_id ?? '') : '');
  return statusAnswer(settledOrConflict(applied), order.consultationId);
}

/** The sandbox page's outcome (its token proves the page came from us). */
export async function completeSandbox(
  deps: BillingDeps,
  q: { uniqueId: string; token: string; outcome: 'pay' | 'fail' | 'cancel' },
) {
  const order = await sandboxOrder(deps, q);
  const result = q.outcome === 'pay' ? 'Success' : q.outcome === 'fail' ? 'Failure' : 'Aborted';
  const applied = await applyResult(
    deps,
    order,
    result,
    result === 'Success' ? `sandbox_${randomUUID().slice(0, 12)}` : '',
  );
  return statusAnswer(settledOrConflict(applied), order.consultationId);
}

export async function sandboxOrder(deps: BillingDeps, q: { uniqueId: string; token: string }) {
  const order = await repo.findOrder(deps.db, q.uniqueId);
  if (order?.gateway !== 'sandbox' || !deps.gateways.sandbox.verify(q.uniqueId, q.token)) {
    throw notFound(messages.orderNotFound);
  }
  return order;
}

/** What the sandbox page shows: the amount and what it pays for. */
export async function sandboxSummary(deps: BillingDeps, q: { uniqueId: string; token: string }) {
  const order = await sandboxOrder(deps, q);
  const c = await repo.ownConsultation(deps.db, order.accountId, order.consultationId);
  return {
    uniqueId: order.uniqueId,
    total: toRupees(order.totalPaise),
    description: c ? describe(c) : 'Doctor consultation',
    cartStatus: cartStatusOf(order.status),
  };
}

/**
 * Razorpay webhook: payment.captured / order.paid → Success, payment.failed → Failure. A forged
 * signature is refused; anything signed by Razorpay is acknowledged with 200, because Razorpay
 * retries every other answer for a day: a body it cannot mean (not JSON, not a payment event), an
 * order we do not know, or a result that comes after the order was settled (payment.failed after
 * the payment was captured: the order stays paid). Those are recorded as a warning in the log,
 * with Razorpay's event id and the event name, never the payload (it carries the payer's contact).
 */
export async function razorpayWebhook(
  deps: BillingDeps,
  delivery: { rawBody: string; signature?: string; eventId?: string },
) {
  const razorpay = deps.gateways.razorpay;
  if (!razorpay || !delivery.signature || !razorpay.verifyWebhook(delivery.rawBody, delivery.signature))
    throw forbidden(messages.paymentNotVouched);
  const eventId = delivery.eventId ?? null;
  const event = readWebhookEvent(delivery.rawBody);
  if (!event.readable) {
    deps.log.warn({ eventId, reason: event.reason }, 'Razorpay webhook acknowledged but not read');
    return { handled: false };
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
  const applied = await applyResult(deps, order, result, event.paymentId ?? '');
  if (applied.change === 'refused') {
    deps.log.warn(
      { ...record, order: order.uniqueId, status: applied.status },
      'Razorpay webhook acknowledged: the order was already settled and stays so',
    );
    return { handled: false };
  }
  return { handled: true };
}

/** What applyResult did: the order's status after it, and whether the result changed anything. */
export interface Applied {
  status: OrderStatus;
  change: Transition;
}

/** For callers that ask to change a settled order (the sandbox page, the browser): a 409. */
function settledOrConflict(applied: Applied): OrderStatus {
  if (applied.change === 'refused') throw new AppError(409, `This order is already ${applied.status}.`);
  return applied.status;
}

/**
 * Applies a gateway result once, in one transaction with the booking: a success books the held
 * slot; if the hold had expired and the slot was taken meanwhile, the order is marked for refund.
 * Replays change nothing.
 */
export async function applyResult(
  deps: BillingDeps,
  order: repo.OrderRow,
  result: 'Success' | 'Failure' | 'Aborted',
  transactionId: string,
): Promise<Applied> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<Applied> => {
    const current = (await repo.lockOrder(tx, order.id)) ?? order.status;
    const change = transition(current, result);
    if (change !== 'apply') return { status: current, change };
    if (result !== 'Success') {
      await repo.setOrderStatus(tx, order.id, result, transactionId, now);
      await repo.setConsultationStatus(tx, order.consultationId, 'released', now);
      return { status: result, change };
    }
    try {
      // A savepoint: if the slot went to someone else, only this booking attempt rolls back.
      await tx.transaction(async (sp) => {
        await repo.setConsultationStatus(sp, order.consultationId, 'booked', now);
      });
      await repo.setOrderStatus(tx, order.id, 'Success', transactionId, now);
      return { status: 'Success', change };
    } catch (e) {
      const code = (e as { cause?: { code?: string }; code?: string }).cause?.code ?? (e as { code?: string }).code;
      if (code !== '23505') throw e;
      deps.log.warn({ order: order.uniqueId }, 'paid after the hold lapsed and the slot was taken: refund due');
      await repo.setOrderStatus(tx, order.id, 'Refund', transactionId, now);
      return { status: 'Refund', change };
    }
  });
}
