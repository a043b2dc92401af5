import { randomUUID } from 'node:crypto';
import { CLINIC_TIME_ZONE, ORDER_SERVICE_TYPE_PLAN } from '@app/contract/constants';
import { formatDate } from '@app/contract/dates';
import { messages } from '@app/contract/messages';
import type { AddToCartRequest, UpdateCartStatusRequest } from '@app/contract/schemas/billing';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import { isUniqueViolation } from '../../lib/databaseErrors';
import { AppError, badRequest, conflict, forbidden, notFound, unavailable } from '../../lib/errors';
import { readTogether } from '../../lib/readTogether';
import { GatewayError, type Gateways } from '../../providers/payments';
import type { Session } from '../auth';
import type { ConsultationsService, MemberLookup, PayableConsultation } from '../consultations';
import type { MembersService } from '../members';
import type { OutboxService } from '../outbox';
import type { PlansService } from '../plans';
import type { TriageService } from '../triage';
import * as repo from './billing.repo';
import { openPaymentsSide } from './open/openPayments';
import { toPaise } from './orderStatus';
import { type Applied, applyResult, type GatewayResult } from './pay/applyResult';
import { checkAmounts } from './pay/checkAmounts';
import { payable } from './pay/payable';
import { consultationPricing, insertConsultationOrder } from './pay/planBenefit';
import { razorpayWebhookOf } from './pay/razorpayWebhook';
import { issueReceipt, issuerOf, type PaidFor } from './receipts/issue';
import type { RefundsService } from './refunds/refunds.service';

export interface BillingServiceDeps {
  db: Db;
  now: () => Date;
  config: Pick<
    Config,
    | 'CONSULTATION_GST_PERCENT'
    | 'PLAN_GST_PERCENT'
    | 'RAZORPAY_KEY_ID'
    | 'RECEIPT_ISSUER_NAME'
    | 'RECEIPT_ISSUER_ADDRESS'
    | 'RECEIPT_ISSUER_GSTIN'
  >;
  gateways: Gateways;
  members: MemberLookup & Pick<MembersService, 'holderOf'>;
  consultations: Pick<
    ConsultationsService,
    | 'ownForPayment'
    | 'latestHold'
    | 'book'
    | 'release'
    | 'markRefunded'
    | 'openHolds'
    | 'undoneAmong'
    | 'mustHaveConsent'
  >;
  plans: Pick<PlansService, 'forPurchase' | 'planOf' | 'grant' | 'benefitFor'>;
  triage: Pick<TriageService, 'refuseAfterEmergency'>;
  refunds: Pick<RefundsService, 'refundLatePayment' | 'gatewayRefundSettled'>;
  /** The booking's confirmation to the parent, written in the payment's transaction (decision 0055). */
  messages: Pick<OutboxService, 'bookingConfirmed' | 'deliverSoon'>;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** An order's status and what it pays for (a consultation or a plan): what every payment answer reports. */
export interface OrderOutcome {
  status: OrderStatus;
  consultationId: number | null;
  planId: number | null;
}
const outcomeOf = (order: repo.OrderRow, status: OrderStatus = order.status): OrderOutcome => ({
  status,
  consultationId: order.consultationId,
  planId: order.planId,
});

/** For callers that ask to change a settled order (the sandbox page, the browser): a 409. */
function settledOrConflict(applied: Applied): OrderStatus {
  if (applied.change === 'refused') throw new AppError(409, `This order is already ${applied.status}.`);
  return applied.status;
}

export function describeConsultation(
  c: Pick<PayableConsultation, 'kind' | 'consultType' | 'doctorName' | 'slotDate' | 'slotStart'>,
) {
  // A place in the queue has no doctor or time yet: whoever is on duty takes it, now.
  if (c.kind === 'instant')
    return `Instant ${c.consultType} consultation with ${lowerFirst(messages.nextAvailableDoctor)}`;
  const time = format(new TZDate(c.slotStart.getTime(), CLINIC_TIME_ZONE), 'hh:mm a');
  return `${c.consultType} consultation with ${c.doctorName} on ${formatDate(c.slotDate)} at ${time}`;
}

type CartLine = z.output<typeof AddToCartRequest>['orders'][number];
type CartDetail = CartLine['orderDetails'][number];

/** The amounts an order line sends, in paise, for checkAmounts to compare with the server's own. */
const sentAmounts = (line: CartLine, detail: CartDetail) => ({
  Amount: toPaise(line.Amount),
  Tariff: toPaise(detail.Tariff),
  detailAmount: toPaise(detail.Amount),
  GST: toPaise(detail.GST),
  Disc: toPaise(line.Disc),
  Disc1: toPaise(detail.Disc1),
  Total: toPaise(line.Total),
});

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Billing: the price of a held consultation, its order, the gateway's result and the booking it makes. */
export function billingServiceFactory(deps: BillingServiceDeps) {
  /** The member's held consultation (the one named, or their latest hold), with its price. */
  async function price(session: Session, q: { memberId: string; consultationId?: number }) {
    const [member, named] = await readTogether(
      deps.members.memberForCall(session, q.memberId),
      q.consultationId !== undefined
        ? deps.consultations.ownForPayment(session.account.accountId, q.consultationId)
        : Promise.resolve(undefined),
    );
    const held =
      q.consultationId !== undefined
        ? named
        : await deps.consultations.latestHold(session.account.accountId, member.memberId);
    const consultation = payable(held, member.memberId, deps.now());
    const price = await consultationPricing(deps, session.account.accountId, consultation);
    return { consultation, price, description: describeConsultation(consultation), memberFirstName: member.firstName };
  }

  /** GetItemsById for a care plan (ours): its price for this account (registered only; on sale). */
  async function planPrice(session: Session, id: string | undefined) {
    if (!id || !/^\d{1,9}$/.test(id)) throw badRequest('id must be a plan id.', 'id');
    return deps.plans.forPurchase(session, Number(id));
  }

  /**
   * Add2Cart: the server's own amounts must equal the ones sent (else 400 'Amount mismatch'); the
   * same hold asked again gets the same order; a checkout is started with the gateway.
   */
  async function addToCart(session: Session, body: z.output<typeof AddToCartRequest>) {
    const line = body.orders[0];
    const detail = line?.orderDetails[0];
    if (!line || !detail) throw badRequest('orders needs one order.', 'orders');
    if (line.ServiceType === ORDER_SERVICE_TYPE_PLAN) return addPlanToCart(session, line, detail);
    // Reads that do not depend on each other are asked together (a round trip each saved under load).
    const [member, held] = await readTogether(
      deps.members.memberForCall(session, String(line.UserId)),
      deps.consultations.ownForPayment(session.account.accountId, Number(line.ServiceId)),
    );
    const c = payable(held, member.memberId, deps.now());
    const [, , p, pending, aborted] = await readTogether(
      // A child whose danger-sign answers said 'hospital now' is not booked online, whatever the client shows.
      deps.triage.refuseAfterEmergency(member.memberId),
      // The adult consulting for the child consented first (Telemedicine Practice Guidelines 2020).
      deps.consultations.mustHaveConsent(session.account.accountId, c.id),
      // A place in the queue has no doctor yet: its line names none (or anything), and the price is the instant fee.
      c.doctorId !== null && Number(line.DoctorId) !== c.doctorId
        ? Promise.reject(badRequest(messages.amountMismatch, 'DoctorId'))
        : consultationPricing(deps, session.account.accountId, c),
      // The hold's open order, and the one cancelled on the gateway's page, read beside the checks.
      repo.pendingOrderFor(deps.db, c.id),
      repo.latestAbortedOrderId(deps.db, c.id),
    );
    checkAmounts(sentAmounts(line, detail), p);

    // Cancelled on the gateway's page and resumed: the same order again, never a second one.
    let order =
      pending ?? (aborted === undefined ? undefined : await repo.reopenAbortedOrder(deps.db, aborted, deps.now()));
    if (!order) {
      try {
        const row: Parameters<typeof insertConsultationOrder>[1] = {
          uniqueId: randomUUID(),
          accountId: session.account.accountId,
          memberId: member.memberId,
          consultationId: c.id,
          amountPaise: p.amount,
          gstPaise: p.gst,
          discountPaise: p.discount,
          totalPaise: p.total,
          gateway: p.total === 0 ? 'none' : deps.gateways.active.name,
          createdAt: deps.now(),
          updatedAt: deps.now(),
        };
        order = await insertConsultationOrder(deps, row, p.window);
      } catch (e) {
        // Two Add2Cart calls at once for one hold: the other one made the order; use it.
        if (!isUniqueViolation(e)) throw e;
        order = await repo.pendingOrderFor(deps.db, c.id);
      }
    }
    if (!order) throw conflict(messages.holdExpired);
    return {
      uniqueId: order.uniqueId,
      totalPaise: order.totalPaise,
      checkout: await checkoutFor(order, describeConsultation(c)),
    };
  }

  /**
   * A plan's order: registered accounts only, a plan on sale, the amounts the server computes. The
   * same plan asked again while its order is open gets that order; a plan bought while one runs
   * starts when it ends (the grant), so nothing is paid twice for the same days.
   */
  async function addPlanToCart(session: Session, line: CartLine, detail: CartDetail) {
    const member = await deps.members.memberForCall(session, String(line.UserId));
    // A plan is the account's own: bought in the name of one of its members, never a shared child.
    if (member.accountId !== session.account.accountId) throw notFound(messages.memberNotFound);
    const plan = await deps.plans.forPurchase(session, Number(line.ServiceId));
    if (line.PlanId !== plan.id) throw badRequest(messages.amountMismatch, 'PlanId');
    checkAmounts(sentAmounts(line, detail), plan.price);
    const accountId = session.account.accountId;
    let order = await repo.pendingPlanOrder(deps.db, accountId, plan.id);
    if (!order) {
      try {
        order = await repo.insertOrder(deps.db, {
          uniqueId: randomUUID(),
          accountId,
          memberId: member.memberId,
          planId: plan.id,
          amountPaise: plan.price.amount,
          gstPaise: plan.price.gst,
          discountPaise: plan.price.discount,
          totalPaise: plan.price.total,
          gateway: plan.price.total === 0 ? 'none' : deps.gateways.active.name,
          createdAt: deps.now(),
          updatedAt: deps.now(),
        });
      } catch (e) {
        // The same plan asked twice at once: the other call made the order; use it.
        if (!isUniqueViolation(e)) throw e;
        order = await repo.pendingPlanOrder(deps.db, accountId, plan.id);
      }
    }
    if (!order) throw conflict(messages.serverError);
    return { uniqueId: order.uniqueId, totalPaise: order.totalPaise, checkout: await checkoutFor(order, plan.name) };
  }

  async function checkoutFor(order: repo.OrderRow, description: string) {
    if (order.gateway === 'none') return { gateway: 'none' as const };
    const started = { uniqueId: order.uniqueId, totalPaise: order.totalPaise, description };
    if (order.gateway === 'sandbox') return (await deps.gateways.sandbox.start(started)).checkout;
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
      const result = await razorpay.start(started);
      if (result.gatewayOrderId) await repo.setGatewayOrder(deps.db, order.id, result.gatewayOrderId);
      return result.checkout;
    } catch (e) {
      if (e instanceof GatewayError) {
        deps.log.error({ err: e }, 'payment gateway refused the order');
        throw unavailable('We could not reach the payment gateway. Please try again in a minute.');
      }
      throw e;
    }
  }

  const issuer = issuerOf(deps.config);

  /** What an order pays for, in words (the gateway's page, the receipt). */
  async function describeOrder(order: repo.OrderRow) {
    if (order.planId !== null) {
      const plan = await deps.plans.planOf(order.planId);
      return { description: plan ? `${plan.name} (${plan.durationDays} days)` : 'Care plan', consultation: undefined };
    }
    const c = await deps.consultations.ownForPayment(order.accountId, order.consultationId ?? 0);
    return { description: c ? describeConsultation(c) : 'Doctor consultation', consultation: c };
  }

  /** What the receipt of an order will say it paid for, and who paid. */
  async function paidForOf(order: repo.OrderRow): Promise<PaidFor> {
    const [{ description, consultation: c }, holder] = await Promise.all([
      describeOrder(order),
      deps.members.holderOf(order.accountId),
    ]);
    const phone = holder ? `+${holder.mobileCode} ${holder.mobileNumber}` : '';
    const name = holder ? `${holder.firstName} ${holder.lastName}`.trim() : '';
    return {
      description: upperFirst(description),
      payerName: name || phone,
      payerPhone: phone,
      doctorName: c?.doctorId ? c.doctorName : null,
      doctorRegistration: c?.doctorId ? c.doctorRegistration : null,
      clinicName: c?.clinicName ?? null,
      clinicAddress: c?.clinicAddress ?? null,
    };
  }

  /**
   * A gateway result, and the refund of a payment that came after its slot went to someone else.
   * A success issues the order's receipt in the same transaction, a plan's order its grant, and a
   * booked consultation its confirmation (sent once the transaction committed, and by the outbox
   * job should that fail).
   */
  async function apply(order: repo.OrderRow, result: GatewayResult, transactionId: string) {
    const paidFor = result === 'Success' ? await paidForOf(order) : undefined;
    const planId = order.planId;
    const consultationId = order.consultationId;
    let announced: string[] = [];
    const applied = await applyResult(deps, order, result, transactionId, async (tx, status) => {
      if (!paidFor) return;
      if (planId !== null) await deps.plans.grant(tx, { id: order.id, accountId: order.accountId, planId });
      await issueReceipt(tx, {
        order,
        paidFor,
        issuer,
        gstPercent: planId !== null ? deps.config.PLAN_GST_PERCENT : deps.config.CONSULTATION_GST_PERCENT,
        now: deps.now(),
      });
      if (status === 'Success' && consultationId !== null) {
        announced = await deps.messages.bookingConfirmed(tx, consultationId);
      }
    });
    deps.messages.deliverSoon(announced);
    if (applied.change === 'apply' && applied.status === 'Refund' && order.consultationId !== null) {
      await deps.refunds.refundLatePayment(order.consultationId);
    }
    return applied;
  }

  async function cartStatus(session: Session, uniqueId: string): Promise<OrderOutcome> {
    const order = await repo.findOrder(deps.db, uniqueId, session.account.accountId);
    if (!order) throw notFound(messages.orderNotFound);
    return outcomeOf(order);
  }

  /**
   * UpdateCartStatus from the browser: accepted only when the gateway vouches for it — a verified
   * Razorpay signature, or a zero total (nothing to pay). Anything else is 403 and changes nothing.
   */
  async function updateFromClient(
    session: Session,
    body: z.output<typeof UpdateCartStatusRequest>,
  ): Promise<OrderOutcome> {
    const order = await repo.findOrder(deps.db, body.UniqueId, session.account.accountId);
    if (!order) throw notFound(messages.orderNotFound);
    const freeSuccess = order.totalPaise === 0 && body.Status === 'Success';
    const razorpay = deps.gateways.razorpay;
    const signed =
      order.gateway === 'razorpay' &&
      razorpay !== undefined &&
      body.Status === 'Success' &&
      body.razorpay_order_id === order.gatewayOrderId &&
      razorpay.verifyPayment(
        body.razorpay_order_id ?? '',
        body.razorpay_payment_id ?? '',
        body.razorpay_signature ?? '',
      );
    if (!freeSuccess && !signed) throw forbidden(messages.paymentNotVouched);
    const applied = await apply(order, body.Status, signed ? (body.razorpay_payment_id ?? '') : '');
    return outcomeOf(order, settledOrConflict(applied));
  }

  async function sandboxOrder(q: { uniqueId: string; token: string }) {
    const order = await repo.findOrder(deps.db, q.uniqueId);
    if (order?.gateway !== 'sandbox' || !deps.gateways.sandbox.verify(q.uniqueId, q.token)) {
      throw notFound(messages.orderNotFound);
    }
    return order;
  }

  /** The sandbox page's outcome (its token proves the page came from us). */
  async function completeSandbox(q: {
    uniqueId: string;
    token: string;
    outcome: 'pay' | 'fail' | 'cancel';
  }): Promise<OrderOutcome> {
    const order = await sandboxOrder(q);
    const result = q.outcome === 'pay' ? 'Success' : q.outcome === 'fail' ? 'Failure' : 'Aborted';
    const transactionId = result === 'Success' ? `sandbox_${randomUUID().slice(0, 12)}` : '';
    const applied = await apply(order, result, transactionId);
    return outcomeOf(order, settledOrConflict(applied));
  }

  /** What the sandbox page shows: the amount and what it pays for. */
  async function sandboxSummary(q: { uniqueId: string; token: string }) {
    const order = await sandboxOrder(q);
    return {
      uniqueId: order.uniqueId,
      totalPaise: order.totalPaise,
      description: (await describeOrder(order)).description,
      status: order.status,
    };
  }

  return {
    price,
    planPrice,
    addToCart,
    cartStatus,
    updateFromClient,
    completeSandbox,
    sandboxSummary,
    razorpayWebhook: razorpayWebhookOf(deps, apply),
    ...openPaymentsSide(deps),
    /** The account's orders, for the parent's copy of their data (kept by an erasure: they name no one). */
    ordersOf: (accountId: number) => repo.ordersOfAccount(deps.db, accountId),
  };
}
export type BillingService = ReturnType<typeof billingServiceFactory>;
