import { messages } from '@app/contract/messages';
import type { Config } from '../../config';
import { conflict } from '../../lib/errors';

/**
 * The cancellation cut-off: a booked consultation may be cancelled (with a full refund) or moved
 * until `cutoffMinutes` before its start. The doctor has kept the time for it; after the cut-off
 * the parent is sent to the clinic instead of to a button.
 */
export function changesCloseAt(slotStart: Date, cutoffMinutes: number) {
  return new Date(slotStart.getTime() - cutoffMinutes * 60_000);
}

/** Whether a change asked at `now` is still in time (the cut-off instant itself is too late). */
export function changeAllowed(now: Date, slotStart: Date, cutoffMinutes: number) {
  return now.getTime() < changesCloseAt(slotStart, cutoffMinutes).getTime();
}

/**
 * Cancel and reschedule both stop at the cut-off: a 409 saying why, with the clinic's contact
 * (its name and address, and the call centre's number, which reaches the clinic's desk).
 */
export function checkChangeAllowed(
  c: { slotStart: Date; clinicName: string; clinicAddress: string },
  now: Date,
  config: Pick<Config, 'CANCELLATION_CUTOFF_MINUTES' | 'CALL_AGENT_NUMBER'>,
) {
  if (changeAllowed(now, c.slotStart, config.CANCELLATION_CUTOFF_MINUTES)) return;
  throw conflict(`${messages.changeClosed} ${c.clinicName}, ${c.clinicAddress}, ${config.CALL_AGENT_NUMBER}.`);
}
