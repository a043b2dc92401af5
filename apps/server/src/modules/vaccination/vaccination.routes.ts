import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import * as vaccination from './vaccination.service';

/** Vaccinations (issue 9); the vaccination record is saved through the tracker's call. */
export function vaccinationRoutes(app: FastifyInstance, deps: vaccination.VaccinationDeps) {
  mountRoute(app, routes.getVaccineDetail, 'getVaccineDetail', async ({ query, session }) =>
    vaccination.vaccineDetail(deps, session, query.patientId),
  );
}
