import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { mountRoute } from '../../lib/route';
import * as repo from './catalog.repo';
import * as catalog from './catalog.service';

export function catalogRoutes(app: FastifyInstance, deps: catalog.CatalogDeps) {
  mountRoute(app, routes.getAllDoctorEntity, 'getAllDoctorEntity', async () => ({
    status: 1 as const,
    data: await repo.listDoctorNames(deps.db),
  }));
  mountRoute(app, routes.getClinicInfoEntityWise, 'getClinicInfoEntityWise', async () => ({
    status: 1 as const,
    data: await repo.listClinics(deps.db),
  }));
  mountRoute(app, routes.getSpecialityInfo, 'getSpecialityInfo', async () => ({
    status: 1 as const,
    data: await repo.listSpecialities(deps.db),
  }));
  mountRoute(app, routes.getAllDoctorSlot, 'getAllDoctorSlot', ({ query }) => catalog.doctorSlots(deps, query));
  mountRoute(app, routes.getAllSlot, 'getAllSlot', async ({ query }) => ({
    status: 1 as const,
    data: await catalog.allSlots(deps, query),
  }));
  mountRoute(app, routes.getAllSlotTime, 'getAllSlotTime', async ({ query }) => ({
    status: 1 as const,
    data: catalog.slotTimes(deps, query.dt),
  }));
  mountRoute(app, routes.getAllDisplayTextType, 'getAllDisplayTextType', async ({ query }) => ({
    status: 1 as const,
    data: await catalog.displayTexts(deps, query.type),
  }));
  mountRoute(app, routes.getDoctorProfile, 'getDoctorProfile', async ({ query }) => {
    const d = await repo.findDoctor(deps.db, Number(query.doctorId));
    if (!d) throw badRequest(messages.doctorUnknown, 'doctorId');
    return {
      status: 1 as const,
      data: {
        doctorID: d.id,
        doctorName: d.name,
        gender: d.gender,
        imagePath: d.imagePath ?? '',
        speciality: d.speciality,
        experience: d.experienceYears,
        qualification: d.qualification,
        registrationNumber: d.registrationNumber,
        languages: d.languages,
        Types: d.consultTypes.map((appointmenttype) => ({ appointmenttype })),
        netFees: d.feePaise / 100,
        bio: d.bio,
      },
    };
  });
  mountRoute(app, routes.getDocSlotFollowupValidation, 'getDocSlotFollowupValidation', async ({ query, session }) =>
    catalog.followupEligibility(deps, session, query.patientID, Number(query.doctorId)),
  );
}
