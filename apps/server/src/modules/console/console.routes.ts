import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import * as auth from './console.auth';
import * as service from './console.service';

/** The doctor's console (issue 6): sign-in by OTP, the day's consultations and their actions. */
export function consoleRoutes(app: FastifyInstance, deps: service.ConsoleDeps & auth.ConsoleAuthDeps) {
  mountRoute(app, routes.consoleRequestOtp, 'consoleRequestOtp', async ({ body, request }) =>
    auth.requestDoctorOtp(deps, body, request.ip),
  );
  mountRoute(app, routes.consoleVerifyOtp, 'consoleVerifyOtp', async ({ body }) => auth.verifyDoctorOtp(deps, body));
  mountRoute(app, routes.consoleMe, 'consoleMe', async ({ doctor }) => auth.me(doctor));
  mountRoute(app, routes.consoleLogout, 'consoleLogout', async ({ doctor }) => auth.logoutDoctor(deps, doctor));
  mountRoute(app, routes.consoleConsultations, 'consoleConsultations', async ({ doctor }) =>
    service.listConsultations(deps, doctor),
  );
  mountRoute(app, routes.consoleStartVideo, 'consoleStartVideo', async ({ body, doctor }) =>
    service.startVideo(deps, doctor, body.appReqId),
  );
  mountRoute(app, routes.consoleCallParent, 'consoleCallParent', async ({ body, doctor }) =>
    service.callParent(deps, doctor, body.appReqId),
  );
  mountRoute(app, routes.consoleComplete, 'consoleComplete', async ({ body, doctor }) =>
    service.complete(deps, doctor, body.appReqId),
  );
  mountRoute(app, routes.consoleWritePrescription, 'consoleWritePrescription', async ({ body, doctor }) =>
    service.writePrescription(deps, doctor, body),
  );
}
