import { messages } from '@app/contract/messages';
import { paths } from '@app/contract/paths';
import { routes } from '@app/contract/routes';
import { PrescriptionPdfQuery, RecordsPdfQuery } from '@app/contract/schemas/consultation';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mountRoute } from '../../lib/route';
import type { Session } from '../auth';
import type { FamilyService } from '../family';
import type { ConsultationsService } from './consultations.service';
import { consultationOnWire, homeOnWire, prescriptionOnWire } from './consultations.wire';

type Services = { consultations: ConsultationsService; family: Pick<FamilyService, 'sharedWith'> };

/** The parent's side of the consultation: thin handlers over the consultations service. */
export function consultationRoutes(app: FastifyInstance, { consultations, family }: Services) {
  mountRoute(app, routes.getConsultation, 'getConsultation', async ({ query, session }) =>
    consultationOnWire(await consultations.getConsultation(session, Number(query.appReqId))),
  );
  mountRoute(app, routes.getMyConsultations, 'getMyConsultations', async ({ session }) =>
    // The children shared with this account (family sharing) are listed too, to see.
    homeOnWire(
      await consultations.listConsultations(
        session,
        (await family.sharedWith(session)).map((s) => s.memberId),
      ),
    ),
  );
  mountRoute(app, routes.giveConsent, 'giveConsent', async ({ body, session, request }) => ({
    status: 1 as const,
    message: messages.consentRecorded,
    ...(await consultations.giveConsent(session, body, request.ip)),
  }));
  mountRoute(app, routes.joinCall, 'joinCall', async ({ body, session }) => {
    const call = await consultations.joinCall(session, { caller: body.caller, consultationId: body.appReqId });
    return {
      status: 1 as const,
      message: call.alreadyRequested ? messages.callAlreadyRequested : messages.callRequested,
      requestedAt: call.requestedAt.toISOString(),
    };
  });
  mountRoute(app, routes.getVideoLog, 'getVideoLog', async ({ query, session }) => {
    const room = await consultations.videoRoom(session, {
      memberId: query.id,
      consultationId: query.appReqId ? Number(query.appReqId) : undefined,
    });
    return { status: 1 as const, data: { roomName: room.roomName, appReqId: room.consultationId } };
  });
  mountRoute(app, routes.getPrescriptions, 'getPrescriptions', async ({ query, session }) => ({
    status: 1 as const,
    data: (await consultations.listPrescriptions(session, query.patientId)).map(prescriptionOnWire),
  }));
  // The child's consultation records for the parent (Telemedicine Practice Guidelines 2020), a PDF too.
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.getRecordsPdf,
    {
      schema: {
        operationId: 'getRecordsPdf',
        summary:
          "One child's consultation records as a PDF: who, when, mode, duration, consent and every prescription version.",
        tags: ['Consultation'],
        security: [{ AuthToken: [] }, { Bearer: [] }],
        querystring: RecordsPdfQuery,
      },
      preHandler: app.requireSession,
    },
    async (request, reply) =>
      sendPdf(reply, await consultations.recordsDocument(request.session as Session, request.query.patientId)),
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
      return sendPdf(
        reply,
        await consultations.prescriptionDocument(request.session as Session, Number(request.query.id)),
      );
    },
  );
}

/** A private PDF download: never cached on the way, saved under its name. */
const sendPdf = (reply: FastifyReply, doc: { fileName: string; bytes: Uint8Array }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${doc.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(doc.bytes));
