import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { SettableClock } from '../../lib/clock';
import { mountRoute } from '../../lib/route';
import { ConsoleSmsProvider, type SmsProvider } from '../../providers/sms';

/** Developer-only helpers. Never registered in production (app.ts). */
export function devRoutes(app: FastifyInstance, sms: SmsProvider) {
  mountRoute(app, routes.devOutbox, 'devOutbox', async ({ query }) => ({
    status: 1 as const,
    data: sms instanceof ConsoleSmsProvider ? sms.messages(query.mobileNumber) : [],
  }));
}

/** The browser journeys set the server's time (TEST_CLOCK; config refuses it in production). */
export function testClockRoutes(app: FastifyInstance, clock: SettableClock) {
  mountRoute(app, routes.testClock, 'testClock', async ({ body }) => {
    clock.set(new Date(body.now));
    return { status: 1 as const, now: clock.now().toISOString() };
  });
}
