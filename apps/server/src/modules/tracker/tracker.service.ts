import { CLINIC_TIME_ZONE, MILESTONE_BANDS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { GoalStatusUpdateIn, GoalUploadIn, MilestoneListQueryIn } from '@app/contract/schemas/tracker';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { FileStorage } from '../../providers/storage';
import type { Session } from '../auth';
import type { Member, MembersService } from '../members';
import type { PlansService } from '../plans';
import { bannersFor } from './banners';
import { checkFileLink, signedFileLink } from './fileLinks';
import { bandOf, childAge, dueDate, findBand, goalStatus, hasChecklist } from './milestoneRules';
import { mustEdit, rightsOf } from './rights';
import * as repo from './tracker.repo';
import { checkedUpload, type StoredFile, storeUpload } from './uploads';

export interface TrackerServiceDeps {
  db: Db;
  now: () => Date;
  config: Pick<Config, 'SERVER_SECRET'>;
  storage: FileStorage;
  log: { warn(obj: object, msg: string): void };
  members: Pick<MembersService, 'memberForCall'>;
  plans: Pick<PlansService, 'userPlans' | 'entitlement' | 'coversForTracker'>;
}

export type GoalCategoryKey = 'S' | 'L' | 'C' | 'M';
export type MediaKind = 'image' | 'video';
export const mediaKindOf = (contentType: string): MediaKind => (contentType.startsWith('video/') ? 'video' : 'image');

const bandView = (b: { fromMonth: number; toMonth: number; label: string }) => ({
  ...b,
  hasChecklist: hasChecklist(b),
});
export type BandView = ReturnType<typeof bandView>;

export function trackerServiceFactory(deps: TrackerServiceDeps) {
  const today = () => localDate(deps.now(), CLINIC_TIME_ZONE);
  const fileLink = (uploadId: number) => signedFileLink(deps.config.SERVER_SECRET, uploadId, deps.now());
  /** The bytes go after the record: a failed delete leaves an orphan file, never a broken record. */
  const discardFile = (storageKey: string) =>
    deps.storage.delete(storageKey).catch((err) => deps.log.warn({ err }, 'upload delete failed'));

  /** App/GetUserPlans: the plans module answers (the tracker only reads what they allow). */
  const userPlans = (session: Session) => deps.plans.userPlans(session);

  /** Goal/GetMilestoneListInfo: one band's milestones for the child, with due dates when allowed. */
  async function milestoneList(session: Session, q: MilestoneListQueryIn) {
    const member = await deps.members.memberForCall(session, q.memberId);
    const on = today();
    const rights = await rightsOf(deps, member);
    const age = member.dateOfBirth ? childAge(member.dateOfBirth, on, member.isPremature) : undefined;
    const currentBand = age ? bandView(bandOf(age.months)) : null;
    let band = currentBand ?? bandView(MILESTONE_BANDS[0]);
    if (q.fromMonth !== undefined || q.toMonth !== undefined) {
      const asked = findBand(q.fromMonth ?? -1, q.toMonth ?? -1);
      if (!asked) throw badRequest('fromMonth and toMonth must be one of the age bands.', 'fromMonth');
      band = bandView(asked);
    }
    const dueDatesShown = rights.canEdit && Boolean(age);
    const notice = !rights.registered
      ? messages.guestMilestones
      : !rights.planActive
        ? messages.planExtendForDueDate
        : age
          ? null
          : messages.dobMissingForDueDates;

    const [rows, observations] = await Promise.all([
      repo.milestonesIn(deps.db, band.fromMonth, band.toMonth),
      repo.observationsOf(deps.db, member.memberId),
    ]);
    const byMilestone = new Map(observations.map((o) => [o.milestoneId, o]));
    const milestones = rows.map((m) => {
      const seen = byMilestone.get(m.id);
      const due = member.dateOfBirth && age ? dueDate(member.dateOfBirth, m.ageMonths, age) : null;
      const intervention = (seen?.intervention ?? null) as -1 | 3 | 1 | null;
      return {
        milestoneId: m.id,
        text: m.text,
        category: m.category as GoalCategoryKey,
        status: goalStatus(intervention, due, on),
        dueOn: dueDatesShown ? due : null,
        achievedOn: seen?.achievedOn ?? null,
        intervention,
        notes: seen?.notes ?? '',
        attachment: seen?.uploadId ? fileLink(seen.uploadId) : null,
        attachmentKind: seen?.contentType ? mediaKindOf(seen.contentType) : null,
        ageMonths: m.ageMonths,
      };
    });
    return {
      milestones,
      ageMonths: age?.months ?? 0,
      bands: MILESTONE_BANDS.map(bandView),
      band,
      currentBand,
      correctedAge: age?.corrected ?? false,
      correctionWeeks: age?.correctionWeeks ?? 0,
      dateOfBirth: member.dateOfBirth,
      canEdit: rights.canEdit,
      dueDatesShown,
      notice,
      planActive: rights.planActive,
    };
  }

  function checkAchievedDate(date: string, dob: string | null, on: string) {
    if (date > on) throw badRequest(messages.achievedDateFuture, 'achievedDate');
    if (dob && date < dob) throw badRequest(messages.achievedDateBeforeBirth, 'achievedDate');
  }

  /**
   * ModifyNotificationUserStatus (type 'Goal'): Sometime or Frequently need an achieved date; Not yet
   * clears the date and removes the upload (the screen asked the parent first).
   */
  async function updateGoal(session: Session, input: GoalStatusUpdateIn) {
    const member = await mustEdit(deps, session, input.memberId);
    const milestone = await repo.milestoneById(deps.db, input.milestoneId);
    if (!milestone) throw notFound(messages.milestoneUnknown);
    let achievedOn: string | null = null;
    if (input.intervention !== -1) {
      if (!input.achievedOn) throw badRequest(messages.selectAchievedDate, 'achievedDate');
      checkAchievedDate(input.achievedOn, member.dateOfBirth, today());
      achievedOn = input.achievedOn;
    }
    const previous = await repo.observation(deps.db, member.memberId, milestone.id);
    const removeUpload = input.intervention === -1 && previous?.uploadId ? previous : undefined;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await repo.saveObservation(tx, {
        memberId: member.memberId,
        milestoneId: milestone.id,
        intervention: input.intervention,
        achievedOn,
        notes: input.notes,
        ...(removeUpload ? { uploadId: null } : {}),
        now,
      });
      if (removeUpload?.uploadId) await repo.deleteUpload(tx, removeUpload.uploadId);
    });
    if (removeUpload?.storageKey) await discardFile(removeUpload.storageKey);
  }

  /**
   * Goal/AddGoalVideoInfo: the decoded bytes must be ≤ 15 MB, match the stated size, and be an image
   * or a video by their own signature (a renamed .exe or PDF is refused). An earlier upload of the
   * milestone is replaced.
   */
  async function uploadGoalFile(session: Session, input: GoalUploadIn) {
    const member = await mustEdit(deps, session, input.memberId);
    const milestone = await repo.milestoneById(deps.db, input.milestoneId);
    if (!milestone) throw notFound(messages.milestoneUnknown);
    const previous = await repo.observation(deps.db, member.memberId, milestone.id);
    if (!previous || previous.intervention === -1) throw conflict(messages.selectSometimesFrequently);

    const file = await checkedUpload(input.file.content, input.file.size, {
      video: true,
      notAccepted: messages.uploadNotImageOrVideo,
    });
    const now = deps.now();
    const { uploadId } = await storeUpload(
      deps,
      { ...file, fileName: input.file.name, accountId: member.accountId, memberId: member.memberId },
      async (tx, id) => {
        await repo.attachUpload(tx, previous.id, id, input.notes, now);
        if (previous.uploadId) await repo.deleteUpload(tx, previous.uploadId);
      },
    );
    if (previous.storageKey) await deps.storage.delete(previous.storageKey).catch(() => {});
    return { attachment: fileLink(uploadId), kind: mediaKindOf(file.mime) };
  }

  /** Files/Get: the bytes behind a link the server signed for the owner. */
  async function fileByLink(q: { id: string; exp: string; sig: string }) {
    const checked = checkFileLink(deps.config.SERVER_SECRET, q, deps.now());
    if (checked === 'forged') throw notFound(messages.notFound);
    if (checked === 'expired') throw forbidden(messages.fileLinkExpired);
    const upload = await repo.uploadById(deps.db, checked);
    const bytes = upload ? await deps.storage.get(upload.storageKey) : undefined;
    if (!upload || !bytes) throw notFound(messages.notFound);
    return { contentType: upload.contentType, bytes };
  }

  return {
    userPlans,
    /** The carousel of a tracker area, as the back office keeps it. */
    banners: (type: Parameters<typeof bannersFor>[1]) => bannersFor(deps.db, type),
    milestoneList,
    updateGoal,
    uploadGoalFile,
    fileByLink,
    // What the vaccination and growth records share with the tracker, which owns plans and uploads.
    rightsOf: (member: Pick<Member, 'accountId' | 'accountType'>) => rightsOf(deps, member),
    mustEdit: (session: Session, memberId: number, guestMessage?: string) =>
      mustEdit(deps, session, memberId, guestMessage),
    fileLink,
    discardFile,
    checkedUpload,
    storeUpload: <T>(file: StoredFile, record: (tx: Db, uploadId: number) => Promise<T>) =>
      storeUpload(deps, file, record),
    deleteUpload: (tx: Db, uploadId: number) => repo.deleteUpload(tx, uploadId),
    /** The account's milestone records and files, for the parent's copy of their data. */
    personalDataOf: async (accountId: number) => ({
      milestones: await repo.observationsOfAccount(deps.db, accountId),
      uploads: await repo.uploadsOfAccount(deps.db, accountId),
    }),
    /** Erasure, in its transaction: the records and uploads go; `discardFiles` once it commits. */
    erasePersonalData: (tx: Db, accountId: number) => repo.eraseTracker(tx, accountId),
    discardFiles: async (storageKeys: string[]) => {
      for (const key of storageKeys) await discardFile(key);
    },
  };
}
export type TrackerService = ReturnType<typeof trackerServiceFactory>;
