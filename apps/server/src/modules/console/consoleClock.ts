import { CALL_COUNTDOWN_SECONDS } from '@app/contract/constants';

/**
 * When the doctor's console may act on a consultation. The call, the prescription and completion
 * open when the parent's waiting room does, 10 minutes before the slot: earlier, a doctor who
 * starts the video finds a parent who is not there yet (and a booked-ahead parent was told to come
 * 10 minutes before). A no-show can be declared only once the slot has begun, since until then
 * the parent is not late. Both compare the server's clock, never the doctor's laptop.
 */
const ACTIONS_OPEN_BEFORE_MS = CALL_COUNTDOWN_SECONDS * 1000;

export const actionsOpenAt = (slotStart: Date) => new Date(slotStart.getTime() - ACTIONS_OPEN_BEFORE_MS);

export const actionsOpen = (slotStart: Date, now: Date) => now.getTime() >= actionsOpenAt(slotStart).getTime();

export const noShowOpen = (slotStart: Date, now: Date) => now.getTime() >= slotStart.getTime();
