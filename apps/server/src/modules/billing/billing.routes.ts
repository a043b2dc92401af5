import { ORDER_SERVICE_TYPE_PLAN } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { paths } from '@app/contract/paths';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import { webhookEventId } from '../../providers/payments';
import type { BillingService } from './billing.service';
import { openPaymentsOnWire, planPriceOnWire, priceOnWire, statusAnswer } from './billing.wire';
import { cartStatusOf, toRupees } from './orderStatus';

export function billingRoutes(app: FastifyInstance, { billing }: { billing: BillingService }) {
  mountRoute(app, routes.getItemsById, 'getItemsById', async ({ query, session }) => {
    // Ours: a care plan's price, for its Add2Cart line (the plan's id in `id`).
    if (query.productType === ORDER_SERVICE_TYPE_PLAN)
      return planPriceOnWire(await billing.planPrice(session, query.id));
    return priceOnWire(
      await billing.price(session, {
        memberId: query.userId,
        consultationId: query.appReqId ? Number(query.appReqId) : undefined,
      }),
    );
  });
  mountRoute(app, routes.add2Cart, 'add2Cart', async ({ body, session }) => {
    const order = await billing.addToCart(session, body);
    return {
      status: 1 as const,
      message: 'Order created',
      uniqueId: order.uniqueId,
      total: toRupees(order.totalPaise),
      checkout: order.checkout,
    };
  });
  mountRoute(app, routes.getCartStatus, 'getCartStatus', async ({ query, session }) =>
    statusAnswer(await billing.cartStatus(session, query.uniqueId)),
  );
  mountRoute(app, routes.updateCartStatus, 'updateCartStatus', async ({ body, session }) =>
    statusAnswer(await billing.updateFromClient(session, body)),
  );
  // The home's payments left open (ours): listed while their hold lasts, and cancelled from there.
  mountRoute(app, routes.getOpenPayments, 'getOpenPayments', async ({ session }) =>
    openPaymentsOnWire(await billing.openPayments(session)),
  );
  mountRoute(app, routes.cancelPayment, 'cancelPayment', async ({ body, session }) => {
    const cancelled = await billing.cancelPayment(session, body.consultationId);
    return {
      status: 1 as const,
      message: messages.paymentCancelled,
      appReqId: cancelled.consultationId,
      consultationStatus: cancelled.status,
    };
  });
  mountRoute(app, routes.sandboxOrder, 'sandboxOrder', async ({ query }) => {
    const order = await billing.sandboxSummary(query);
    return {
      status: 1 as const,
      uniqueId: order.uniqueId,
      total: toRupees(order.totalPaise),
      description: order.description,
      cartStatus: cartStatusOf(order.status),
    };
  });
  mountRoute(app, routes.sandboxComplete, 'sandboxComplete', async ({ body }) =>
    statusAnswer(await billing.completeSandbox(body)),
  );

  // Razorpay signs the raw bytes of its webhook: keep them as they came, whatever they are, so a
  // body that is not JSON reaches the handler (which acknowledges it) instead of a parser's 400.
  app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scoped.post(paths.razorpayWebhook, { schema: { hide: true } }, async (request) => {
      const result = await billing.razorpayWebhook({
        rawBody: String(request.body ?? ''),
        signature: firstHeader(request.headers['x-razorpay-signature']),
        eventId: webhookEventId(firstHeader(request.headers['x-razorpay-event-id'])),
      });
      return { status: 1, ...result };
    });
  });
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
