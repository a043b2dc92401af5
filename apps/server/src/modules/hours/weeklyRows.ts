import { CONSULT_TYPES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { WEEKDAY_NAMES, type WeeklyHoursRow } from '@app/contract/schemas/hours';

/**
 * A doctor's weekly hours as operators and doctors edit them (one row: a day, from, to, a slot
 * length and the consult types it serves) and as the schedule table keeps them (one row per
 * consult type). Pure: the checks name the row, the service turns a problem into a 400.
 */

export interface ScheduleRow {
  clinicId: number;
  consultType: (typeof CONSULT_TYPES)[number];
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
}

export const minutesOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'Monday 09:00–12:00': how a row is named to the person who wrote it. */
export const rowName = (r: { weekday: number; startMinute: number; endMinute: number }) =>
  `${WEEKDAY_NAMES[r.weekday]} ${timeOf(r.startMinute)}–${timeOf(r.endMinute)}`;

interface Span {
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  /** Where the row is, for the field of the message: `rows.2` of this request, or another clinic's. */
  field?: string;
  clinicName?: string;
}

export type WeeklyProblem = { message: string; field: string };

/**
 * The first problem of a clinic's new rows, or undefined: a row that ends before it starts, hours
 * that do not divide into its slots, or two rows of the same day whose times overlap — at this
 * clinic or at another (`elsewhere`): a doctor sees one patient at a time, whatever the type.
 */
export function weeklyProblem(rows: readonly WeeklyHoursRow[], elsewhere: readonly Span[]): WeeklyProblem | undefined {
  const spans: Span[] = rows.map((r, i) => ({
    weekday: r.weekday,
    startMinute: minutesOf(r.from),
    endMinute: minutesOf(r.to),
    slotMinutes: r.slotMinutes,
    field: `rows.${i}`,
  }));
  for (const s of spans) {
    if (s.endMinute <= s.startMinute)
      return { message: messages.hoursEndBeforeStart(rowName(s)), field: `${s.field}.to` };
    if ((s.endMinute - s.startMinute) % s.slotMinutes !== 0)
      return { message: messages.hoursNotDivisible(rowName(s), s.slotMinutes), field: `${s.field}.slotMinutes` };
  }
  const all = [...spans, ...elsewhere];
  for (const [i, a] of spans.entries())
    for (const b of all.slice(i + 1)) {
      if (a.weekday !== b.weekday || a.endMinute <= b.startMinute || b.endMinute <= a.startMinute) continue;
      const other = b.clinicName ? `${rowName(b)} at ${b.clinicName}` : rowName(b);
      return { message: messages.hoursOverlap(rowName(a), other), field: a.field ?? 'rows' };
    }
  return undefined;
}

/** The table's rows of a clinic's weekly rows: one per consult type, in the order of CONSULT_TYPES. */
export function scheduleRowsOf(clinicId: number, rows: readonly WeeklyHoursRow[]): ScheduleRow[] {
  return rows.flatMap((r) =>
    CONSULT_TYPES.filter((t) => r.consultTypes.includes(t)).map((consultType) => ({
      clinicId,
      consultType,
      weekday: r.weekday,
      startMinute: minutesOf(r.from),
      endMinute: minutesOf(r.to),
      slotMinutes: r.slotMinutes,
    })),
  );
}

/** The table's rows back as weekly rows: the types of the same day, times and slot together. */
export function weeklyRowsOf(rows: readonly Omit<ScheduleRow, 'clinicId'>[]): WeeklyHoursRow[] {
  const byKey = new Map<string, WeeklyHoursRow>();
  for (const r of rows) {
    const key = `${r.weekday}|${r.startMinute}|${r.endMinute}|${r.slotMinutes}`;
    const row = byKey.get(key) ?? {
      weekday: r.weekday,
      from: timeOf(r.startMinute),
      to: timeOf(r.endMinute),
      slotMinutes: r.slotMinutes,
      consultTypes: [],
    };
    if (!row.consultTypes.includes(r.consultType)) row.consultTypes.push(r.consultType);
    byKey.set(key, row);
  }
  return [...byKey.values()].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));
}
