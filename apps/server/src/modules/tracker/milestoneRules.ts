import {
  ASSUMED_PREMATURE_GESTATION_WEEKS,
  CORRECTED_AGE_UNTIL_MONTHS,
  MILESTONE_BANDS,
} from '@app/contract/constants';
import { addDays, addMonths, format } from 'date-fns';
import { monthsBetween } from '../../lib/age';

// Diet reads the same count; it lives in lib/ so that neither module reaches into the other.
export { monthsBetween };

const TERM_WEEKS = 40;
/** Checklist ages of the CDC 2022 data; a band shows the checklist of the age it ends at. */
export const CHECKLIST_AGES = [2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60] as const;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => format(d, 'yyyy-MM-dd');

export interface ChildAge {
  /** Age in whole months on `today`, corrected when `corrected`. */
  months: number;
  corrected: boolean;
  /** Weeks added to the date of birth for corrected age (0 when not corrected). */
  correctionWeeks: number;
}

/**
 * A premature child's development is measured from the due date, not the birth, until 24 months
 * (corrected age; AAP and IAP practice). The intake keeps only a flag (born before 35 weeks), so
 * the correction assumes 34 weeks — the smallest the flag allows — unless a week is known.
 */
export function childAge(dob: string, today: string, premature: boolean, gestationWeeks?: number): ChildAge {
  const chronological = monthsBetween(dob, today);
  const weeks = premature ? TERM_WEEKS - (gestationWeeks ?? ASSUMED_PREMATURE_GESTATION_WEEKS) : 0;
  if (weeks <= 0 || chronological >= CORRECTED_AGE_UNTIL_MONTHS) {
    return { months: Math.max(0, chronological), corrected: false, correctionWeeks: 0 };
  }
  const correctedBirth = iso(addDays(day(dob), weeks * 7));
  return { months: Math.max(0, monthsBetween(correctedBirth, today)), corrected: true, correctionWeeks: weeks };
}

/** The due date of a milestone expected by `ageMonths`: from the corrected birth while that applies. */
export function dueDate(dob: string, ageMonths: number, age: Pick<ChildAge, 'corrected' | 'correctionWeeks'>): string {
  const start =
    age.corrected && ageMonths <= CORRECTED_AGE_UNTIL_MONTHS ? addDays(day(dob), age.correctionWeeks * 7) : day(dob);
  return iso(addMonths(start, ageMonths));
}

export interface Band {
  fromMonth: number;
  toMonth: number;
  label: string;
}

export const hasChecklist = (band: Pick<Band, 'fromMonth' | 'toMonth'>) =>
  CHECKLIST_AGES.some((a) => a > band.fromMonth && a <= band.toMonth);

/** The band a child of `months` is in; past the last band, the last one. */
export function bandOf(months: number): Band {
  const bands: readonly Band[] = MILESTONE_BANDS;
  return bands.find((b) => months >= b.fromMonth && months < b.toMonth) ?? (bands[bands.length - 1] as Band);
}

/** The band asked for by fromMonth/toMonth, when it is one of the spec's. */
export const findBand = (fromMonth: number, toMonth: number): Band | undefined =>
  (MILESTONE_BANDS as readonly Band[]).find((b) => b.fromMonth === fromMonth && b.toMonth === toMonth);

/** D when recorded as sometime or frequently, else O once the due date has passed, else U. */
export function goalStatus(intervention: number | null, due: string | null, today: string): 'O' | 'U' | 'D' {
  if (intervention === 3 || intervention === 1) return 'D';
  if (due && due < today) return 'O';
  return 'U';
}
