import { messages } from '@app/contract/messages';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import { mountRoute, PreSerialized } from '../../lib/route';
import type { CatalogService } from './catalog.service';
import { listingJson, toDoctorProfile, toSlotTime } from './catalog.wire';

export function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  mountRoute(app, routes.getAllDoctorEntity, 'getAllDoctorEntity', async () => ({
    status: 1 as const,
    data: await catalog.doctors(),
  }));
  mountRoute(app, routes.getClinicInfoEntityWise, 'getClinicInfoEntityWise', async () => ({
    status: 1 as const,
    data: (await catalog.clinics()).map((c) => ({ id: c.id, name: c.name, clinicAddress: c.address })),
  }));
  mountRoute(app, routes.getSpecialityInfo, 'getSpecialityInfo', async () => ({
    status: 1 as const,
    data: await catalog.specialities(),
  }));
  mountRoute(app, routes.getAllDoctorSlot, 'getAllDoctorSlot', async ({ query, session }) =>
    PreSerialized.ascii(listingJson(await catalog.doctorSlots(query, session))),
  );
  mountRoute(app, routes.getAllSlot, 'getAllSlot', async ({ query }) => ({
    status: 1 as const,
    data: (await catalog.allSlots(query)).map(toSlotTime),
  }));
  mountRoute(app, routes.getAllSlotTime, 'getAllSlotTime', async ({ query }) => ({
    status: 1 as const,
    data: catalog.slotTimes(query.date).map(toSlotTime),
  }));
  mountRoute(app, routes.getAllDisplayTextType, 'getAllDisplayTextType', async ({ query }) => ({
    status: 1 as const,
    data: (await catalog.displayTexts(query.type)).map((t) => ({ Para1: t.para1, Para2: t.para2 })),
  }));
  mountRoute(app, routes.getDoctorProfile, 'getDoctorProfile', async ({ query }) => ({
    status: 1 as const,
    data: toDoctorProfile(await catalog.doctorProfile(query.doctorId)),
  }));
  // Eligibility is an answer, not an error: status 0 with the reason when not eligible.
  mountRoute(app, routes.getDocSlotFollowupValidation, 'getDocSlotFollowupValidation', async ({ query, session }) =>
    (await catalog.followupEligible(session, query.memberId, query.doctorId))
      ? { status: 1 as const, message: messages.followupEligible }
      : { status: 0 as const, message: messages.followupNotEligible },
  );
}
