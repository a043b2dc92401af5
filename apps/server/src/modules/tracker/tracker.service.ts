import { CLINIC_TIME_ZONE, GOAL_CATEGORIES, MILESTONE_BANDS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { GoalStatusUpdate, GoalUploadRequest, MilestoneListQuery } from '@app/contract/schemas/tracker';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { FileStorage } from '../../providers/storage';
import type { Session } from '../auth';
import { memberForCall } from '../members';
import { checkFileLink, signedFileLink } from './fileLinks';
import { bandOf, childAge, dueDate, findBand, goalStatus, hasChecklist } from './milestoneRules';
import { mustEdit, rightsOf } from './rights';
import * as repo from './tracker.repo';
import { checkedUpload, storeUpload } from './uploads';

export interface TrackerDeps {
  db: Db;
  now: () => Date;
  config: Config;
  storage: FileStorage;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const TITLES = Object.fromEntries(GOAL_CATEGORIES.map((c) => [c.key, c.title])) as Record<
  'S' | 'L' | 'C' | 'M',
  'Social/Emotional' | 'Movement' | 'Cognitive' | 'Language'
>;
const today = (deps: Pick<TrackerDeps, 'now'>) => localDate(deps.now(), CLINIC_TIME_ZONE);
const bandView = (b: { fromMonth: number; toMonth: number; label: string }) => ({
  ...b,
  hasChecklist: hasChecklist(b),
});

/** App/GetUserPlans: the account's plans, and isPlan 1 while one is active today (Indian date). */
export async function userPlans(deps: TrackerDeps, session: Session) {
  const on = today(deps);
  const rows = await repo.accountPlanList(deps.db, session.account.accountId);
  const data = rows.map((p) => ({ ...p, active: p.startDate <= on && on <= p.endDate }));
  return { status: 1 as const, data, isPlan: data.some((p) => p.active) ? (1 as const) : (0 as const) };
}

/** Goal/GetMilestoneListInfo: one band's milestones for the child, with due dates when allowed. */
export async function milestoneList(deps: TrackerDeps, session: Session, q: z.output<typeof MilestoneListQuery>) {
  const member = await memberForCall(deps, session, q.patientId);
  const on = today(deps);
  const rights = await rightsOf(deps, session);
  const age = member.dateOfBirth ? childAge(member.dateOfBirth, on, member.isPremature) : undefined;
  const current = age ? bandView(bandOf(age.months)) : null;
  let band = current ?? bandView(MILESTONE_BANDS[0]);
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
    repo.observationsOf(deps.db, member.userID),
  ]);
  const byMilestone = new Map(observations.map((o) => [o.milestoneId, o]));
  const now = deps.now();
  const data = rows.map((m) => {
    const seen = byMilestone.get(m.id);
    const due = member.dateOfBirth && age ? dueDate(member.dateOfBirth, m.ageMonths, age) : null;
    const key = m.category as 'S' | 'L' | 'C' | 'M';
    const intervention = (seen?.intervention ?? null) as -1 | 3 | 1 | null;
    return {
      GoalName: m.text,
      GoalCategory: TITLES[key],
      GoalCategoryKey: key,
      Goalstatus: goalStatus(intervention, due, on),
      RxDate: dueDatesShown ? due : null,
      AchvdDate: seen?.achievedOn ?? null,
      Intervention: intervention,
      GoalObservationID: m.id,
      webRecordId: m.id,
      notes: seen?.notes ?? '',
      attachment: seen?.uploadId ? signedFileLink(deps.config.SERVER_SECRET, seen.uploadId, now) : null,
      attachmentType: seen?.contentType
        ? seen.contentType.startsWith('video/')
          ? ('video' as const)
          : ('image' as const)
        : null,
      ageMonths: m.ageMonths,
      FromMonth: band.fromMonth,
      ToMonth: band.toMonth,
    };
  });
  const count = (key: string, done: boolean) =>
    data.filter((g) => g.GoalCategoryKey === key && (!done || g.Goalstatus === 'D')).length;
  return {
    status: 1 as const,
    data,
    agemonth: age?.months ?? 0,
    MTotcount: count('M', false),
    MAchcount: count('M', true),
    STotcount: count('S', false),
    SAchcount: count('S', true),
    LTotcount: count('L', false),
    LAchcount: count('L', true),
    CTotcount: count('C', false),
    CAchcount: count('C', true),
    bands: MILESTONE_BANDS.map(bandView),
    band,
    currentBand: current,
    correctedAge: age?.corrected ?? false,
    correctionWeeks: age?.correctionWeeks ?? 0,
    dateOfBirth: member.dateOfBirth,
    canEdit: rights.canEdit,
    dueDatesShown,
    notice,
    isPlan: rights.planActive ? (1 as const) : (0 as const),
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
export async function updateGoal(deps: TrackerDeps, session: Session, body: z.output<typeof GoalStatusUpdate>) {
  const member = await mustEdit(deps, session, body.patientId);
  const milestone = await repo.milestoneById(deps.db, body.webRecordId);
  if (!milestone) throw notFound(messages.milestoneUnknown);
  const now = deps.now();
  let achievedOn: string | null = null;
  if (body.isAgree !== -1) {
    if (!body.achievedDate) throw badRequest(messages.selectAchievedDate, 'achievedDate');
    checkAchievedDate(body.achievedDate, member.dateOfBirth, today(deps));
    achievedOn = body.achievedDate;
  }
  const previous = await repo.observation(deps.db, member.userID, milestone.id);
  const removeUpload = body.isAgree === -1 && previous?.uploadId ? previous : undefined;
  await deps.db.transaction(async (tx) => {
    await repo.saveObservation(tx, {
      memberId: member.userID,
      milestoneId: milestone.id,
      intervention: body.isAgree,
      achievedOn,
      notes: body.notes,
      ...(removeUpload ? { uploadId: null } : {}),
      now,
    });
    if (removeUpload?.uploadId) await repo.deleteUpload(tx, removeUpload.uploadId);
  });
  // The bytes go after the record: a failed delete leaves an orphan file, never a broken record.
  if (removeUpload?.storageKey) {
    await deps.storage.delete(removeUpload.storageKey).catch((err) => deps.log.warn({ err }, 'upload delete failed'));
  }
  return { status: 1 as const, message: messages.milestoneStatusUpdated };
}

/**
 * Goal/AddGoalVideoInfo: the decoded bytes must be ≤ 15 MB, match the stated size, and be an image
 * or a video by their own signature (a renamed .exe or PDF is refused). An earlier upload of the
 * milestone is replaced.
 */
export async function uploadGoalFile(deps: TrackerDeps, session: Session, body: z.output<typeof GoalUploadRequest>) {
  const member = await mustEdit(deps, session, body.patientId);
  const milestone = await repo.milestoneById(deps.db, body.GoalObservationID);
  if (!milestone) throw notFound(messages.milestoneUnknown);
  const previous = await repo.observation(deps.db, member.userID, milestone.id);
  if (!previous || previous.intervention === -1) throw conflict(messages.selectSometimesFrequently);

  const file = await checkedUpload(body.fileContent, body.fileSize, {
    video: true,
    notAccepted: messages.uploadNotImageOrVideo,
  });
  const now = deps.now();
  const { uploadId } = await storeUpload(
    deps,
    { ...file, fileName: body.fileName, accountId: session.account.accountId, memberId: member.userID },
    async (tx, id) => {
      await repo.attachUpload(tx, previous.id, id, body.notes, now);
      if (previous.uploadId) await repo.deleteUpload(tx, previous.uploadId);
    },
  );
  if (previous.storageKey) await deps.storage.delete(previous.storageKey).catch(() => {});
  return {
    status: 1 as const,
    message: messages.uploadSaved,
    attachment: signedFileLink(deps.config.SERVER_SECRET, uploadId, now),
    attachmentType: file.mime.startsWith('video/') ? ('video' as const) : ('image' as const),
  };
}

/** Files/Get: the bytes behind a link the server signed for the owner. */
export async function fileByLink(deps: TrackerDeps, q: { id: string; exp: string; sig: string }) {
  const checked = checkFileLink(deps.config.SERVER_SECRET, q, deps.now());
  if (checked === 'forged') throw notFound(messages.notFound);
  if (checked === 'expired') throw forbidden(messages.fileLinkExpired);
  const upload = await repo.uploadById(deps.db, checked);
  const bytes = upload ? await deps.storage.get(upload.storageKey) : undefined;
  if (!upload || !bytes) throw notFound(messages.notFound);
  return { contentType: upload.contentType, bytes };
}
