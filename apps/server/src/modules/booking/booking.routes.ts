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
  mountRoute(app, routes.getInstantAvailability, 'getInstantAvailability', async ({ query }) => {
    const a = await booking.instantAvailability({ consultType: query.appointmentType, language: query.language });
    return {
      status: 1 as const,
      onDuty: a.onDuty,
      waiting: a.waiting,
      estimatedWaitMinutes: a.estimatedWaitMinutes,
      feeInRupees: a.feeInRupees,
      nextSlot: a.nextSlot
        ? { date: a.nextSlot.date, slot: a.nextSlot.label, doctorName: a.nextSlot.doctorName }
        : null,
    };
  });
  mountRoute(app, routes.joinQueue, 'joinQueue', async ({ body, session }) => {
    const place = await booking.joinQueue(session, body);
    return {
      status: 1 as const,
      message: messages.queueJoined,
      appReqId: place.id,
      holdExpiresAt: place.holdExpiresAt?.toISOString() ?? null,
      consultationStatus: place.status === 'held' ? ('held' as const) : ('booked' as const),
      feeInRupees: place.feePaise / 100,
    };
  });
}
