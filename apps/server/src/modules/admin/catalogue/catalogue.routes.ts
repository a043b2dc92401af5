import { CONSULT_TYPES, LANGUAGES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { paths } from '@app/contract/paths';
import { routes } from '@app/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { mountRoute } from '../../../lib/route';
import { CATALOGUE_KEY, type FileStorage } from '../../../providers/storage';
import type { CatalogueService } from './catalogue.service';
import { bannerOnWire, clinicOnWire, doctorOnWire, specialityOnWire } from './catalogue.wire';
import { REGISTRATION_COUNCILS } from './registration';

/** Base64 of a 5 MB picture is under 7 MB; JSON and the other fields fit in the rest. */
const PICTURE_BODY_LIMIT = 8 * 1024 * 1024;
const saved = { status: 1 as const, message: messages.adminSaved };
const pageOf = (page: string | undefined) => (page ? Math.max(1, Number(page)) : 1);

/** The back office's catalogue: specialities, clinics, doctors, banners (decision 0051). */
export function catalogueRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; config: { DOCTOR_FEE_CEILING_RUPEES: number } },
) {
  const { specialities, clinics, doctors, banners } = deps.catalogue;
  mountRoute(app, routes.adminSpecialities, 'adminSpecialities', async () => ({
    status: 1 as const,
    data: (await specialities.specialities()).map(specialityOnWire),
  }));
  mountRoute(app, routes.adminSaveSpeciality, 'adminSaveSpeciality', async ({ body, operator }) => ({
    status: 1 as const,
    speciality: specialityOnWire(await specialities.save(operator, body)),
  }));
  mountRoute(app, routes.adminRetireSpeciality, 'adminRetireSpeciality', async ({ body, operator }) => {
    await specialities.retire(operator, body.specialityID);
    return { status: 1 as const, message: messages.adminSpecialityRetired };
  });
  mountRoute(app, routes.adminClinics, 'adminClinics', async () => ({
    status: 1 as const,
    data: (await clinics.clinics()).map(clinicOnWire),
  }));
  mountRoute(app, routes.adminSaveClinic, 'adminSaveClinic', async ({ body, operator }) => ({
    status: 1 as const,
    clinic: clinicOnWire(await clinics.save(operator, body)),
  }));
  mountRoute(app, routes.adminRetireClinic, 'adminRetireClinic', async ({ body, operator }) => {
    await clinics.retire(operator, body.clinicID);
    return { status: 1 as const, message: messages.adminClinicRetired };
  });
  mountRoute(app, routes.adminDoctors, 'adminDoctors', async ({ query }) => {
    const page = pageOf(query.page);
    const found = await doctors.doctorsPage(query.search?.trim() || undefined, page);
    return { status: 1 as const, data: found.rows.map(doctorOnWire), page, pages: found.pages };
  });
  mountRoute(app, routes.adminDoctor, 'adminDoctor', async ({ query }) => ({
    status: 1 as const,
    doctor: doctorOnWire(await doctors.doctor(Number(query.doctorID))),
  }));
  mountRoute(app, routes.adminDoctorChoices, 'adminDoctorChoices', async () => ({
    status: 1 as const,
    specialities: (await specialities.specialities())
      .filter((s) => !s.retiredAt)
      .map((s) => ({ specialityID: s.id, name: s.name })),
    councils: REGISTRATION_COUNCILS.map((c) => ({ code: c.code, name: c.name, kind: c.kind, example: c.example })),
    // Emergency is never booked: parents are told to call 112.
    consultTypes: CONSULT_TYPES.filter((t) => t !== 'emergency'),
    languages: [...LANGUAGES],
    feeCeiling: deps.config.DOCTOR_FEE_CEILING_RUPEES,
  }));
  mountRoute(app, routes.adminSaveDoctor, 'adminSaveDoctor', async ({ body, operator }) => ({
    status: 1 as const,
    doctor: doctorOnWire(await doctors.saveDoctor(operator, body)),
  }));
  mountRoute(
    app,
    routes.adminDoctorPhoto,
    'adminDoctorPhoto',
    async ({ body, operator }) => ({
      status: 1 as const,
      doctor: doctorOnWire(await doctors.setPhoto(operator, body.doctorID, body.fileContent)),
    }),
    { bodyLimit: PICTURE_BODY_LIMIT },
  );
  mountRoute(app, routes.adminVerifyRegistration, 'adminVerifyRegistration', async ({ body, operator }) => ({
    status: 1 as const,
    doctor: doctorOnWire(await doctors.verifyRegistration(operator, body.doctorID)),
  }));
  mountRoute(app, routes.adminRetireDoctor, 'adminRetireDoctor', async ({ body, operator }) => {
    await doctors.retire(operator, body.doctorID);
    return { status: 1 as const, message: messages.adminDoctorRetired };
  });
  mountRoute(app, routes.adminBanners, 'adminBanners', async () => ({
    status: 1 as const,
    data: (await banners.banners()).map(bannerOnWire),
  }));
  mountRoute(
    app,
    routes.adminSaveBanner,
    'adminSaveBanner',
    async ({ body, operator }) => ({ status: 1 as const, banner: bannerOnWire(await banners.save(operator, body)) }),
    { bodyLimit: PICTURE_BODY_LIMIT },
  );
  mountRoute(app, routes.adminRetireBanner, 'adminRetireBanner', async ({ body, operator }) => {
    await banners.retire(operator, body.bannerID);
    return saved;
  });
}

const MediaQuery = z.object({
  key: z.string({ error: 'key is required.' }).regex(CATALOGUE_KEY, 'key is not a picture of ours.'),
});

/** The catalogue's pictures, public like the catalogue: immutable (a new picture gets a new key). */
export function mediaRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    paths.mediaFile,
    {
      schema: {
        operationId: 'mediaFile',
        summary: "A doctor's photo or a banner's picture, by the key the back office gave it.",
        tags: ['Media'],
        querystring: MediaQuery,
      },
    },
    async (request, reply) => {
      const bytes = await storage.get(request.query.key);
      if (!bytes) throw notFound(messages.notFound);
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(bytes));
    },
  );
}
