/**
 * The milestone list's rules (spec §2 "milestone", §4 "Goals", §2 "Global elements") as pure
 * functions: the status filter, the lists by category, the progress rings, the age bands and which
 * modal shows.
 */
import type { Goal, MilestoneListResponse } from '@app/contract/schemas/tracker';
import type { ModalVariant } from '../../components/Modal';
import type { StatusFilter } from './trackerState';

export type CategoryKey = Goal['GoalCategoryKey'];
type Band = MilestoneListResponse['band'];
type Counts = Pick<
  MilestoneListResponse,
  'STotcount' | 'SAchcount' | 'LTotcount' | 'LAchcount' | 'CTotcount' | 'CAchcount' | 'MTotcount' | 'MAchcount'
>;

/** The lists in the spec's order (spec §2: Social/Emotional, Movement, Cognitive, Language). */
export const LIST_ORDER: readonly { key: CategoryKey; title: Goal['GoalCategory'] }[] = [
  { key: 'S', title: 'Social/Emotional' },
  { key: 'M', title: 'Movement' },
  { key: 'C', title: 'Cognitive' },
  { key: 'L', title: 'Language' },
];
/** The rings in the spec's order (spec §2: S, L, C, M). */
export const RING_ORDER: readonly CategoryKey[] = ['S', 'L', 'C', 'M'];

/** Overdue = O, Upcoming = U, Achieved = D; Show All Milestones keeps every goal. */
export function filterGoals(goals: readonly Goal[], filter: StatusFilter): Goal[] {
  return filter === 'all' ? [...goals] : goals.filter((goal) => goal.Goalstatus === filter);
}

export interface CategoryList {
  key: CategoryKey;
  title: Goal['GoalCategory'];
  goals: Goal[];
}

/** The goals under their category heading, in the spec's order; empty categories left out. */
export function byCategory(goals: readonly Goal[]): CategoryList[] {
  return LIST_ORDER.map(({ key, title }) => ({
    key,
    title,
    goals: goals.filter((goal) => goal.GoalCategoryKey === key),
  })).filter((list) => list.goals.length > 0);
}

export interface Ring {
  key: CategoryKey;
  title: Goal['GoalCategory'];
  achieved: number;
  total: number;
  /** 0–100, whole numbers; 0 when the category has no goals in this band. */
  percent: number;
}

export function ringPercent(achieved: number, total: number): number {
  if (!(total > 0) || !(achieved > 0)) return 0;
  return Math.min(100, Math.round((achieved / total) * 100));
}

/** The four rings from the list's S/L/C/M Totcount and Achcount fields. */
export function ringsOf(counts: Counts): Ring[] {
  return RING_ORDER.map((key) => {
    const total = counts[`${key}Totcount`];
    const achieved = Math.min(counts[`${key}Achcount`], total);
    const title = LIST_ORDER.find((c) => c.key === key)?.title ?? 'Social/Emotional';
    return { key, title, achieved, total, percent: ringPercent(achieved, total) };
  });
}

/** The stroke of a ring's arc: how much of the circumference is drawn. */
export function ringDash(percent: number, radius: number): { dasharray: string; dashoffset: number } {
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.max(0, Math.min(100, percent));
  return {
    dasharray: circumference.toFixed(3),
    dashoffset: Number((circumference * (1 - clamped / 100)).toFixed(3)),
  };
}

export const bandKey = (band: Pick<Band, 'fromMonth' | 'toMonth'>) => `${band.fromMonth}-${band.toMonth}`;

export const sameBand = (
  a: Pick<Band, 'fromMonth' | 'toMonth'> | null | undefined,
  b: Pick<Band, 'fromMonth' | 'toMonth'> | null | undefined,
) => Boolean(a && b && a.fromMonth === b.fromMonth && a.toMonth === b.toMonth);

/**
 * The band whose chip is selected: the one just chosen (shown at once, while its list loads),
 * else the one the server answered with (the child's current band on the first load).
 */
export function selectedBandKey(
  chosen: Pick<Band, 'fromMonth' | 'toMonth'> | undefined,
  shown: Band | undefined,
): string | undefined {
  if (chosen) return bandKey(chosen);
  return shown ? bandKey(shown) : undefined;
}

/** The row's scrollLeft that centres a chip (offsets relative to the row). */
export function chipScrollLeft(chipLeft: number, chipWidth: number, rowWidth: number): number {
  return Math.max(0, Math.round(chipLeft - (rowWidth - chipWidth) / 2));
}

export interface ModalInput {
  list: Pick<MilestoneListResponse, 'data' | 'band' | 'isPlan'> | undefined;
  /** isPlan from GetUserPlans (the server), when it has answered. */
  plansIsPlan: 0 | 1 | undefined;
  isGuest: boolean;
  /** The modals already closed during this visit. */
  dismissed: ReadonlySet<string>;
}

export const ARRIVAL_NO_PLAN = 'arrival:noPlan';

/**
 * Spec §2 "Global elements", §6: a registered account without an active plan sees the no-plan
 * modal once on arrival; an empty list shows the no-data modal when isPlan is 1, else the no-plan
 * one. A band without a checklist says so in the page instead. Returns the modal and its key.
 */
export function modalToShow({
  list,
  plansIsPlan,
  isGuest,
  dismissed,
}: ModalInput): { key: string; variant: ModalVariant } | undefined {
  const isPlan = plansIsPlan ?? list?.isPlan;
  if (!isGuest && isPlan === 0 && !dismissed.has(ARRIVAL_NO_PLAN)) return { key: ARRIVAL_NO_PLAN, variant: 'noPlan' };
  if (!list || list.data.length > 0 || !list.band.hasChecklist) return undefined;
  const variant: ModalVariant = isPlan === 1 ? 'noData' : 'noPlan';
  const key = `empty:${bandKey(list.band)}`;
  if (dismissed.has(key) || (variant === 'noPlan' && dismissed.has(ARRIVAL_NO_PLAN))) return undefined;
  return { key, variant };
}
