import { CALL_COUNTDOWN_SECONDS } from '@app/contract/constants';

const WINDOW_MS = CALL_COUNTDOWN_SECONDS * 1000;

/**
 * The waiting room's 600 s countdown (spec §9), fixed by the server so a reload keeps it: it opens
 * at the later of the payment and 10 minutes before the slot, and ends 600 s later. A consultation
 * paid for tomorrow waits until 10 minutes before; one paid 3 minutes before its slot (or after it
 * began) counts down from the payment, so the parent always gets the full window
 * (docs/decisions/0008).
 */
export function waitingRoomWindow(c: { slotStart: Date; bookedAt: Date | null }) {
  const tenBefore = c.slotStart.getTime() - WINDOW_MS;
  const opens = Math.max(tenBefore, c.bookedAt?.getTime() ?? tenBefore);
  return { opensAt: new Date(opens), endsAt: new Date(opens + WINDOW_MS) };
}

export const isWaitingRoomOpen = (c: { slotStart: Date; bookedAt: Date | null }, now: Date) =>
  waitingRoomWindow(c).opensAt.getTime() <= now.getTime();
