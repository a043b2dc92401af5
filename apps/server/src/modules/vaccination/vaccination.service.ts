import { daysBetween } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import {
  type MarkEarlierDosesIn,
  VACCINE_CATEGORIES,
  type VaccinationRecordIn,
} from '@app/contract/schemas/vaccination';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { Session } from '../auth';
import type { MembersService } from '../members';
import type { TrackerService } from '../tracker';
import { chipsOf, currentCategory, dueDates, dueStatus, seasonPassed, tooFarAhead } from './schedule';
import * as repo from './vaccination.repo';

export interface VaccinationServiceDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'VACCINATION_SCHEDULE'>;
  members: Pick<MembersService, 'memberForCall'>;
  /** The tracker owns plans and uploads: who may record, and the tag photo's storage. */
  tracker: Pick<
    TrackerService,
    'rightsOf' | 'mustEdit' | 'checkedUpload' | 'storeUpload' | 'deleteUpload' | 'discardFile' | 'fileLink'
  >;
}

export type Category = (typeof VACCINE_CATEGORIES)[number];
const SCHEDULE_NAMES = { IAP: 'IAP 2020-21 with 2023 updates', UIP: 'National Immunization Schedule (UIP)' } as const;
const isCategory = (c: string): c is Category => (VACCINE_CATEGORIES as readonly string[]).includes(c);

export function vaccinationServiceFactory(deps: VaccinationServiceDeps) {
  /** App/GetVaccineDetail: the schedule with each dose's due date for this child, and the records. */
  async function vaccineDetail(session: Session, memberIdText: string) {
    const member = await deps.members.memberForCall(session, memberIdText);
    const rights = await deps.tracker.rightsOf(member);
    const today = localDate(deps.now(), CLINIC_TIME_ZONE);
    const schedule = deps.config.VACCINATION_SCHEDULE;
    const [doses, records] = await Promise.all([
      repo.dosesOf(deps.db, schedule),
      repo.recordsOf(deps.db, member.memberId),
    ]);
    const recordOf = new Map(records.map((r) => [r.doseId, r]));
    const dob = member.dateOfBirth;
    const due = dob
      ? dueDates(doses, dob, new Map(records.map((r) => [r.doseId, r.takenOn])))
      : new Map<number, string>();
    const scheduled = doses
      .filter((d) => isCategory(d.category))
      .map((d) => {
        const record = recordOf.get(d.id);
        const dueOn = due.get(d.id) ?? null;
        return {
          dose: { ...d, category: d.category as Category },
          dueStatus: dueStatus(dueOn, record?.takenOn, today),
          seasonPassed: seasonPassed(d, dob, record?.takenOn, today),
          dueOn,
          takenOn: record?.takenOn ?? null,
          notes: record?.notes ?? '',
          tagPhoto: record?.uploadId ? deps.tracker.fileLink(record.uploadId) : null,
          canRecord: rights.canEdit && dueOn !== null && !tooFarAhead(dueOn, today),
          reportedByParent: record?.reportedByParent ?? false,
        };
      });
    const ageDays = dob ? daysBetween(dob, today) : null;
    const category = ageDays === null ? null : currentCategory(doses, ageDays);
    return {
      doses: scheduled,
      categories: chipsOf(doses).filter(isCategory),
      memberCategory: category && isCategory(category) ? category : null,
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
  async function recordVaccination(session: Session, input: VaccinationRecordIn): Promise<void> {
    const member = await deps.tracker.mustEdit(session, input.memberId, messages.guestVaccinations);
    const dose = await repo.doseById(deps.db, input.doseId);
    if (!dose) throw notFound(messages.vaccineUnknown);
    const today = localDate(deps.now(), CLINIC_TIME_ZONE);
    if (input.takenOn > today) throw badRequest(messages.takenDateFuture, 'achievedDate');
    if (member.dateOfBirth && input.takenOn < member.dateOfBirth)
      throw badRequest(messages.takenDateBeforeBirth, 'achievedDate');
    if (member.dateOfBirth) {
      const doses = await repo.dosesOf(deps.db, dose.schedule);
      const records = await repo.recordsOf(deps.db, member.memberId);
      const dueOn = dueDates(doses, member.dateOfBirth, new Map(records.map((r) => [r.doseId, r.takenOn]))).get(
        dose.id,
      );
      if (dueOn && tooFarAhead(dueOn, today)) throw badRequest(messages.upcomingDateTooFar, 'webRecordId');
    }
    const previous = await repo.recordOf(deps.db, member.memberId, dose.id);
    const row = {
      memberId: member.memberId,
      doseId: dose.id,
      takenOn: input.takenOn,
      notes: input.notes,
      now: deps.now(),
    };
    if (!input.tagPhoto) {
      await repo.saveRecord(deps.db, row);
      return;
    }
    const file = await deps.tracker.checkedUpload(input.tagPhoto.content, input.tagPhoto.size, {
      video: false,
      notAccepted: messages.uploadNotImage,
    });
    await deps.tracker.storeUpload(
      {
        ...file,
        fileName: input.tagPhoto.name ?? `vaccine-tag.${file.ext}`,
        accountId: member.accountId,
        memberId: member.memberId,
      },
      async (tx, uploadId) => {
        await repo.saveRecord(tx, { ...row, uploadId });
        if (previous?.uploadId) await deps.tracker.deleteUpload(tx, previous.uploadId);
      },
    );
    if (previous?.storageKey) await deps.tracker.discardFile(previous.storageKey);
  }

  /**
   * Earlier doses marked as given with one date (ours): the same rights as one dose's SAVE, the
   * same date rules, every dose of the schedule in use and already due (within the 3 days), a
   * dose whose season has passed too (a parent who did give it);
   * nothing is written unless all pass. Recorded as reported by the parent; a dose that already
   * has a record keeps it, so a replay adds nothing.
   */
  async function markEarlierDoses(session: Session, input: MarkEarlierDosesIn) {
    const member = await deps.tracker.mustEdit(session, input.memberId, messages.guestVaccinations);
    const dob = member.dateOfBirth;
    if (!dob) throw badRequest(messages.dobMissingForDueDates, 'patientId');
    const today = localDate(deps.now(), CLINIC_TIME_ZONE);
    if (input.takenOn > today) throw badRequest(messages.takenDateFuture, 'takenOn');
    if (input.takenOn < dob) throw badRequest(messages.takenDateBeforeBirth, 'takenOn');
    const doses = await repo.dosesOf(deps.db, deps.config.VACCINATION_SCHEDULE);
    const byId = new Map(doses.map((d) => [d.id, d]));
    const records = await repo.recordsOf(deps.db, member.memberId);
    const due = dueDates(doses, dob, new Map(records.map((r) => [r.doseId, r.takenOn])));
    for (const id of input.doseIds) {
      const dose = byId.get(id);
      if (!dose) throw notFound(messages.vaccineUnknown);
      const dueOn = due.get(id);
      if (dueOn && tooFarAhead(dueOn, today))
        throw badRequest(messages.earlierDoseNotDue(`${dose.vaccine} (${dose.doseLabel})`), 'vaccineIds');
    }
    const marked = await deps.db.transaction((tx) =>
      repo.saveReported(tx, {
        memberId: member.memberId,
        doseIds: input.doseIds,
        takenOn: input.takenOn,
        now: deps.now(),
      }),
    );
    return { marked: marked.length };
  }

  return {
    vaccineDetail,
    recordVaccination,
    markEarlierDoses,
    /** The doses recorded for the account's members, for the parent's copy of their data. */
    personalDataOf: (accountId: number) => repo.recordsOfAccount(deps.db, accountId),
    /** Erasure, in its transaction (the photos are the tracker's uploads, erased there). */
    erasePersonalData: (tx: Db, accountId: number) => repo.eraseOfAccount(tx, accountId),
  };
}
export type VaccinationService = ReturnType<typeof vaccinationServiceFactory>;
