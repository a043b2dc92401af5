import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import * as booking from './booking.service';

export function bookingRoutes(app: FastifyInstance, deps: booking.BookingDeps) {
  mountRoute(app, routes.addBookConsultAppointmentInfo, 'addBookConsultAppointmentInfo', async ({ body, session }) => ({
    status: 1 as const,
    message: messages.consultRequested,
    ...(await booking.holdSlot(deps, session, body)),
  }));
}
