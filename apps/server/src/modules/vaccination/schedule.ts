import { addDays, addMonths } from '@app/contract/calendar';
import { VACCINATION_DUE_TOLERANCE_DAYS, VACCINE_CATEGORIES } from '@app/contract/constants';
import type { DoseRow } from './vaccination.repo';

/**
 * Every dose's due date: the date of birth plus its due age (chronological age: vaccines do not
 * use corrected age), or, for a dose timed after another (HPV 2), that interval after the earlier
 * dose was taken (or was due).
 */
export function dueDates(doses: DoseRow[], dob: string, takenOn: Map<number, string>): Map<number, string> {
  const byCode = new Map(doses.map((d) => [d.code, d]));
  const due = new Map<number, string>();
  const dueOf = (d: DoseRow): string => {
    const known = due.get(d.id);
    if (known) return known;
    let date = addDays(dob, d.dueAgeDays);
    const earlier = d.relativeToCode ? byCode.get(d.relativeToCode) : undefined;
    if (earlier && d.intervalMonths) {
      const base = takenOn.get(earlier.id) ?? dueOf(earlier);
      date = addMonths(base, d.intervalMonths);
    }
    due.set(d.id, date);
    return date;
  };
  for (const d of doses) dueOf(d);
  return due;
}

export function dueStatus(
  due: string | null,
  taken: string | undefined,
  today: string,
): 'Overdue' | 'Upcoming' | 'Taken' {
  if (taken) return 'Taken';
  return due && due < today ? 'Overdue' : 'Upcoming';
}

/**
 * A seasonal dose (annual influenza) not recorded whose season ended before today: that year's
 * dose was missed, and the next one is the one to give, so it is not owed for ever. Its status
 * stays the spec's 'Overdue' (due date passed, not taken); this says why it is not counted as such.
 */
export function seasonPassed(
  dose: Pick<DoseRow, 'seasonal' | 'ageRangeEndDays'>,
  dob: string | null,
  taken: string | undefined,
  today: string,
): boolean {
  if (!dose.seasonal || taken || !dob || dose.ageRangeEndDays === null) return false;
  return addDays(dob, dose.ageRangeEndDays) < today;
}

/** Spec §5: a dose due more than 3 days after today cannot be recorded yet. */
export const tooFarAhead = (due: string, today: string) => due > addDays(today, VACCINATION_DUE_TOLERANCE_DAYS);

/** The child's current category: that of the latest dose already due by age (the first one at birth). */
export function currentCategory(doses: DoseRow[], ageDays: number): string | null {
  let found: DoseRow | undefined;
  for (const d of doses) if (d.dueAgeDays <= ageDays && (!found || d.dueAgeDays >= found.dueAgeDays)) found = d;
  return (found ?? doses[0])?.category ?? null;
}

/**
 * The age chips of the schedule in use: every category that holds one of its doses, once, ordered
 * by the earliest dose due in it (the spec's order breaks ties). Derived from the doses, so a
 * schedule with a dose at an age has that age's chip, and never a chip without a dose.
 */
export function chipsOf(doses: readonly Pick<DoseRow, 'category' | 'dueAgeDays'>[]): string[] {
  const earliest = new Map<string, number>();
  for (const d of doses) earliest.set(d.category, Math.min(earliest.get(d.category) ?? d.dueAgeDays, d.dueAgeDays));
  const specOrder = (c: string) => {
    const i = (VACCINE_CATEGORIES as readonly string[]).indexOf(c);
    return i < 0 ? VACCINE_CATEGORIES.length : i;
  };
  return [...earliest.keys()].sort(
    (a, b) => (earliest.get(a) ?? 0) - (earliest.get(b) ?? 0) || specOrder(a) - specOrder(b),
  );
}
