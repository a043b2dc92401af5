import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import type { GrowthService } from './growth.service';
import { growthSaved, toGrowthResponse } from './growth.wire';

/** Growth against the WHO standards: thin handlers over the growth service. */
export function growthRoutes(app: FastifyInstance, { growth }: { growth: GrowthService }) {
  mountRoute(app, routes.getGrowthTracker, 'getGrowthTracker', async ({ query, session }) =>
    toGrowthResponse(await growth.growthTracker(session, query)),
  );
  mountRoute(app, routes.addGrowthData, 'addGrowthData', async ({ body, session }) =>
    growthSaved(await growth.addGrowth(session, body)),
  );
  mountRoute(app, routes.deleteGrowth, 'deleteGrowth', async ({ body, session }) => {
    await growth.deleteGrowth(session, body.entryId);
    return { status: 1 as const, message: messages.growthDeleted };
  });
}
