import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { AdminPlan } from '@app/contract/schemas/adminPlans';
import type { PlansResponse } from '@app/contract/schemas/plans';
import type { FastifyInstance } from 'fastify';
import { toRupees } from '../../lib/money';
import { mountRoute } from '../../lib/route';
import { operatorActor } from '../admin';
import type { AdminPlanRow } from './plans.repo';
import type { PlansService } from './plans.service';

type Offer = Awaited<ReturnType<PlansService['offer']>>;

/** The plans on sale in rupees, with the day a plan bought now would start. */
export function offerOnWire({ plans, held, nextStartsOn }: Offer): PlansResponse {
  return {
    status: 1,
    data: plans.map((p) => ({
      planId: p.id,
      planName: p.name,
      planDesc: p.description,
      durationDays: p.durationDays,
      amount: toRupees(p.price.amount),
      gst: toRupees(p.price.gst),
      total: toRupees(p.price.total),
      children: p.children,
      freeConsultationsPerMonth: p.freeConsultationsPerMonth,
      freeFollowUps: p.freeFollowUps,
    })),
    held: held.map((h) => ({ planId: h.planId, planName: h.planName, startsOn: h.startsOn, endsOn: h.endsOn })),
    nextStartsOn,
  };
}

/** A plan as the back office shows it: price in rupees before GST, and how many periods were sold. */
export const adminPlanOnWire = (p: AdminPlanRow): AdminPlan => ({
  planID: p.id,
  name: p.name,
  description: p.description,
  price: toRupees(p.pricePaise),
  durationDays: p.durationDays,
  children: p.children,
  freeConsultationsPerMonth: p.freeConsultationsPerMonth,
  freeFollowUps: p.freeFollowUps,
  order: p.position,
  sold: p.sold,
  retiredAt: p.retiredAt?.toISOString() ?? null,
});

/** The parents' plans screen, and the back office's plans (decision 0056). */
export function planRoutes(app: FastifyInstance, { plans }: { plans: PlansService }) {
  mountRoute(app, routes.getPlans, 'getPlans', async ({ session }) => offerOnWire(await plans.offer(session)));

  const { backOffice } = plans;
  mountRoute(app, routes.adminPlans, 'adminPlans', async () => ({
    status: 1 as const,
    data: (await backOffice.plans()).map(adminPlanOnWire),
  }));
  mountRoute(app, routes.adminSavePlan, 'adminSavePlan', async ({ body, operator }) => ({
    status: 1 as const,
    plan: adminPlanOnWire(await backOffice.save(operatorActor(operator), body)),
  }));
  mountRoute(app, routes.adminRetirePlan, 'adminRetirePlan', async ({ body, operator }) => {
    await backOffice.retire(operatorActor(operator), body.planID);
    return { status: 1 as const, message: messages.adminPlanRetired };
  });
}
