import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import { type DietDeps, dietPlan } from './diet.service';

/** The diet plan (issue 9): the day's feeding guidance for the child's age. */
export function dietRoutes(app: FastifyInstance, deps: DietDeps) {
  mountRoute(app, routes.getDietPlan, 'getDietPlan', async ({ query, session }) => dietPlan(deps, session, query));
}
