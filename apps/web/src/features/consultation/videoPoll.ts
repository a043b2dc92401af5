/**
 * The video room lookup (spec §4 "Non-audio", §9: every 30 s, 20 polls): GetVideoLog runs as the
 * waiting room opens and then every 30 s of server time until the room closes: the spec's 20 polls
 * cover its 600 s countdown, and the room now also waits a grace period for a late doctor
 * (docs/decisions/0026). A doctor may start before the slot, so the screen polls while scheduled too.
 */
import { VIDEO_ROOM_POLLS } from '@app/contract/constants';
import type { VideoCallState } from '../../app/state';

export const POLL_EVERY_MS = VIDEO_ROOM_POLLS.everySeconds * 1000;

/** Server time of the poll after one made at `last`; null when that would be at or after endsAt. */
export function nextPollAt(last: number, endsAt: number, everyMs: number = POLL_EVERY_MS): number | null {
  const next = last + everyMs;
  return next < endsAt ? next : null;
}

/** Every poll a screen opened at server time `from` makes (the first one at once). */
export function pollTimes(from: number, endsAt: number, everyMs: number = POLL_EVERY_MS): number[] {
  const times: number[] = [];
  if (!(from < endsAt)) return times;
  for (let at: number | null = from; at !== null; at = nextPollAt(at, endsAt, everyMs)) times.push(at);
  return times;
}

/**
 * The VideoCall slice as this feature fills it: the room, for which consultation, the name shown
 * in the meeting, and the room the parent has left (so the waiting room offers to rejoin it rather
 * than pulling the parent straight back in).
 */
export interface VideoSession extends VideoCallState {
  appReqId?: number;
  displayName?: string;
  leftRoom?: string;
}

/** Reads the slice, dropping whatever is not of the expected type (it comes from sessionStorage). */
export function videoSessionOf(state: VideoCallState): VideoSession {
  const raw = state as Record<string, unknown>;
  const session: VideoSession = {};
  if (typeof raw.roomName === 'string' && raw.roomName) session.roomName = raw.roomName;
  if (typeof raw.appReqId === 'number') session.appReqId = raw.appReqId;
  if (typeof raw.displayName === 'string') session.displayName = raw.displayName;
  if (typeof raw.leftRoom === 'string') session.leftRoom = raw.leftRoom;
  return session;
}

export type RoomAction = 'none' | 'join' | 'offerRejoin';

/** What a room lookup means: go into a new room; offer the one the parent left; or keep waiting. */
export function roomAction(roomName: string | null | undefined, session: VideoSession, appReqId: number): RoomAction {
  if (!roomName) return 'none';
  if (session.leftRoom === roomName && session.appReqId === appReqId) return 'offerRejoin';
  return 'join';
}

/** The session once the parent has left its room (the room is kept: they may rejoin it). */
export function leftRoomOf(session: VideoSession): VideoSession {
  return session.roomName ? { ...session, leftRoom: session.roomName } : session;
}
