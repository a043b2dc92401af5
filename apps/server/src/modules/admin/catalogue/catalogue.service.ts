import { messages } from '@app/contract/messages';
import type { SaveBannerRequest, SaveClinicRequest, SaveSpecialityRequest } from '@app/contract/schemas/adminCatalogue';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { type Change, recordChange } from '../../audit';
import { type OperatorSession, operatorActor } from '../admin.auth';
import * as repo from './catalogue.repo';
import { type CatalogueDeps, refuseWhileUpcoming } from './catalogueDeps';
import { doctorsSide } from './doctors.service';
import { storeBanner } from './pictures';

/**
 * The back office's catalogue (decision 0051): specialities, clinics, doctors and banners. Each
 * change runs in one transaction with its audit record; nothing consultations refer to is deleted.
 */

/** Runs `step` in a transaction and records what it changed there. */
async function audited<T>(
  deps: CatalogueDeps,
  session: OperatorSession,
  step: (tx: Db) => Promise<{ result: T; change: Change }>,
) {
  return deps.db.transaction(async (tx) => {
    const { result, change } = await step(tx);
    await recordChange(tx, operatorActor(session), deps.now(), change);
    return result;
  });
}

function specialitiesSide(deps: CatalogueDeps) {
  return {
    specialities: () => repo.specialitiesWithDoctors(deps.db),
    save: (session: OperatorSession, req: z.output<typeof SaveSpecialityRequest>) =>
      audited(deps, session, async (tx) => {
        const holder = await repo.specialityNamed(tx, req.name);
        if (holder !== undefined && holder !== req.specialityID) throw conflict(messages.adminSpecialityExists);
        const before = req.specialityID === undefined ? undefined : await repo.specialityById(tx, req.specialityID);
        if (req.specialityID !== undefined && !before) throw notFound(messages.adminSpecialityNotFound);
        if (before?.retiredAt) throw conflict(messages.adminRetiredUnchanged);
        const id = before ? before.id : await repo.insertSpeciality(tx, req.name);
        if (before) await repo.renameSpeciality(tx, id, req.name);
        const after = (await repo.specialityById(tx, id)) as repo.SpecialityRow;
        const action = before ? 'speciality.renamed' : 'speciality.created';
        return { result: after, change: { action, entity: 'speciality', entityId: id, before, after } };
      }),
    /** Refused while serving doctors have it: the operator gives them another first. */
    retire: (session: OperatorSession, id: number) =>
      audited(deps, session, async (tx) => {
        const before = await repo.specialityById(tx, id);
        if (!before) throw notFound(messages.adminSpecialityNotFound);
        if (before.retiredAt) throw conflict(messages.adminAlreadyRetired);
        if (before.doctors > 0) {
          const names = (await repo.doctorsWithSpeciality(tx, id, 5)).map((d) => d.name);
          throw conflict(messages.adminSpecialityInUse(names, before.doctors - names.length));
        }
        await repo.retireSpeciality(tx, id, deps.now());
        const after = await repo.specialityById(tx, id);
        return {
          result: undefined,
          change: { action: 'speciality.retired', entity: 'speciality', entityId: id, before, after },
        };
      }),
  };
}

function clinicsSide(deps: CatalogueDeps) {
  return {
    clinics: () => repo.listClinics(deps.db),
    save: (session: OperatorSession, req: z.output<typeof SaveClinicRequest>) =>
      audited(deps, session, async (tx) => {
        const fields = { name: req.name, address: req.address, timeZone: req.timeZone };
        const before = req.clinicID === undefined ? undefined : await repo.clinicById(tx, req.clinicID);
        if (req.clinicID !== undefined && !before) throw notFound(messages.adminClinicNotFound);
        if (before?.retiredAt) throw conflict(messages.adminRetiredUnchanged);
        const id = before ? before.id : await repo.insertClinic(tx, fields);
        if (before) await repo.updateClinic(tx, id, fields);
        const after = (await repo.clinicById(tx, id)) as repo.ClinicRow;
        const action = before ? 'clinic.updated' : 'clinic.created';
        return { result: after, change: { action, entity: 'clinic', entityId: id, before, after } };
      }),
    /** Refused (409, listing them) while consultations are upcoming there. */
    retire: (session: OperatorSession, id: number) =>
      audited(deps, session, async (tx) => {
        const before = await repo.clinicById(tx, id);
        if (!before) throw notFound(messages.adminClinicNotFound);
        if (before.retiredAt) throw conflict(messages.adminAlreadyRetired);
        await refuseWhileUpcoming(deps, tx, { clinicId: id }, before.name);
        await repo.retireClinic(tx, id, deps.now());
        const after = await repo.clinicById(tx, id);
        return {
          result: undefined,
          change: { action: 'clinic.retired', entity: 'clinic', entityId: id, before, after },
        };
      }),
  };
}

function bannersSide(deps: CatalogueDeps) {
  return {
    banners: () => repo.listBanners(deps.db),
    /** The picture is stored first; a refused save leaves an unreferenced file, never a banner without one. */
    async save(session: OperatorSession, req: z.output<typeof SaveBannerRequest>) {
      if (req.bannerID === undefined && !req.fileContent)
        throw badRequest(messages.adminBannerImageNeeded, 'fileContent');
      const picture = req.fileContent ? await storeBanner(deps.storage, req.fileContent) : undefined;
      return audited(deps, session, async (tx) => {
        const fields = {
          type: req.type,
          alt: req.alt,
          sortOrder: req.order,
          ...(picture ? { imageUrl: picture.url, storageKey: picture.key } : {}),
        };
        const before = req.bannerID === undefined ? undefined : await repo.bannerById(tx, req.bannerID);
        if (req.bannerID !== undefined && !before) throw notFound(messages.adminBannerNotFound);
        if (before?.retiredAt) throw conflict(messages.adminRetiredUnchanged);
        const id = before ? before.id : await repo.insertBanner(tx, { ...fields, imageUrl: picture?.url ?? '' });
        if (before) await repo.updateBanner(tx, id, fields);
        const after = (await repo.bannerById(tx, id)) as repo.BannerRow;
        const action = before ? 'banner.updated' : 'banner.created';
        return { result: after, change: { action, entity: 'banner', entityId: id, before, after } };
      });
    },
    retire: (session: OperatorSession, id: number) =>
      audited(deps, session, async (tx) => {
        const before = await repo.bannerById(tx, id);
        if (!before) throw notFound(messages.adminBannerNotFound);
        if (before.retiredAt) throw conflict(messages.adminAlreadyRetired);
        await repo.retireBanner(tx, id, deps.now());
        const after = await repo.bannerById(tx, id);
        return {
          result: undefined,
          change: { action: 'banner.retired', entity: 'banner', entityId: id, before, after },
        };
      }),
  };
}

export function catalogueServiceFactory(deps: CatalogueDeps) {
  return {
    specialities: specialitiesSide(deps),
    clinics: clinicsSide(deps),
    doctors: doctorsSide(deps),
    banners: bannersSide(deps),
  };
}
export type CatalogueService = ReturnType<typeof catalogueServiceFactory>;
