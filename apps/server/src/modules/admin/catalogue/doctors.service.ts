import type { ConsultType } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import type { SaveDoctorRequest } from '@app/contract/schemas/adminCatalogue';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { recordChange } from '../../audit';
import { phoneOrThrow } from '../../auth';
import { type OperatorSession, operatorActor } from '../admin.auth';
import * as catalogue from './catalogue.repo';
import { type CatalogueDeps, refuseWhileUpcoming } from './catalogueDeps';
import * as repo from './doctors.repo';
import { storePhoto } from './pictures';
import { checkRegistration } from './registration';

/**
 * The back office's doctors (decision 0051): added and edited with their registration checked in
 * form, made bookable only when an operator verifies the number with the council, retired (never
 * deleted) once nothing upcoming depends on them. Every change writes its audit record in the
 * same transaction.
 */

/** The registration as the form gave it, checked against its body's form; the normalised number. */
function checkedRegistration(req: SaveDoctorRequest) {
  const checked = checkRegistration(req.professionalKind, req.council, req.registrationNumber);
  if (checked.ok) return { council: checked.council.code, number: checked.number };
  if (checked.problem === 'unknownCouncil') throw badRequest(messages.adminUnknownCouncil, 'council');
  const council = checked.council?.name ?? req.council;
  if (checked.problem === 'councilNotForKind')
    throw badRequest(messages.adminCouncilNotForKind(council, req.professionalKind), 'council');
  throw badRequest(messages.adminBadRegistration(council, checked.council?.example ?? ''), 'registrationNumber');
}

/** The fees of their own (paise), for consult types the doctor offers, under the ceiling; never a follow up's. */
function checkedFeesByType(req: SaveDoctorRequest, ceiling: number) {
  const fees: Partial<Record<ConsultType, number>> = {};
  for (const [type, rupees] of Object.entries(req.feesByType ?? {}) as [ConsultType, number][]) {
    if (type === 'follow up') throw badRequest(messages.adminFollowUpFree, 'feesByType');
    if (!req.consultTypes.includes(type)) throw badRequest(messages.adminFeeTypeNotOffered(type), 'feesByType');
    if (rupees > ceiling) throw badRequest(messages.adminFeeTooHigh(ceiling), 'feesByType');
    fees[type] = rupees * 100;
  }
  return fees;
}

async function saveDoctor(deps: CatalogueDeps, session: OperatorSession, req: SaveDoctorRequest) {
  if (req.fee > deps.config.DOCTOR_FEE_CEILING_RUPEES)
    throw badRequest(messages.adminFeeTooHigh(deps.config.DOCTOR_FEE_CEILING_RUPEES), 'fee');
  const feePaiseByType = checkedFeesByType(req, deps.config.DOCTOR_FEE_CEILING_RUPEES);
  const registration = checkedRegistration(req);
  const phoneE164 =
    req.mobileCode || req.mobileNumber ? phoneOrThrow(req.mobileCode ?? '', req.mobileNumber ?? '').e164 : null;
  const fields: repo.DoctorFields = {
    name: req.name,
    gender: req.gender,
    professionalKind: req.professionalKind,
    specialityId: req.specialityID,
    qualification: req.qualification,
    experienceYears: req.experience,
    languages: [...req.languages],
    consultTypes: [...req.consultTypes],
    feePaise: req.fee * 100,
    feePaiseByType,
    council: registration.council,
    registrationNumber: registration.number,
    phoneE164,
    bio: req.bio?.trim() ?? '',
  };
  return deps.db.transaction(async (tx) => {
    const before = req.doctorID === undefined ? undefined : await repo.doctorById(tx, req.doctorID, true);
    if (req.doctorID !== undefined && !before) throw notFound(messages.adminDoctorNotFound);
    if (before?.retiredAt) throw conflict(messages.adminRetiredUnchanged);
    const speciality = await catalogue.specialityById(tx, req.specialityID);
    // A retired speciality stays on the doctors who had it, but is given to nobody new.
    if (!speciality || (speciality.retiredAt && speciality.id !== before?.specialityId))
      throw badRequest(messages.adminSpecialityNotFound, 'specialityID');
    if (await repo.registrationHolder(tx, registration.council, registration.number, before?.id))
      throw conflict(messages.adminRegistrationTaken);
    if (phoneE164 && (await repo.phoneHolder(tx, phoneE164, before?.id)))
      throw conflict(messages.adminDoctorPhoneTaken);
    let id: number;
    if (before) {
      id = before.id;
      const changed = before.council !== registration.council || before.registrationNumber !== registration.number;
      await repo.updateDoctor(tx, id, fields, changed);
    } else {
      id = await repo.insertDoctor(tx, fields);
    }
    const after = await repo.doctorById(tx, id);
    await recordChange(tx, operatorActor(session), deps.now(), {
      action: before ? 'doctor.updated' : 'doctor.created',
      entity: 'doctor',
      entityId: id,
      before,
      after,
    });
    return after as repo.AdminDoctorRow;
  });
}

/** One step on a serving doctor, locked, with its audit record: the doctor as it is after. */
async function changeDoctor(
  deps: CatalogueDeps,
  session: OperatorSession,
  doctorId: number,
  action: string,
  step: (tx: Db, doctor: repo.AdminDoctorRow) => Promise<unknown>,
) {
  return deps.db.transaction(async (tx) => {
    const before = await repo.doctorById(tx, doctorId, true);
    if (!before) throw notFound(messages.adminDoctorNotFound);
    if (before.retiredAt) throw conflict(messages.adminRetiredUnchanged);
    await step(tx, before);
    const after = (await repo.doctorById(tx, doctorId)) as repo.AdminDoctorRow;
    await recordChange(tx, operatorActor(session), deps.now(), {
      action,
      entity: 'doctor',
      entityId: doctorId,
      before,
      after,
    });
    return after;
  });
}

export function doctorsSide(deps: CatalogueDeps) {
  return {
    doctorsPage: (search: string | undefined, page: number) => repo.doctorsPage(deps.db, search, page),
    async doctor(id: number) {
      const row = await repo.doctorById(deps.db, id);
      if (!row) throw notFound(messages.adminDoctorNotFound);
      return row;
    },
    saveDoctor: (session: OperatorSession, req: SaveDoctorRequest) => saveDoctor(deps, session, req),
    /** Checks the picture, stores its sizes, then points the doctor at them. */
    async setPhoto(session: OperatorSession, doctorId: number, fileContent: string) {
      const imagePath = await storePhoto(deps.storage, fileContent);
      return changeDoctor(deps, session, doctorId, 'doctor.photo', (tx) =>
        repo.setDoctorPhoto(tx, doctorId, imagePath),
      );
    },
    verifyRegistration: (session: OperatorSession, doctorId: number) =>
      changeDoctor(deps, session, doctorId, 'doctor.verified', async (tx, doctor) => {
        if (doctor.verifiedAt) throw conflict(messages.adminAlreadyVerified);
        await repo.markVerified(tx, doctorId, session.operator.id, deps.now());
      }),
    /** Refused (409, listing them) while the doctor has upcoming consultations. */
    retire: (session: OperatorSession, doctorId: number) =>
      changeDoctor(deps, session, doctorId, 'doctor.retired', async (tx, doctor) => {
        await refuseWhileUpcoming(deps, tx, { doctorId }, doctor.displayName);
        await repo.retireDoctor(tx, doctorId, deps.now());
      }),
  };
}
