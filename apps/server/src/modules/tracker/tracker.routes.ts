import { messages } from '@app/contract/messages';
import { paths } from '@app/contract/paths';
import { FileQuery, routes } from '@app/contract/routes';
import type { VaccinationRecordIn } from '@app/contract/schemas/vaccination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mountRoute } from '../../lib/route';
import type { Session } from '../auth';
import type { TrackerService } from './tracker.service';
import { toMilestoneListResponse, toUserPlansResponse } from './tracker.wire';

/** Base64 of a 15 MB file is 20 MB; JSON and the other fields fit in the rest. */
const UPLOAD_BODY_LIMIT = 22 * 1024 * 1024;

export interface TrackerRoutesDeps {
  tracker: TrackerService;
  /** The vaccination record the spec saves through the tracker's notification call. */
  vaccinations: { recordVaccination(session: Session, input: VaccinationRecordIn): Promise<void> };
}

/** The child tracker: plans, banners, milestones and their uploads. */
export function trackerRoutes(app: FastifyInstance, { tracker, vaccinations }: TrackerRoutesDeps) {
  mountRoute(app, routes.getUserPlans, 'getUserPlans', async ({ session }) =>
    toUserPlansResponse(await tracker.userPlans(session)),
  );
  mountRoute(app, routes.addHomeBannerInfo, 'addHomeBannerInfo', async ({ query }) => ({
    status: 1 as const,
    Banners: await tracker.banners(query.requestType),
  }));
  mountRoute(app, routes.getMilestoneListInfo, 'getMilestoneListInfo', async ({ query, session }) =>
    toMilestoneListResponse(await tracker.milestoneList(session, query)),
  );
  // One call, two uses (spec §7): a goal's status, or a vaccination record (with its tag photo).
  mountRoute(
    app,
    routes.modifyNotificationUserStatus,
    'modifyNotificationUserStatus',
    async ({ body, session }) => {
      if (body.type === 'Goal') {
        await tracker.updateGoal(session, body);
        return { status: 1 as const, message: messages.milestoneStatusUpdated };
      }
      await vaccinations.recordVaccination(session, body);
      return { status: 1 as const, message: messages.vaccinationSaved };
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  mountRoute(
    app,
    routes.addGoalVideoInfo,
    'addGoalVideoInfo',
    async ({ body, session }) => {
      const saved = await tracker.uploadGoalFile(session, body);
      return {
        status: 1 as const,
        message: messages.uploadSaved,
        attachment: saved.attachment,
        attachmentType: saved.kind,
      };
    },
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
      const file = await tracker.fileByLink(request.query);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.bytes));
    },
  );
}
