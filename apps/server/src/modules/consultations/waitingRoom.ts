import { CALL_COUNTDOWN_SECONDS } from '@app/contract/constants';

const WINDOW_MS = CALL_COUNTDOWN_SECONDS * 1000;

export interface WaitingRoomInput {
  slotStart: Date;
  bookedAt: Date | null;
  /** Set once the doctor started the call: from then on only 'completed' closes the room. */
  callStartedAt: Date | null;
  /**
   * Set for a paid place waiting in the on-duty queue (queue/place.ts): the room closes then
   * (the place's refund time) instead of by the slot's grace, as its slot time is a placeholder.
   */
  openUntil?: Date | null;
}

/**
 * The waiting room of one consultation, fixed by the server so a reload keeps it
 * (docs/decisions/0008, 0026):
 * - it opens at the later of the payment and 10 minutes before the slot;
 * - its countdown (the spec's 600 s) ends 600 s after it opened: at the slot start for a
 *   consultation booked ahead, 600 s after the payment for one paid inside those 10 minutes or
 *   after the slot began (the instant call, a late payment), so the parent always gets it whole;
 * - it closes `graceMinutes` after the slot start (never before the countdown has run), because
 *   a doctor may start late; once the call has started it stays open (closesAt null) until the
 *   doctor marks the consultation completed, which the status says, not this window;
 * - a paid place waiting in the queue opens at its payment and stays open until `openUntil`.
 */
export function waitingRoomWindow(c: WaitingRoomInput, graceMinutes: number) {
  const tenBefore = c.slotStart.getTime() - WINDOW_MS;
  const opens = Math.max(tenBefore, c.bookedAt?.getTime() ?? tenBefore);
  const ends = opens + WINDOW_MS;
  const byClock = c.openUntil ? c.openUntil.getTime() : c.slotStart.getTime() + graceMinutes * 60_000;
  const closes = c.callStartedAt ? null : Math.max(ends, byClock);
  return { opensAt: new Date(opens), endsAt: new Date(ends), closesAt: closes === null ? null : new Date(closes) };
}

/** Where the room is at `now` by the clock alone (the caller checks the status for 'completed'). */
export function waitingRoomState(c: WaitingRoomInput, graceMinutes: number, now: Date): 'notYet' | 'open' | 'closed' {
  const { opensAt, closesAt } = waitingRoomWindow(c, graceMinutes);
  if (now.getTime() < opensAt.getTime()) return 'notYet';
  return closesAt === null || now.getTime() < closesAt.getTime() ? 'open' : 'closed';
}

export const isWaitingRoomOpen = (c: WaitingRoomInput, graceMinutes: number, now: Date) =>
  waitingRoomState(c, graceMinutes, now) === 'open';
