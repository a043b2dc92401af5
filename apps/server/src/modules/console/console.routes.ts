import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { mountRoute } from '../../lib/route';
import { doctorOnWire } from './console.auth';
import type { ConsoleService } from './console.service';
import { consultationOnWire } from './console.wire';
import { dutyOnWire, queueEntryOnWire } from './queue.wire';

/** The doctor's console: sign-in by OTP, the day's consultations and their actions. */
export function consoleRoutes(
  app: FastifyInstance,
  { console: service, config }: { console: ConsoleService; config: Pick<Config, 'DUTY_HEARTBEAT_TIMEOUT_SECONDS'> },
) {
  const dutyAnswer = ({ now, duty }: { now: Date; duty: Parameters<typeof dutyOnWire>[0] }) => ({
    status: 1 as const,
    serverNow: now.toISOString(),
    duty: dutyOnWire(duty, now, config.DUTY_HEARTBEAT_TIMEOUT_SECONDS),
  });
  mountRoute(app, routes.consoleRequestOtp, 'consoleRequestOtp', async ({ body, request }) => ({
    status: 1 as const,
    // The same words for every number: the answer does not tell doctors' numbers from others.
    message: messages.consoleNotADoctor,
    ...(await service.requestOtp(body, request.ip)),
  }));
  mountRoute(app, routes.consoleVerifyOtp, 'consoleVerifyOtp', async ({ body }) => {
    const signedIn = await service.verifyOtp(body);
    return { status: 1 as const, authToken: signedIn.authToken, doctor: doctorOnWire(signedIn.doctor) };
  });
  mountRoute(app, routes.consoleMe, 'consoleMe', async ({ doctor }) => ({
    status: 1 as const,
    doctor: doctorOnWire(doctor.doctor),
  }));
  mountRoute(app, routes.consoleLogout, 'consoleLogout', async ({ doctor }) => {
    await service.logout(doctor);
    return { status: 1 as const, message: messages.signedOut };
  });
  mountRoute(app, routes.consoleConsultations, 'consoleConsultations', async ({ doctor }) => {
    const { now, consultations } = await service.listConsultations(doctor);
    return {
      status: 1 as const,
      serverNow: now.toISOString(),
      data: consultations.map((c) => consultationOnWire(c, now)),
    };
  });
  mountRoute(app, routes.consoleStartVideo, 'consoleStartVideo', async ({ body, doctor }) => ({
    status: 1 as const,
    roomName: await service.startVideo(doctor, body.appReqId),
  }));
  mountRoute(app, routes.consoleCallParent, 'consoleCallParent', async ({ body, doctor }) => {
    await service.callParent(doctor, body.appReqId);
    return { status: 1 as const, message: messages.parentCallPlaced };
  });
  mountRoute(app, routes.consoleComplete, 'consoleComplete', async ({ body, doctor }) => {
    await service.complete(doctor, body.appReqId);
    return { status: 1 as const, message: messages.consultationCompleted };
  });
  mountRoute(app, routes.consoleMarkNoShow, 'consoleMarkNoShow', async ({ body, doctor }) => {
    await service.markNoShow(doctor, body.appReqId);
    return { status: 1 as const, message: messages.consultationNoShowMarked };
  });
  mountRoute(app, routes.consoleWritePrescription, 'consoleWritePrescription', async ({ body, doctor }) => ({
    status: 1 as const,
    ...(await service.writePrescription(doctor, body)),
  }));
  mountRoute(app, routes.consolePermittedMedicines, 'consolePermittedMedicines', async ({ query, doctor }) => ({
    status: 1 as const,
    data: await service.permittedMedicines(doctor, Number(query.appReqId), query.seenInPerson === 'true'),
  }));
  // The on-duty queue (decision 0038).
  mountRoute(app, routes.consoleSetDuty, 'consoleSetDuty', async ({ body, doctor }) =>
    dutyAnswer(await service.setDuty(doctor, body)),
  );
  mountRoute(app, routes.consoleHeartbeat, 'consoleHeartbeat', async ({ doctor }) =>
    dutyAnswer(await service.heartbeat(doctor)),
  );
  mountRoute(app, routes.consoleQueue, 'consoleQueue', async ({ doctor }) => {
    const { now, duty, waiting, averageMinutes } = await service.queue(doctor);
    return {
      ...dutyAnswer({ now, duty }),
      waiting: waiting.map((p) => queueEntryOnWire(p, now)),
      averageMinutes,
    };
  });
  mountRoute(app, routes.consoleTakeNext, 'consoleTakeNext', async ({ doctor }) => ({
    status: 1 as const,
    message: messages.queueTaken,
    ...(await service.takeNext(doctor)),
  }));
}
