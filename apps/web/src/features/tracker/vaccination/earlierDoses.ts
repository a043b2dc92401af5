/**
 * 'Mark earlier doses as given' as pure functions: which doses may be marked (grouped by the age
 * chips), which are chosen at first (the overdue ones, not a passed annual season), what the form says instead of saving, and
 * the request. The date is typed as dd/mm/yyyy and sent as 'yyyy-MM-dd'.
 */

import { parseDateField } from '@app/contract/dates';
import { messages } from '@app/contract/messages';
import type { MarkEarlierDosesRequest, VaccineItem } from '@app/contract/schemas/vaccination';
import type { z } from 'zod';
import { enVaccination } from '../../../i18n/enVaccination';
import type { VaccineCategory } from './categories';
import { shownStatus } from './vaccines';

export interface EarlierGroup {
  category: VaccineCategory;
  doses: VaccineItem[];
}

/**
 * The doses not yet taken that may be recorded now (already due, or due within the 3 days), one
 * group per age chip in the chips' order; ages with none are left out.
 */
export function markableGroups(
  categories: readonly VaccineCategory[],
  vaccines: readonly VaccineItem[],
): EarlierGroup[] {
  const markable = vaccines.filter((v) => v.DueStatus !== 'Taken' && v.canRecord);
  const order = [...categories];
  for (const v of markable) if (!order.includes(v.DueTime)) order.push(v.DueTime);
  return order
    .map((category) => ({ category, doses: markable.filter((v) => v.DueTime === category) }))
    .filter((g) => g.doses.length > 0);
}

/**
 * The doses chosen when the form opens: every overdue one. A passed season is offered (a parent
 * who did give it) but not chosen: most children simply missed that year's dose.
 */
export const overdueIds = (groups: readonly EarlierGroup[]) =>
  new Set(groups.flatMap((g) => g.doses.filter((v) => shownStatus(v) === 'Overdue').map((v) => v.vaccineId)));

export interface EarlierForm {
  chosen: ReadonlySet<number>;
  /** As typed: dd/mm/yyyy. */
  dateText: string;
}

/**
 * What SAVE says instead of saving: no dose chosen; no date, or not a real dd/mm/yyyy date; a date
 * after today or before birth (the server's own rules, said before the request). Else the date.
 */
export function earlierProblem(
  form: EarlierForm,
  ctx: { today: string; dateOfBirth?: string | null },
): { problem: string } | { takenOn: string } {
  if (form.chosen.size === 0) return { problem: messages.earlierDosesNone };
  if (!form.dateText.trim()) return { problem: messages.selectDateShort };
  const takenOn = parseDateField(form.dateText);
  if (!takenOn) return { problem: enVaccination.earlier.dateInvalid };
  if (takenOn > ctx.today) return { problem: messages.takenDateFuture };
  if (ctx.dateOfBirth && takenOn < ctx.dateOfBirth) return { problem: messages.takenDateBeforeBirth };
  return { takenOn };
}

export type MarkEarlierBody = z.input<typeof MarkEarlierDosesRequest>;

/** The request, the chosen doses in the list's order. */
export function earlierBody(
  patientId: number,
  groups: readonly EarlierGroup[],
  form: EarlierForm,
  takenOn: string,
): MarkEarlierBody {
  const vaccineIds = groups.flatMap((g) => g.doses.map((v) => v.vaccineId)).filter((id) => form.chosen.has(id));
  return { patientId, vaccineIds, takenOn };
}
