import { dateIn, datesFrom, weekdayOf } from '@app/contract/calendar';
import { DATE_STRIP_DAYS, INSTANT_SLOTS, SLOT_GROUPS } from '@app/contract/constants';
import { labelOf, minuteOf } from '@app/contract/slotTimes';
import { TZDate } from '@date-fns/tz';

// Booking reads a date's weekday and a label's minute through the catalogue's index, as before.
export { labelOf, minuteOf, weekdayOf };

export type SlotGroup = 'Morning' | 'Afternoon' | 'Evening' | 'Night';

export interface ScheduleRule {
  weekday: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
}

export interface ComputedSlot {
  start: Date;
  end: Date;
  /** Minutes after local midnight. */
  minute: number;
  /** 'hh:mm A', e.g. '09:30 AM'. */
  label: string;
  group: SlotGroup;
}

/** The 15 dates of the appointment strip, from today in the clinic's zone (kept per minute: it is asked on every listing). */
const windows = new Map<string, string[]>();
export function dateWindow(timeZone: string, now: Date): string[] {
  const key = `${timeZone}@${Math.floor(now.getTime() / 60_000)}`;
  const known = windows.get(key);
  if (known) return known;
  const dates = datesFrom(dateIn(timeZone, now), DATE_STRIP_DAYS);
  if (windows.size > 100) windows.clear();
  windows.set(key, dates);
  return dates;
}

/** The instant a local wall-clock time of a date happens in a zone. */
export function instantOf(date: string, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, timeZone).getTime());
}

/** Spec §9: morning 05:00–11:59, afternoon 12:00–16:59, evening 17:00–21:59; the rest is night. */
export function groupOf(minute: number): SlotGroup {
  const hour = Math.floor(minute / 60);
  if (hour >= SLOT_GROUPS.morning.fromHour && hour <= SLOT_GROUPS.morning.toHour) return 'Morning';
  if (hour >= SLOT_GROUPS.afternoon.fromHour && hour <= SLOT_GROUPS.afternoon.toHour) return 'Afternoon';
  if (hour >= SLOT_GROUPS.evening.fromHour && hour <= SLOT_GROUPS.evening.toHour) return 'Evening';
  return 'Night';
}

/**
 * Minute-of-day → instant for one local date. TZDate costs ~18 µs a call, so the day's offset is
 * found once and reused; on a day whose offset changes (a DST switch, in zones that have one)
 * every minute is converted on its own.
 */
export function dayClock(date: string, timeZone: string): (minute: number) => Date {
  const midnight = instantOf(date, 0, timeZone).getTime();
  const lastMinute = instantOf(date, 1439, timeZone).getTime();
  if (lastMinute - midnight === 1439 * 60_000) return (minute) => new Date(midnight + minute * 60_000);
  return (minute) => instantOf(date, minute, timeZone);
}

/**
 * The slots a doctor's rules give on a local date, in the clinic's zone, without those that have
 * started by `now` or whose start is in `taken` (epoch ms of held or booked slots).
 */
export function slotsFor(
  rules: ScheduleRule[],
  date: string,
  timeZone: string,
  now: Date,
  taken: ReadonlySet<number> = new Set(),
  clock: (minute: number) => Date = dayClock(date, timeZone),
): ComputedSlot[] {
  const weekday = weekdayOf(date);
  const byStart = new Map<number, ComputedSlot>();
  for (const rule of rules) {
    if (rule.weekday !== weekday) continue;
    for (let minute = rule.startMinute; minute + rule.slotMinutes <= rule.endMinute; minute += rule.slotMinutes) {
      const start = clock(minute);
      if (start.getTime() <= now.getTime() || taken.has(start.getTime())) continue;
      const end = clock(minute + rule.slotMinutes);
      byStart.set(start.getTime(), { start, end, minute, label: labelOf(minute), group: groupOf(minute) });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The instant-scheduling variant (spec §2): 30-minute steps 09:00 AM–06:00 PM, only times still ahead. */
export function instantSlotTimes(date: string, timeZone: string, now: Date): { label: string; group: SlotGroup }[] {
  const from = minuteOf(INSTANT_SLOTS.from) ?? 540;
  const to = minuteOf(INSTANT_SLOTS.to) ?? 1080;
  const times: { label: string; group: SlotGroup }[] = [];
  for (let minute = from; minute <= to; minute += INSTANT_SLOTS.stepMinutes) {
    if (instantOf(date, minute, timeZone).getTime() <= now.getTime()) continue;
    times.push({ label: labelOf(minute), group: groupOf(minute) });
  }
  return times;
}
