import { GOAL_CATEGORIES } from '@app/contract/constants';
import type { Goal, MilestoneListResponse } from '@app/contract/schemas/tracker';
import type { GoalCategoryKey, TrackerService } from './tracker.service';

type MilestoneList = Awaited<ReturnType<TrackerService['milestoneList']>>;
type Plans = Awaited<ReturnType<TrackerService['userPlans']>>;

const TITLES = Object.fromEntries(GOAL_CATEGORIES.map((c) => [c.key, c.title])) as Record<
  GoalCategoryKey,
  Goal['GoalCategory']
>;
const flag = (on: boolean) => (on ? (1 as const) : (0 as const));

/** App/GetUserPlans (spec §7): isPlan is 1 while a plan is active. */
export const toUserPlansResponse = ({ plans, planActive }: Plans) => ({
  status: 1 as const,
  data: plans.map((p) => ({
    planId: p.planId,
    planName: p.planName,
    startDate: p.startsOn,
    endDate: p.endsOn,
    active: p.active,
  })),
  isPlan: flag(planActive),
});

/** Goal/GetMilestoneListInfo (spec §3 milestone goal, §7): goals, and per ring the total and done. */
export function toMilestoneListResponse(list: MilestoneList): MilestoneListResponse {
  const data: Goal[] = list.milestones.map((m) => ({
    GoalName: m.text,
    GoalCategory: TITLES[m.category],
    GoalCategoryKey: m.category,
    Goalstatus: m.status,
    RxDate: m.dueOn,
    AchvdDate: m.achievedOn,
    Intervention: m.intervention,
    GoalObservationID: m.milestoneId,
    webRecordId: m.milestoneId,
    notes: m.notes,
    attachment: m.attachment,
    attachmentType: m.attachmentKind,
    ageMonths: m.ageMonths,
    FromMonth: list.band.fromMonth,
    ToMonth: list.band.toMonth,
  }));
  const count = (key: GoalCategoryKey, done: boolean) =>
    data.filter((g) => g.GoalCategoryKey === key && (!done || g.Goalstatus === 'D')).length;
  return {
    status: 1,
    data,
    agemonth: list.ageMonths,
    MTotcount: count('M', false),
    MAchcount: count('M', true),
    STotcount: count('S', false),
    SAchcount: count('S', true),
    LTotcount: count('L', false),
    LAchcount: count('L', true),
    CTotcount: count('C', false),
    CAchcount: count('C', true),
    bands: list.bands,
    band: list.band,
    currentBand: list.currentBand,
    correctedAge: list.correctedAge,
    correctionWeeks: list.correctionWeeks,
    dateOfBirth: list.dateOfBirth,
    canEdit: list.canEdit,
    dueDatesShown: list.dueDatesShown,
    notice: list.notice,
    isPlan: flag(list.planActive),
  };
}
