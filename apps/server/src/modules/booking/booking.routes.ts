import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import type { BookingService } from './booking.service';

export function bookingRoutes(app: FastifyInstance, { booking }: { booking: BookingService }) {
  mountRoute(app, routes.addBookConsultAppointmentInfo, 'addBookConsultAppointmentInfo', async ({ body, session }) => {
    const held = await booking.holdSlot(session, body);
    return {
      status: 1 as const,
      message: messages.consultRequested,
      appReqId: held.consultationId,
      holdExpiresAt: held.holdExpiresAt.toISOString(),
    };
  });
  mountRoute(app, routes.rescheduleConsultation, 'rescheduleConsultation', async ({ body, session }) => {
    const moved = await booking.reschedule(session, body);
    return {
      status: 1 as const,
      message: messages.rescheduled,
      appReqId: moved.consultationId,
      slotDate: moved.slotDate,
      slot: moved.slotLabel,
      slotStart: moved.slotStart.toISOString(),
    };
  });
}
