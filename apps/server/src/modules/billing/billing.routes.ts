import { paths } from '@app/contract/paths';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import { webhookEventId } from '../../providers/payments';
import * as billing from './billing.service';

export function billingRoutes(app: FastifyInstance, deps: Omit<billing.BillingDeps, 'log'>) {
  const withLog = (log: billing.BillingDeps['log']) => ({ ...deps, log });
  mountRoute(app, routes.getItemsById, 'getItemsById', async ({ query, session, request }) => ({
    status: 1 as const,
    ...(await billing.price(withLog(request.log), session, query)),
  }));
  mountRoute(app, routes.add2Cart, 'add2Cart', async ({ body, session, request }) => ({
    status: 1 as const,
    message: 'Order created',
    ...(await billing.addToCart(withLog(request.log), session, body)),
  }));
  mountRoute(app, routes.getCartStatus, 'getCartStatus', async ({ query, session, request }) => ({
    status: 1 as const,
    ...(await billing.cartStatus(withLog(request.log), session, query.uniqueId)),
  }));
  mountRoute(app, routes.updateCartStatus, 'updateCartStatus', async ({ body, session, request }) => ({
    status: 1 as const,
    ...(await billing.updateFromClient(withLog(request.log), session, body)),
  }));
  mountRoute(app, routes.sandboxOrder, 'sandboxOrder', async ({ query, request }) => ({
    status: 1 as const,
    ...(await billing.sandboxSummary(withLog(request.log), query)),
  }));
  mountRoute(app, routes.sandboxComplete, 'sandboxComplete', async ({ body, request }) => ({
    status: 1 as const,
    ...(await billing.completeSandbox(withLog(request.log), body)),
  }));

  // Razorpay signs the raw bytes of its webhook: keep them as they came, whatever they are, so a
  // body that is not JSON reaches the handler (which acknowledges it) instead of a parser's 400.
  app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scoped.post(paths.razorpayWebhook, { schema: { hide: true } }, async (request) => {
      const result = await billing.razorpayWebhook(withLog(request.log), {
        rawBody: String(request.body ?? ''),
        signature: firstHeader(request.headers['x-razorpay-signature']),
        eventId: webhookEventId(firstHeader(request.headers['x-razorpay-event-id'])),
      });
      return { status: 1, ...result };
    });
  });
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
