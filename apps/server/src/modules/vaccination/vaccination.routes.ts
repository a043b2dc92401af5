import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../lib/route';
import type { VaccinationService } from './vaccination.service';
import { toMarkedResponse, toVaccineResponse } from './vaccination.wire';

/** Vaccinations; a dose taken is saved through the tracker's notification call. */
export function vaccinationRoutes(app: FastifyInstance, { vaccination }: { vaccination: VaccinationService }) {
  mountRoute(app, routes.getVaccineDetail, 'getVaccineDetail', async ({ query, session }) =>
    toVaccineResponse(await vaccination.vaccineDetail(session, query.memberId)),
  );
  mountRoute(app, routes.markEarlierVaccines, 'markEarlierVaccines', async ({ body, session }) =>
    toMarkedResponse(await vaccination.markEarlierDoses(session, body)),
  );
}
