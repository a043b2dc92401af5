import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import { ConsoleSmsProvider, type SmsProvider } from '../../providers/sms';

/** Developer-only helpers. Never registered in production (app.ts). */
export function devRoutes(app: FastifyInstance, sms: SmsProvider) {
  mountRoute(app, routes.devOutbox, 'devOutbox', async ({ query }) => ({
    status: 1 as const,
    data: sms instanceof ConsoleSmsProvider ? sms.messages(query.mobileNumber) : [],
  }));
}
