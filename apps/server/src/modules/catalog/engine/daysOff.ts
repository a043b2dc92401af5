import { CONSULT_TYPES } from '@app/contract/constants';
import { instantOf, weekdayOf } from '../slots';
import type { DayTemplate } from './book';
import { linearMidnight, type Taken } from './overlay';

/**
 * Days off and extra hours (decision 0052) as the listing applies them. Days off: on a doctor's leave, or a clinic's holiday,
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

export interface ExtraHoursRow {
  doctorId: number;
  clinicId: number;
  date: string;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  consultTypes: string[];
}

/** Extra hours by date and card key, packed as the book's rules are (one rule per consult type). */
export function extraHoursOf(rows: readonly ExtraHoursRow[]): Map<string, Map<string, Int16Array>> {
  const lists = new Map<string, Map<string, number[]>>();
  for (const row of rows) {
    const byCard = lists.get(row.date) ?? new Map<string, number[]>();
    lists.set(row.date, byCard);
    const key = `${row.doctorId}:${row.clinicId}`;
    const rules = byCard.get(key) ?? [];
    byCard.set(key, rules);
    const weekday = weekdayOf(row.date);
    CONSULT_TYPES.forEach((type, index) => {
      if (row.consultTypes.includes(type)) rules.push(index, weekday, row.startMinute, row.endMinute, row.slotMinutes);
    });
  }
  return new Map(
    [...lists].map(([date, byCard]) => [
      date,
      new Map([...byCard].map(([key, rules]) => [key, Int16Array.from(rules)])),
    ]),
  );
}
