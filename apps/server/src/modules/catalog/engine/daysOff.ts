import { instantOf } from '../slots';
import type { DayTemplate } from './book';
import { linearMidnight, type Taken } from './overlay';

/**
 * Days off (decision 0052) as the listing applies them: on a doctor's leave, or a clinic's holiday,
 * every slot of the cards concerned that day counts as taken. The weekly day templates stay as
 * they are (shared by every date of that weekday); only the taken set of the date is added to.
 */

export interface DayOffRow {
  kind: 'leave' | 'holiday';
  doctorId: number | null;
  clinicId: number | null;
  date: string;
}

/** By date: the doctors on leave and the clinics closed. */
export type DaysOff = ReadonlyMap<string, { doctors: ReadonlySet<number>; clinics: ReadonlySet<number> }>;

export function daysOffOf(rows: readonly DayOffRow[]): DaysOff {
  const byDate = new Map<string, { doctors: Set<number>; clinics: Set<number> }>();
  for (const row of rows) {
    const day = byDate.get(row.date) ?? { doctors: new Set<number>(), clinics: new Set<number>() };
    byDate.set(row.date, day);
    if (row.kind === 'leave' && row.doctorId !== null) day.doctors.add(row.doctorId);
    if (row.kind === 'holiday' && row.clinicId !== null) day.clinics.add(row.clinicId);
  }
  return byDate;
}

/** `taken` with the slots of the date's days off added (the same map when there are none). */
export function takenWithDaysOff(day: DayTemplate, date: string, taken: Taken, daysOff: DaysOff): Taken {
  const off = daysOff.get(date);
  if (!off) return taken;
  const positions = [
    ...[...off.doctors].flatMap((id) => day.byDoctor.get(id) ?? []),
    ...[...off.clinics].flatMap((id) => day.byClinic.get(id) ?? []),
  ];
  if (positions.length === 0) return taken;
  const out = new Map(taken);
  for (const p of new Set(positions)) {
    const card = day.cards[p];
    if (!card) continue;
    const busy = new Set(out.get(card.doctorId) ?? []);
    const midnight = linearMidnight(date, card.timeZone);
    for (let i = day.offsets[p] as number; i < (day.offsets[p + 1] as number); i++) {
      const minute = day.minutes[i] as number;
      busy.add(midnight === undefined ? instantOf(date, minute, card.timeZone).getTime() : midnight + minute * 60_000);
    }
    out.set(card.doctorId, busy);
  }
  return out;
}
