import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import { operatorActor } from '../admin';
import { doctorActor } from '../console';
import type { HoursService } from './hours.service';

/** A doctor's hours: operators for any doctor in the back office, a doctor for themselves in the console. */
export function hoursRoutes(app: FastifyInstance, { hours }: { hours: HoursService }) {
  const answer = async (found: ReturnType<HoursService['doctorHours']>) => ({ status: 1 as const, hours: await found });

  mountRoute(app, routes.adminDoctorHours, 'adminDoctorHours', ({ query }) =>
    answer(hours.doctorHours(Number(query.doctorID))),
  );
  mountRoute(app, routes.adminSaveWeeklyHours, 'adminSaveWeeklyHours', ({ body, operator }) =>
    answer(hours.saveWeekly(operatorActor(operator), body.doctorID, body)),
  );
  mountRoute(app, routes.adminAddLeave, 'adminAddLeave', ({ body, operator }) =>
    answer(hours.addLeave(operatorActor(operator), body.doctorID, body)),
  );
  mountRoute(app, routes.adminAddExtraHours, 'adminAddExtraHours', ({ body, operator }) =>
    answer(hours.addExtraHours(operatorActor(operator), body.doctorID, body)),
  );
  mountRoute(app, routes.adminRemoveExtraHours, 'adminRemoveExtraHours', ({ body, operator }) =>
    answer(hours.removeExtraHours(operatorActor(operator), body.extraHoursID)),
  );
  mountRoute(app, routes.adminAddHoliday, 'adminAddHoliday', async ({ body, operator }) => {
    await hours.addHoliday(operatorActor(operator), body.clinicID, body);
    return { status: 1 as const, message: messages.holidayAdded };
  });
  mountRoute(app, routes.adminRemoveDayOff, 'adminRemoveDayOff', async ({ body, operator }) => {
    await hours.removeDayOff(operatorActor(operator), body.dayOffID);
    return { status: 1 as const, message: messages.dayOffRemoved };
  });

  mountRoute(app, routes.consoleMyHours, 'consoleMyHours', ({ doctor }) => answer(hours.doctorHours(doctor.doctor.id)));
  mountRoute(app, routes.consoleSaveMyHours, 'consoleSaveMyHours', ({ body, doctor }) =>
    answer(hours.saveWeekly(doctorActor(doctor), doctor.doctor.id, body)),
  );
  mountRoute(app, routes.consoleTakeLeave, 'consoleTakeLeave', ({ body, doctor }) =>
    answer(hours.addLeave(doctorActor(doctor), doctor.doctor.id, body)),
  );
  mountRoute(app, routes.consoleCancelLeave, 'consoleCancelLeave', async ({ body, doctor }) => {
    await hours.removeDayOff(doctorActor(doctor), body.dayOffID, doctor.doctor.id);
    return answer(hours.doctorHours(doctor.doctor.id));
  });
}
