import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import * as growth from './growth.service';

/** Growth against the WHO standards (issue 8): thin handlers over growth.service. */
export function growthRoutes(app: FastifyInstance, deps: growth.GrowthDeps) {
  mountRoute(app, routes.getGrowthTracker, 'getGrowthTracker', async ({ query, session }) =>
    growth.growthTracker(deps, session, query),
  );
  mountRoute(app, routes.addGrowthData, 'addGrowthData', async ({ body, session }) =>
    growth.addGrowth(deps, session, body),
  );
  mountRoute(app, routes.deleteGrowth, 'deleteGrowth', async ({ body, session }) =>
    growth.deleteGrowth(deps, session, body.NotesCaregiverID),
  );
}
