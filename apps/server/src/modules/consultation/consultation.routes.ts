import { paths } from '@app/contract/paths';
import { routes } from '@app/contract/routes';
import { PrescriptionPdfQuery } from '@app/contract/schemas/consultation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mountRoute } from '../../lib/route';
import type { Session } from '../auth';
import * as consultation from './consultation.service';

/** The parent's side of the consultation (issue 6): thin handlers over consultation.service. */
export function consultationRoutes(app: FastifyInstance, deps: consultation.ConsultationDeps) {
  mountRoute(app, routes.getConsultation, 'getConsultation', async ({ query, session }) =>
    consultation.getConsultation(deps, session, Number(query.appReqId)),
  );
  mountRoute(app, routes.joinCall, 'joinCall', async ({ body, session }) => consultation.joinCall(deps, session, body));
  mountRoute(app, routes.getVideoLog, 'getVideoLog', async ({ query, session }) =>
    consultation.videoLog(deps, session, query),
  );
  mountRoute(app, routes.getPrescriptions, 'getPrescriptions', async ({ query, session }) =>
    consultation.listPrescriptions(deps, session, query.patientId),
  );
  // A PDF, not JSON: mounted by hand with the same query validation and sign-in check.
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.getPrescriptionPdf,
    {
      schema: {
        operationId: 'getPrescriptionPdf',
        summary: 'One of the family prescriptions as a PDF (doctor, registration number, child, date, medicines).',
        tags: ['Consultation'],
        security: [{ AuthToken: [] }, { Bearer: [] }],
        querystring: PrescriptionPdfQuery,
      },
      preHandler: app.requireSession,
    },
    async (request, reply) => {
      const doc = await consultation.prescriptionDocument(deps, request.session as Session, Number(request.query.id));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${doc.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(doc.bytes));
    },
  );
}
