import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../../lib/route';
import { toRupees } from '../orderStatus';
import type { CancelOutcome, Refund, RefundsService } from './refunds.service';

/** A refund as the parent reads it: our id, the consultation, rupees, the gateway's reference. */
export const refundOnWire = (r: Refund & { consultationId: number }) => ({
  refundId: r.id,
  appReqId: r.consultationId,
  amount: toRupees(r.amountPaise),
  status: r.status,
  reference: r.gatewayRefundId,
  requestedAt: r.createdAt.toISOString(),
  processedAt: r.processedAt?.toISOString() ?? null,
});

function cancelMessage(outcome: CancelOutcome) {
  if (outcome.status === 'booked') return messages.cancelInProgress;
  if (!outcome.refund) return messages.cancelled;
  return outcome.refund.status === 'processed' ? messages.cancelledRefunded : messages.cancelledRefundStarted;
}

export function refundRoutes(app: FastifyInstance, { refunds }: { refunds: RefundsService }) {
  mountRoute(app, routes.cancelConsultation, 'cancelConsultation', async ({ body, session }) => {
    const outcome = await refunds.cancel(session, body.consultationId);
    return {
      status: 1 as const,
      message: cancelMessage(outcome),
      appReqId: outcome.consultationId,
      consultationStatus: outcome.status,
      refund: outcome.refund ? refundOnWire({ ...outcome.refund, consultationId: outcome.consultationId }) : null,
    };
  });
  mountRoute(app, routes.getRefunds, 'getRefunds', async ({ session }) => ({
    status: 1 as const,
    data: (await refunds.refundsOf(session)).map(refundOnWire),
  }));
}
