import { todayInIndia } from '@app/contract/calendar';
import { messages } from '@app/contract/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { priceWithGst } from '../../lib/money';
import type { Session } from '../auth';
import type { MembersService } from '../members';
import { backOfficeSide } from './backOfficeSide';
import { benefitWindow, coversMember, entitlementOn, periodOfPurchase } from './entitlement';
import * as repo from './plans.repo';

export interface PlansServiceDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'PLAN_GST_PERCENT'>;
  members: Pick<MembersService, 'relationsOf'>;
}

/** A plan's price: GST as configured (0 by default), no discount. */
export const planPrice = (pricePaise: number, gstPercent: number) => priceWithGst(pricePaise, { gstPercent });

/** Care plans: what is on sale, what an account holds, and what that lets it do. */
export function plansServiceFactory(deps: PlansServiceDeps) {
  const today = () => todayInIndia(deps.now());
  const priced = (plan: repo.PlanRow) => ({ ...plan, price: planPrice(plan.pricePaise, deps.config.PLAN_GST_PERCENT) });

  /** The plans screen: the plans on sale with their prices, and the account's periods not yet ended. */
  async function offer(session: Session) {
    const on = today();
    const [offered, held] = await Promise.all([
      repo.offeredPlans(deps.db),
      repo.periodsFrom(deps.db, session.account.accountId, on),
    ]);
    return { plans: offered.map(priced), held, nextStartsOn: periodOfPurchase(on, 1, held).startsOn };
  }

  /** App/GetUserPlans: every plan the account has held, and whether one runs today (Indian date). */
  async function userPlans(session: Session) {
    const on = today();
    const rows = await repo.heldPeriods(deps.db, session.account.accountId);
    const plans = rows.map((p) => ({ ...p, active: p.startsOn <= on && on <= p.endsOn }));
    return { plans, planActive: plans.some((p) => p.active) };
  }

  /** What the account's plans give today. */
  async function entitlement(accountId: number) {
    return entitlementOn(today(), await repo.periodsFrom(deps.db, accountId, today()));
  }

  /** Whether the running plan of the member's account lets the tracker record for it (false without one). */
  async function coversForTracker(member: { accountId: number; memberId: number; relation: string }) {
    const now = await entitlement(member.accountId);
    if (!now.active) return { active: false as const, covered: false, children: 0 };
    const isAccountHolder = member.relation === 'self';
    const children = isAccountHolder ? [] : await deps.members.relationsOf(member.accountId);
    return {
      active: true as const,
      covered: coversMember(now.children, { memberId: member.memberId, isAccountHolder }, children),
      children: now.children,
    };
  }

  /** A plan a registered account may buy now, priced (404 when unknown or retired). */
  async function forPurchase(session: Session, planId: number) {
    if (session.account.type !== 'Registered') throw forbidden(messages.planNeedsRegistration);
    const plan = await repo.planById(deps.db, planId);
    if (!plan) throw notFound(messages.planNotFound);
    if (plan.retiredAt) throw notFound(messages.planRetired);
    return priced(plan);
  }

  /** The free consultation (or follow-up) the account's running plan may pay for, and its allowance. */
  async function benefitFor(accountId: number, consultType: string) {
    const now = await entitlement(accountId);
    return benefitWindow(today(), now.running, consultType);
  }

  /** Any plan by id, retired or not (what an order bought). */
  const planOf = (planId: number) => repo.planById(deps.db, planId);

  /**
   * The period a paid order buys, in the payment's transaction: from today, or from the day after
   * the account's last period ends. Once per order: a replayed result grants nothing more.
   */
  async function grant(tx: Db, order: { id: number; accountId: number; planId: number }) {
    const plan = await repo.planForGrant(tx, order.planId);
    if (!plan) throw new Error(`order ${order.id} names plan ${order.planId}, which does not exist`);
    await repo.lockAccountPlans(tx, order.accountId);
    const on = today();
    const period = periodOfPurchase(on, plan.durationDays, await repo.periodsFrom(tx, order.accountId, on));
    await repo.insertGrant(tx, { accountId: order.accountId, planId: plan.id, orderId: order.id, ...period });
    return period;
  }

  /** The period an order bought, once its payment was applied. */
  const grantOfOrder = (orderId: number) => repo.grantOfOrder(deps.db, orderId);

  return {
    offer,
    userPlans,
    entitlement,
    coversForTracker,
    benefitFor,
    forPurchase,
    planOf,
    grant,
    grantOfOrder,
    /** The plans on sale as operators keep them (decision 0056). */
    backOffice: backOfficeSide(deps),
  };
}
export type PlansService = ReturnType<typeof plansServiceFactory>;
