import { paths } from '@app/contract/paths';
import { FileQuery, routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mountRoute } from '../../lib/route';
import { recordVaccination } from '../vaccination';
import { bannersFor } from './banners';
import * as tracker from './tracker.service';

/** Base64 of a 15 MB file is 20 MB; JSON and the other fields fit in the rest. */
const UPLOAD_BODY_LIMIT = 22 * 1024 * 1024;

/** The child tracker (issue 7): plans, banners, milestones and their uploads. */
export function trackerRoutes(app: FastifyInstance, deps: tracker.TrackerDeps) {
  mountRoute(app, routes.getUserPlans, 'getUserPlans', async ({ session }) => tracker.userPlans(deps, session));
  mountRoute(app, routes.addHomeBannerInfo, 'addHomeBannerInfo', async ({ query }) => bannersFor(query.requestType));
  mountRoute(app, routes.getMilestoneListInfo, 'getMilestoneListInfo', async ({ query, session }) =>
    tracker.milestoneList(deps, session, query),
  );
  // One call, two uses (spec §7): a goal's status, or a vaccination record (with its tag photo).
  mountRoute(
    app,
    routes.modifyNotificationUserStatus,
    'modifyNotificationUserStatus',
    async ({ body, session }) =>
      body.type === 'Goal' ? tracker.updateGoal(deps, session, body) : recordVaccination(deps, session, body),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  mountRoute(
    app,
    routes.addGoalVideoInfo,
    'addGoalVideoInfo',
    async ({ body, session }) => tracker.uploadGoalFile(deps, session, body),
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  // Bytes, not JSON: mounted by hand with the same query validation.
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.getFile,
    {
      schema: {
        operationId: 'getFile',
        summary: 'An uploaded photo or video, through a link signed for its own account.',
        tags: ['Files'],
        querystring: FileQuery,
      },
    },
    async (request, reply) => {
      const file = await tracker.fileByLink(deps, request.query);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.bytes));
    },
  );
}
