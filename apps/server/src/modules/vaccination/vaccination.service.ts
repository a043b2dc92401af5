import { daysBetween } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { VACCINE_CATEGORIES, type VaccinationRecordUpdate, type VaccineItem } from '@app/contract/schemas/vaccination';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { FileStorage } from '../../providers/storage';
import type { Session } from '../auth';
import { memberForCall } from '../members';
import { checkedUpload, deleteUpload, mustEdit, rightsOf, signedFileLink, storeUpload } from '../tracker';
import { currentCategory, dueDates, dueStatus, tooFarAhead } from './schedule';
import * as repo from './vaccination.repo';

export interface VaccinationDeps {
  db: Db;
  now: () => Date;
  config: Config;
  storage: FileStorage;
}

type Category = (typeof VACCINE_CATEGORIES)[number];
const SCHEDULE_NAMES = { IAP: 'IAP 2020-21 with 2023 updates', UIP: 'National Immunization Schedule (UIP)' } as const;
const isCategory = (c: string): c is Category => (VACCINE_CATEGORIES as readonly string[]).includes(c);

/** App/GetVaccineDetail: the schedule with each dose's due date for this child, and the records. */
export async function vaccineDetail(deps: VaccinationDeps, session: Session, patientId: string) {
  const member = await memberForCall(deps, session, patientId);
  const rights = await rightsOf(deps, session);
  const today = localDate(deps.now(), CLINIC_TIME_ZONE);
  const schedule = deps.config.VACCINATION_SCHEDULE;
  const [doses, records] = await Promise.all([repo.dosesOf(deps.db, schedule), repo.recordsOf(deps.db, member.userID)]);
  const recordOf = new Map(records.map((r) => [r.doseId, r]));
  const dob = member.dateOfBirth;
  const due = dob
    ? dueDates(doses, dob, new Map(records.map((r) => [r.doseId, r.takenOn])))
    : new Map<number, string>();
  const now = deps.now();
  const data: VaccineItem[] = doses
    .filter((d) => isCategory(d.category))
    .map((d) => {
      const record = recordOf.get(d.id);
      const dueOn = due.get(d.id) ?? null;
      return {
        vaccineId: d.id,
        VaccineName: d.vaccine,
        FullName: d.fullName,
        Dose: d.doseLabel,
        strDose: `${d.vaccine}: ${d.doseLabel}`,
        DueTime: d.category as Category,
        DueStatus: dueStatus(dueOn, record?.takenOn, today),
        DueOn: dueOn,
        TakenOn: record?.takenOn ?? null,
        ProtectAgainst: d.protectsAgainst,
        ToBeGiven: d.toBeGiven,
        ImportantInfo: d.conditional ? `${d.info} ${d.conditional}.` : d.info,
        notes: record?.notes ?? '',
        fileName: record?.uploadId ? signedFileLink(deps.config.SERVER_SECRET, record.uploadId, now) : null,
        canRecord: rights.canEdit && dueOn !== null && !tooFarAhead(dueOn, today),
      };
    });
  const present = new Set(data.map((v) => v.DueTime));
  const ageDays = dob ? daysBetween(dob, today) : null;
  const category = ageDays === null ? null : currentCategory(doses, ageDays);
  return {
    status: 1 as const,
    data,
    categories: VACCINE_CATEGORIES.filter((c) => present.has(c)),
    patientCategory: category && isCategory(category) ? category : null,
    schedule: SCHEDULE_NAMES[schedule],
    dateOfBirth: dob,
    canEdit: rights.canEdit,
    notice: !rights.registered ? messages.guestVaccinations : !rights.planActive ? messages.noActivePlanWrite : null,
  };
}

/**
 * ModifyNotificationUserStatus (type 'Vaccination'): the taken date is required, not in the future,
 * not before birth; a dose due more than 3 days from today cannot be recorded yet (spec §5). The
 * vaccine tag photo is optional and checked like every upload (images only here).
 */
export async function recordVaccination(
  deps: VaccinationDeps,
  session: Session,
  body: z.output<typeof VaccinationRecordUpdate>,
) {
  const member = await mustEdit(deps, session, body.patientId, messages.guestVaccinations);
  const dose = await repo.doseById(deps.db, body.webRecordId);
  if (!dose) throw notFound(messages.vaccineUnknown);
  const today = localDate(deps.now(), CLINIC_TIME_ZONE);
  if (body.achievedDate > today) throw badRequest(messages.takenDateFuture, 'achievedDate');
  if (member.dateOfBirth && body.achievedDate < member.dateOfBirth)
    throw badRequest(messages.takenDateBeforeBirth, 'achievedDate');
  if (member.dateOfBirth) {
    const doses = await repo.dosesOf(deps.db, dose.schedule);
    const records = await repo.recordsOf(deps.db, member.userID);
    const dueOn = dueDates(doses, member.dateOfBirth, new Map(records.map((r) => [r.doseId, r.takenOn]))).get(dose.id);
    if (dueOn && tooFarAhead(dueOn, today)) throw badRequest(messages.upcomingDateTooFar, 'webRecordId');
  }
  const previous = await repo.recordOf(deps.db, member.userID, dose.id);
  const now = deps.now();
  const row = { memberId: member.userID, doseId: dose.id, takenOn: body.achievedDate, notes: body.notes, now };
  if (!body.fileContent) {
    await repo.saveRecord(deps.db, row);
    return { status: 1 as const, message: messages.vaccinationSaved };
  }
  const file = await checkedUpload(body.fileContent, body.fileSize, {
    video: false,
    notAccepted: messages.uploadNotImage,
  });
  await storeUpload(
    deps,
    {
      ...file,
      fileName: body.fileName ?? `vaccine-tag.${file.ext}`,
      accountId: session.account.accountId,
      memberId: member.userID,
    },
    async (tx, uploadId) => {
      await repo.saveRecord(tx, { ...row, uploadId });
      if (previous?.uploadId) await deleteUpload(tx, previous.uploadId);
    },
  );
  if (previous?.storageKey) await deps.storage.delete(previous.storageKey).catch(() => {});
  return { status: 1 as const, message: messages.vaccinationSaved };
}
