import { DATE_STRIP_DAYS, INSTANT_SLOTS, SLOT_GROUPS } from '@app/contract/constants';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

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

/** Today's date ('yyyy-MM-dd') in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The 15 dates of the appointment strip, from today in the clinic's zone (kept per minute: it is asked on every listing). */
const windows = new Map<string, string[]>();
export function dateWindow(timeZone: string, now: Date): string[] {
  const key = `${timeZone}@${Math.floor(now.getTime() / 60_000)}`;
  const known = windows.get(key);
  if (known) return known;
  const today = new TZDate(now.getTime(), timeZone);
  const dates = Array.from({ length: DATE_STRIP_DAYS }, (_, i) => format(addDays(today, i), 'yyyy-MM-dd'));
  if (windows.size > 100) windows.clear();
  windows.set(key, dates);
  return dates;
}

/** Day of the week of a calendar date, independent of any clock or zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant a local wall-clock time of a date happens in a zone. */
export function instantOf(date: string, minute: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, timeZone).getTime());
}

export function labelOf(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  const h12 = ((h + 11) % 12) + 1;
  return `${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '09:30 AM' → 570; undefined for anything that is not a real time. */
export function minuteOf(label: string): number | undefined {
  const match = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/.exec(label.trim());
  if (!match) return undefined;
  const h12 = Number(match[1]) % 12;
  return (match[3] === 'PM' ? h12 + 12 : h12) * 60 + Number(match[2]);
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
