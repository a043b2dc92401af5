import { paths } from '@app/contract/paths';
import { ReceiptPdfQuery, routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mountRoute } from '../../../lib/route';
import type { Session } from '../../auth';
import { toRupees } from '../orderStatus';
import type { Receipt, ReceiptsService } from './receipts.service';

const onWire = (r: Receipt) => ({
  number: r.number,
  kind: r.kind,
  issuedAt: r.issuedAt.toISOString(),
  description: r.description,
  total: toRupees(r.totalPaise),
  patientId: r.memberId,
});

/** The account's receipts and credit notes: the list, and each one as a PDF (only the account's own). */
export function receiptRoutes(app: FastifyInstance, { receipts }: { receipts: ReceiptsService }) {
  mountRoute(app, routes.getReceipts, 'getReceipts', async ({ session }) => ({
    status: 1 as const,
    data: (await receipts.list(session)).map(onWire),
  }));
  // A PDF, not JSON: mounted by hand with the same query validation and sign-in check.
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.getReceiptPdf,
    {
      schema: {
        operationId: 'getReceiptPdf',
        summary:
          'One of the account’s receipts or credit notes as a PDF (issuer, payer, doctor and registration number, amounts with GST).',
        tags: ['Billing'],
        security: [{ AuthToken: [] }, { Bearer: [] }],
        querystring: ReceiptPdfQuery,
      },
      preHandler: app.requireSession,
    },
    async (request, reply) => {
      const doc = await receipts.document(request.session as Session, request.query.number);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${doc.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(doc.bytes));
    },
  );
}
