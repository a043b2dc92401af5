import { routes } from '@app/contract/routes';
import type { PlansResponse } from '@app/contract/schemas/plans';
import type { FastifyInstance } from 'fastify';
import { toRupees } from '../../lib/money';
import { mountRoute } from '../../lib/route';
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

export function planRoutes(app: FastifyInstance, { plans }: { plans: PlansService }) {
  mountRoute(app, routes.getPlans, 'getPlans', async ({ session }) => offerOnWire(await plans.offer(session)));
}
