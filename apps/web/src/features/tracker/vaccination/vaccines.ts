/**
 * The vaccination rules (spec §2 "vaccination", "vaccination/form", §5 "Vaccination", §9) as pure
 * functions: the status filter, the cards by category, the 3-day rule, what SAVE says when
 * something is wrong, and the request bodies.
 */
import { addDays } from '@app/contract/calendar';
import { VACCINATION_DUE_TOLERANCE_DAYS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { VaccinationRecordUpdate, VaccineItem } from '@app/contract/schemas/vaccination';
import type { z } from 'zod';
import type { RouteInput } from '../../../lib/routeEndpoint';
import type { ChosenFile } from '../upload';
import { type DueStatus, VACCINE_CATEGORIES, type VaccineCategory } from './categories';

/** Overdue, Upcoming, Done (= Taken) and Show All Vaccination, in the spec's order. */
export type VaccineFilter = DueStatus | 'all';
export const VACCINE_FILTERS: readonly VaccineFilter[] = ['Overdue', 'Upcoming', 'Taken', 'all'];

/**
 * What a card says it is: its DueStatus, except an annual dose whose season passed unrecorded
 * (still 'Overdue' on the wire), which is missed, not owed: 'SeasonPassed'.
 */
export type ShownStatus = DueStatus | 'SeasonPassed';
export const shownStatus = (v: Pick<VaccineItem, 'DueStatus' | 'seasonPassed'>): ShownStatus =>
  v.seasonPassed && v.DueStatus === 'Overdue' ? 'SeasonPassed' : v.DueStatus;

/** Overdue leaves out passed seasons; Show All keeps every dose, passed seasons too. */
export function filterVaccines(vaccines: readonly VaccineItem[], filter: VaccineFilter): VaccineItem[] {
  return filter === 'all' ? [...vaccines] : vaccines.filter((v) => shownStatus(v) === filter);
}

export interface VaccineSection {
  category: VaccineCategory;
  vaccines: VaccineItem[];
}

/**
 * One section per chip, in the chips' order (the server's `categories`), holding the cards that
 * pass the filter; a section may be empty, so every chip has somewhere to go. A dose of a category
 * missing from `categories` still gets its section, in age order.
 */
export function sectionsOf(
  categories: readonly VaccineCategory[],
  vaccines: readonly VaccineItem[],
  filter: VaccineFilter,
): VaccineSection[] {
  const order = [...categories];
  for (const c of VACCINE_CATEGORIES) {
    if (!order.includes(c) && vaccines.some((v) => v.DueTime === c)) order.push(c);
  }
  const shown = filterVaccines(vaccines, filter);
  return order.map((category) => ({ category, vaccines: shown.filter((v) => v.DueTime === category) }));
}

/** The header's counts: a passed season is none of them (not overdue: its year is over). */
export function countsOf(vaccines: readonly VaccineItem[]): Record<DueStatus, number> {
  const counts: Record<DueStatus, number> = { Overdue: 0, Upcoming: 0, Taken: 0 };
  for (const v of vaccines) {
    const status = shownStatus(v);
    if (status !== 'SeasonPassed') counts[status] += 1;
  }
  return counts;
}

/** The first day a dose may be recorded (spec §5, §9: from 3 days before it is due). */
export const recordableFrom = (dueOn: string) => addDays(dueOn, -VACCINATION_DUE_TOLERANCE_DAYS);

/** Spec §5: a dose due more than 3 days after today cannot be recorded yet. */
export const tooFarAhead = (dueOn: string | null, today: string) =>
  dueOn !== null && dueOn > addDays(today, VACCINATION_DUE_TOLERANCE_DAYS);

export interface RecordForm {
  /** 'yyyy-MM-dd' or ''. */
  takenOn: string;
  notes: string;
  file?: ChosenFile;
}

/**
 * What SAVE says instead of saving (spec §5, in its order): no date; the dose is due more than 3
 * days from today; a taken date in the future or before birth. Undefined when it may be saved.
 */
export function recordProblem(
  form: Pick<RecordForm, 'takenOn'>,
  ctx: { dueOn: string | null; today: string; dateOfBirth?: string | null },
): string | undefined {
  if (!form.takenOn) return messages.selectDateShort;
  if (tooFarAhead(ctx.dueOn, ctx.today)) return messages.upcomingDateTooFar;
  if (form.takenOn > ctx.today) return messages.takenDateFuture;
  if (ctx.dateOfBirth && form.takenOn < ctx.dateOfBirth) return messages.takenDateBeforeBirth;
  return undefined;
}

export type VaccinationRecordBody = z.input<typeof VaccinationRecordUpdate>;

/** Spec §7 save vaccination record; the photo's base64 without its data: prefix. */
export function recordBody(
  vaccine: Pick<VaccineItem, 'vaccineId'>,
  patientId: number,
  form: RecordForm,
): VaccinationRecordBody {
  const body: VaccinationRecordBody = {
    type: 'Vaccination',
    patientId,
    webRecordId: vaccine.vaccineId,
    achievedDate: form.takenOn,
    notes: form.notes.trim(),
  };
  if (form.file) {
    body.fileContent = form.file.base64;
    body.fileName = form.file.name;
    body.fileSize = form.file.size;
  }
  return body;
}

/** Spec §7: GetVaccineDetail?patientId=&userType=. */
export function vaccineQuery(patientId: number, userType: string | undefined): RouteInput<'getVaccineDetail'> {
  return { patientId: String(patientId), userType: userType ?? '' };
}
