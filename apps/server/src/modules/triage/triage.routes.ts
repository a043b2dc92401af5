import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import type { TriageService } from './triage.service';

/** Red-flag triage: the questions for a child and reason, and the recorded answers. */
export function triageRoutes(app: FastifyInstance, { triage }: { triage: TriageService }) {
  mountRoute(app, routes.getTriageQuestions, 'getTriageQuestions', async ({ query, session }) => ({
    status: 1 as const,
    ...(await triage.questions(session, query)),
  }));
  mountRoute(app, routes.triageCheck, 'triageCheck', async ({ body, session }) => ({
    status: 1 as const,
    ...(await triage.check(session, body)),
  }));
}
