/**
 * How the console shows consultations: grouped by Indian date ('Today' first, then later dates),
 * in slot order, with the child's details in words. Pure functions, so the screens stay small.
 */
import { todayInIndia } from '@app/contract/calendar';
import type { ConsoleConsultation } from '@app/contract/schemas/console';
import type { Fact } from '../../components/FactRows';
import { enConsole } from '../../i18n/enConsole';
import { consultLabel } from '../../lib/consultTypes';
import { formatDate, longDate, shortDate } from '../../lib/dates';

export interface DateGroup {
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'Today', or 'Monday, 23 November 2026'. */
  heading: string;
  isToday: boolean;
  items: ConsoleConsultation[];
}

const instant = (c: ConsoleConsultation) => {
  const t = Date.parse(c.slotStart);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/** Slot order: by the slot's instant, then by id so equal slots keep a stable order. */
export function bySlot(a: ConsoleConsultation, b: ConsoleConsultation): number {
  return instant(a) - instant(b) || a.appReqId - b.appReqId;
}

/**
 * Groups by slot date, dates in order; `today` is the Indian date of the server's clock (so a
 * laptop with a wrong clock or time zone still shows the right 'Today').
 */
export function groupByDate(list: readonly ConsoleConsultation[], today: string): DateGroup[] {
  const groups = new Map<string, ConsoleConsultation[]>();
  for (const c of [...list].sort(bySlot)) {
    const items = groups.get(c.slotDate);
    if (items) items.push(c);
    else groups.set(c.slotDate, [c]);
  }
  return [...groups.keys()].sort().map((date) => ({
    date,
    heading: date === today ? enConsole.list.today : longDate(date) || date,
    isToday: date === today,
    items: groups.get(date) ?? [],
  }));
}

/** The Indian date of the server's 'now' (the device's clock when the server's is missing). */
export function todayOf(serverNow: string | undefined, fallback: Date = new Date()): string {
  const at = serverNow ? new Date(serverNow) : fallback;
  return todayInIndia(Number.isNaN(at.getTime()) ? fallback : at);
}

export interface RoomLabel {
  text: string;
  /** present: the parent is waiting; absent: the room is open without them; closed: they were told it ended. */
  tone: 'present' | 'absent' | 'closed';
}

/**
 * Where the parent is, for a booked consultation whose call has not started: in the open waiting
 * room (and for how long), not there yet, or told the call ended because the room closed. The
 * server decides all three by the parent's own window (its `waitingRoom`); nothing before the room
 * opens, once the call started, or for a closed consultation.
 */
export function roomLabel(
  c: Pick<ConsoleConsultation, 'status' | 'callStartedAt' | 'waitingRoom'>,
): RoomLabel | undefined {
  const room = c.waitingRoom;
  if (c.status !== 'booked' || c.callStartedAt !== null || !room || room.state === 'notYet') return undefined;
  if (room.state === 'closed') return { text: enConsole.room.closed, tone: 'closed' };
  return room.parentPresent
    ? { text: enConsole.room.parentWaiting(room.parentWaitingMinutes), tone: 'present' }
    : { text: enConsole.room.parentNotYet, tone: 'absent' };
}

/** The status words of a consultation: Booked or Completed, then Video started, then prescribed. */
export function statusLabels(c: Pick<ConsoleConsultation, 'status' | 'roomName' | 'prescriptionId'>): string[] {
  const labels = [enConsole.status[c.status] ?? c.status];
  if (c.roomName) labels.push(enConsole.status.videoStarted ?? '');
  if (c.prescriptionId !== null) labels.push(enConsole.status.prescribed ?? '');
  return labels.filter(Boolean);
}

const { child: t } = enConsole;

export function genderLabel(gender: string | null): string {
  return gender ? (t.genders[gender] ?? gender) : t.notGiven;
}

/** '92.5 cm', '13 kg' (no trailing zeros); 'Not given' without a value. */
export function measure(value: number | null, unit: (n: number) => string): string {
  return value === null || !Number.isFinite(value) ? t.notGiven : unit(Math.round(value * 10) / 10);
}

/**
 * A child's details as label and text (missing values say 'Not given'). The details of a list
 * card: age, gender, height, weight (premature is its own badge).
 */
export function summaryDetails(c: ConsoleConsultation): Fact[] {
  return [
    [t.age, c.child.age || t.notGiven],
    [t.gender, genderLabel(c.child.gender)],
    [t.height, measure(c.child.heightCm, t.cm)],
    [t.weight, measure(c.child.weightKg, t.kg)],
  ];
}

/** Every detail of the child, for the consultation page. */
export function fullDetails(c: ConsoleConsultation): Fact[] {
  return [
    [t.name, c.child.name],
    [t.age, c.child.age || t.notGiven],
    [t.dateOfBirth, c.child.dateOfBirth ? formatDate(c.child.dateOfBirth) || c.child.dateOfBirth : t.notGiven],
    [t.gender, genderLabel(c.child.gender)],
    [t.height, measure(c.child.heightCm, t.cm)],
    [t.weight, measure(c.child.weightKg, t.kg)],
    [t.premature, c.child.isPremature ? t.prematureYes : t.prematureNo],
    [t.reason, c.child.reason || t.notGiven],
  ];
}

/** 'Sun, 22 Nov' and the consult type in words, for a card. */
export const cardDate = (c: ConsoleConsultation) => shortDate(c.slotDate) || c.slotDate;
export const typeLabel = (c: ConsoleConsultation) => consultLabel(c.consultType);

/**
 * The Jitsi meeting link of a room: https://{domain}/{room}. A JaaS room name carries its tenant
 * ('vpaas-magic-cookie-…/room'), so each part is encoded on its own and the slash kept.
 */
export function jitsiRoomUrl(domain: string, roomName: string): string {
  const host = domain
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  const room = roomName
    .split('/')
    .filter(Boolean)
    .map((part) => encodeURIComponent(part))
    .join('/');
  return `https://${host}/${room}`;
}

/** The :appReqId of the address as an id, or undefined when it is not one. */
export function appReqIdOf(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}
