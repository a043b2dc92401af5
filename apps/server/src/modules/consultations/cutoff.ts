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

type ClinicContact = { clinicName: string; clinicAddress: string };
type ChangeConfig = Pick<Config, 'CANCELLATION_CUTOFF_MINUTES' | 'CALL_AGENT_NUMBER'>;

/**
 * Why a change asked at `now` is too late, with the clinic's contact (its name and address, and
 * the call centre's number, which reaches the clinic's desk); undefined while it is in time.
 */
function changeClosedReason(c: { slotStart: Date } & ClinicContact, now: Date, config: ChangeConfig) {
  if (changeAllowed(now, c.slotStart, config.CANCELLATION_CUTOFF_MINUTES)) return undefined;
  return `${messages.changeClosed} ${c.clinicName}, ${c.clinicAddress}, ${config.CALL_AGENT_NUMBER}.`;
}

/** Cancel and reschedule both stop at the cut-off: a 409 saying why, with the clinic's contact. */
export function checkChangeAllowed(c: { slotStart: Date } & ClinicContact, now: Date, config: ChangeConfig) {
  const reason = changeClosedReason(c, now, config);
  if (reason) throw conflict(reason);
}

/**
 * The parent's cancel: a scheduled consultation until the cut-off; a place in the on-duty queue at
 * any time while it waits (nobody has kept time for it), never once a doctor took it (decision 0038).
 */
export function checkCancelAllowed(
  c: { kind: string; doctorId: number | null; slotStart: Date } & ClinicContact,
  now: Date,
  config: ChangeConfig,
) {
  if (c.kind !== 'instant') return checkChangeAllowed(c, now, config);
  if (c.doctorId !== null) throw conflict(messages.queueAlreadyCalled);
}

export interface Reschedulable extends ClinicContact {
  /** An instant consultation (a place in the queue) has no slot to move. */
  kind?: string;
  status: string;
  slotStart: Date;
  rescheduledAt: Date | null;
}

/**
 * The one rule of whether a consultation may still be moved, as the parent would be told: booked,
 * never moved before, and before the cut-off. The Reschedule route refuses with this reason (409);
 * the home offers 'Reschedule' only when there is none, and shows the reason otherwise.
 */
export function rescheduleRefusal(c: Reschedulable, now: Date, config: ChangeConfig): string | undefined {
  if (c.kind === 'instant') return messages.queueCannotReschedule;
  if (c.status !== 'booked') return messages.cancelNotBooked;
  if (c.rescheduledAt) return messages.rescheduledAlready;
  return changeClosedReason(c, now, config);
}

/** Refuses (409) a move the rule does not allow. */
export function checkReschedulable(c: Reschedulable, now: Date, config: ChangeConfig) {
  const reason = rescheduleRefusal(c, now, config);
  if (reason) throw conflict(reason);
}
