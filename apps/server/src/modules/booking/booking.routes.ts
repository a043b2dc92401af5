import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import type { BookingService } from './booking.service';

export function bookingRoutes(app: FastifyInstance, { booking }: { booking: BookingService }) {
  mountRoute(app, routes.addBookConsultAppointmentInfo, 'addBookConsultAppointmentInfo', async ({ body, session }) => {
    // The spec's field names stop here: guestId is the member, helpQuestion1 the reason.
    const held = await booking.holdSlot(session, {
      memberId: String(body.guestId),
      doctorId: Number(body.DoctorId),
      clinicId: Number(body.clinic),
      consultType: body.consultType,
      date: body.consultationDate,
      slotLabel: body.slot,
      language: body.languages,
      reason: body.helpQuestion1 ?? '',
      replaces: body.AppointmentReqID ? Number(body.AppointmentReqID) : undefined,
    });
    return {
      status: 1 as const,
      message: messages.consultRequested,
      appReqId: held.consultationId,
      holdExpiresAt: held.holdExpiresAt.toISOString(),
    };
  });
}
