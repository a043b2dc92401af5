import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import type { DietService } from './diet.service';

/** The diet plan: the day's feeding guidance for the child's age (spec §3 diet item). */
export function dietRoutes(app: FastifyInstance, { diet }: { diet: DietService }) {
  mountRoute(app, routes.getDietPlan, 'getDietPlan', async ({ query, session }) => {
    const plan = await diet.dietPlan(session, query);
    return {
      status: 1 as const,
      data: plan.meals.map((m) => ({ time: m.time, diet: m.text, URL: m.picture })),
      date: plan.date,
      band: plan.band,
      message: plan.reason,
      source: plan.source,
    };
  });
}
