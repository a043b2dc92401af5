import { addMonths, type ChildAge, correctedBirth } from '@app/contract/calendar';
import { CORRECTED_AGE_UNTIL_MONTHS, MILESTONE_BANDS } from '@app/contract/constants';

// The tracker reads a child's age (corrected for a child born early) from the one calendar.
export { childAge } from '@app/contract/calendar';

/** Checklist ages of the CDC 2022 data; a band shows the checklist of the age it ends at. */
export const CHECKLIST_AGES = [2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60] as const;

/** The due date of a milestone expected by `ageMonths`: from the corrected birth while that applies. */
export function dueDate(dob: string, ageMonths: number, age: Pick<ChildAge, 'corrected' | 'correctionWeeks'>): string {
  const start =
    age.corrected && ageMonths <= CORRECTED_AGE_UNTIL_MONTHS ? correctedBirth(dob, age.correctionWeeks) : dob;
  return addMonths(start, ageMonths);
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
