/**
 * The waiting room's clock (spec §2 "doctor-oncall", §9: a 600 s countdown). Every time is the
 * SERVER's: the screen keeps the offset between the server's clock and the phone's (taken when the
 * answer arrived), so a phone set five minutes wrong still counts down to the right second, and a
 * reload picks the countdown up where it was (the server fixes opensAt, endsAt and closesAt;
 * docs/decisions/0026).
 */
import { todayInIndia } from '@app/contract/calendar';
import type { ConsultationResponse } from '@app/contract/schemas/consultation';

/**
 * scheduled: before the room opens; countdown: the 600 s to endsAt (the slot start when booked
 * ahead); waiting: the countdown is over and the doctor has not come yet, until closesAt;
 * ended: the doctor marked it completed; closed: the grace period passed without the doctor.
 */
export type RoomPhase = 'scheduled' | 'countdown' | 'waiting' | 'ended' | 'closed';

type Consultation = ConsultationResponse['data'];

/** Milliseconds to add to the phone's clock to read the server's (0 when serverNow is unreadable). */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) && Number.isFinite(receivedAt) ? server - receivedAt : 0;
}

const instant = (iso: string): number => {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? at : Number.NaN;
};

/** Server time the room closes at: never (Infinity) once the call has started, NaN when unreadable. */
export function closesAtOf(waitingRoom: Pick<Consultation['waitingRoom'], 'closesAt'>): number {
  return waitingRoom.closesAt === null ? Number.POSITIVE_INFINITY : instant(waitingRoom.closesAt);
}

/**
 * Where the waiting room is at server time `now`. Only the doctor's 'completed' or the end of the
 * grace period end it: a doctor starting late finds the parent still waiting.
 */
export function phaseOf(consultation: Pick<Consultation, 'status' | 'waitingRoom'>, now: number): RoomPhase {
  if (consultation.status === 'completed') return 'ended';
  const { waitingRoom } = consultation;
  const opensAt = instant(waitingRoom.opensAt);
  if (now >= closesAtOf(waitingRoom)) return 'closed';
  if (Number.isNaN(opensAt) || now < opensAt) return 'scheduled';
  return now < instant(waitingRoom.endsAt) ? 'countdown' : 'waiting';
}

/** Phases in which the room is there for the doctor: the screen keeps looking for the room. */
export const isRoomLive = (phase: RoomPhase | undefined) => phase !== 'ended' && phase !== 'closed';

/**
 * Before the room opens, how far off the slot is: the whole minutes to its start (rounded up) on
 * the same Indian day, or null when it is another day (the screen then names the date).
 */
export function minutesToSlotToday(slotStart: string, now: number): number | null {
  const start = instant(slotStart);
  if (Number.isNaN(start) || todayInIndia(new Date(start)) !== todayInIndia(new Date(now))) return null;
  return Math.max(0, Math.ceil((start - now) / 60_000));
}

/** Whole seconds left until `endsAt` (rounded up, so the window starts at 600 and ends at 0). */
export function secondsLeft(endsAt: string, now: number): number {
  const end = instant(endsAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

export interface CountdownParts {
  mm: string;
  ss: string;
}

/** 599 → { mm: '09', ss: '59' }: the large 'mm ss' of the spec. */
export function countdownParts(seconds: number): CountdownParts {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { mm: pad(Math.floor(whole / 60)), ss: pad(whole % 60) };
}

export const formatCountdown = (seconds: number): string => {
  const { mm, ss } = countdownParts(seconds);
  return `${mm} ${ss}`;
};

/**
 * What the live region says: the minutes left, rounded up, so it changes (and is announced) once
 * a minute, not every second; under a minute, one last message.
 */
export function countdownAnnouncement(
  seconds: number,
  texts: { minutesLeft: (minutes: number) => string; underAMinute: string },
): string {
  if (seconds <= 0) return '';
  if (seconds < 60) return texts.underAMinute;
  return texts.minutesLeft(Math.ceil(seconds / 60));
}

/**
 * How long until the shown second changes: the clock ticks on the countdown's own seconds (not
 * on the phone's), so the display never lags by most of a second.
 */
export function msToNextTick(endsAt: string, now: number): number {
  const end = instant(endsAt);
  if (Number.isNaN(end)) return 1000;
  const rest = (((end - now) % 1000) + 1000) % 1000;
  return rest === 0 ? 1000 : rest;
}
