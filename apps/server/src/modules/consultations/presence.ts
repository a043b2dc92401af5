import { VIDEO_ROOM_POLLS } from '@app/contract/constants';
import { type WaitingRoomInput, waitingRoomState } from './waitingRoom';

const POLL_MS = VIDEO_ROOM_POLLS.everySeconds * 1000;

/**
 * The parent counts as in the waiting room while their room read the consultation this recently.
 * The room reads it every 30 s: two reads and some slack, so one late read (a slow network, a
 * phone that throttles a background tab) does not make the parent vanish from the console.
 */
export const PARENT_PRESENT_MS = 2 * POLL_MS + 10_000;

/**
 * A read records presence at most this often: the room and its video lookup both read every 30 s,
 * and a second tab would too; one UPDATE per quarter minute is plenty for a figure in minutes.
 */
export const PRESENCE_WRITE_EVERY_MS = 15_000;

export interface PresenceInput {
  parentSeenAt: Date | null;
  parentArrivedAt: Date | null;
}

/** Whether the row's last presence mark is old enough to write a new one. */
export const presenceStale = (c: Pick<PresenceInput, 'parentSeenAt'>, now: Date) =>
  c.parentSeenAt === null || now.getTime() - c.parentSeenAt.getTime() >= PRESENCE_WRITE_EVERY_MS;

/**
 * Is the parent in the waiting room at `now`, and for how many whole minutes of this visit (since
 * they came into the open room; a return after being away starts again). Minutes since arrival,
 * not since the slot start: it is how long this parent has been sitting there, which is what a
 * doctor who is late needs to know (decision 0036).
 */
export function parentPresence(c: PresenceInput, now: Date): { present: boolean; minutes: number } {
  const seen = c.parentSeenAt?.getTime();
  const present = seen !== undefined && now.getTime() - seen < PARENT_PRESENT_MS;
  if (!present) return { present: false, minutes: 0 };
  const arrived = c.parentArrivedAt?.getTime() ?? seen;
  return { present: true, minutes: Math.max(0, Math.floor((now.getTime() - arrived) / 60_000)) };
}

/**
 * The waiting room as the doctor's console shows it: where the room is by the SAME function the
 * parent's answer comes from (waitingRoom.ts), and whether the parent is in it. Presence counts only
 * while the room is open: before it opens or after it closed, the parent's screen is not a room.
 */
export function roomForDoctor(c: WaitingRoomInput & PresenceInput, graceMinutes: number, now: Date) {
  const state = waitingRoomState(c, graceMinutes, now);
  const presence = state === 'open' ? parentPresence(c, now) : { present: false, minutes: 0 };
  return { state, parentPresent: presence.present, parentWaitingMinutes: presence.minutes };
}
export type RoomForDoctor = ReturnType<typeof roomForDoctor>;
