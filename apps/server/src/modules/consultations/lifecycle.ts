import { CONSULTATION_LIST_STATUSES } from '@app/contract/schemas/adminConsultations';
import { AppError } from '../../lib/errors';

/**
 * The consultation's lifecycle, in one place. A consultation is held while the parent pays (10
 * minutes), booked once paid, in progress once the doctor starts the call, and completed by the
 * doctor. A hold that lapses or is replaced is released; a payment that arrives for a released
 * hold books it if the slot is still free, else the money goes back (refunded). Cancelled and
 * no-show close one that will not happen.
 *
 *   held ─▶ booked ─▶ in_progress ─▶ completed
 *   held ─▶ released ─▶ booked | refunded
 *   held | booked ─▶ cancelled ─▶ refunded;  booked | in_progress ─▶ no_show
 *   in_progress ─▶ booked   (instant only: the parent did not answer the call; back in the queue)
 *
 * Completed needs a started call: a consultation whose parent never came is the doctor's no-show,
 * so the parent is told the truth instead of 'Your call with our doctor has ended!'.
 *
 * The lists below also generate the table's CHECK and partial indexes (consultations.schema.ts).
 */
/** scheduled: a doctor's slot chosen by the parent; instant: a place in the on-duty queue (decision 0038). */
export const CONSULTATION_KINDS = ['scheduled', 'instant'] as const;
export type ConsultationKind = (typeof CONSULTATION_KINDS)[number];

/** The back office filters by them, so the contract keeps the list (the same eight, in this order). */
export const CONSULTATION_STATUSES = CONSULTATION_LIST_STATUSES;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** The statuses that occupy a doctor's slot: the unique index allows one such row per doctor and time. */
export const LIVE_STATUSES = ['held', 'booked', 'in_progress', 'completed'] as const;
/** Paid and not over yet: the waiting room, the calls and the reminder work on these. */
export const OPEN_STATUSES = ['booked', 'in_progress'] as const;
/** Paid, whether over or not: the doctor's list and prescriptions. */
export const PAID_STATUSES = ['booked', 'in_progress', 'completed'] as const;
/** What the doctor's console lists: the paid ones and the ones the parent did not join. */
export const DOCTOR_LISTED_STATUSES = [...PAID_STATUSES, 'no_show'] as const;

/** For each status, the statuses a consultation may move to it from. */
const ALLOWED_FROM: Record<ConsultationStatus, readonly ConsultationStatus[]> = {
  // Only ever inserted.
  held: [],
  // A payment books a hold; a late one books a released hold whose slot is still free.
  // An instant consultation whose call went unanswered goes back to the queue (decision 0038);
  // the queue's own write also requires kind = 'instant' and clears the doctor.
  booked: ['held', 'released', 'in_progress'],
  in_progress: ['booked'],
  // Only a call the doctor started (video room or the console's call to the parent) can be completed.
  completed: ['in_progress'],
  released: ['held'],
  cancelled: ['held', 'booked'],
  // The money came back for a slot the parent did not get (a payment after the hold lapsed).
  refunded: ['held', 'released', 'cancelled'],
  no_show: ['booked', 'in_progress'],
};

export type Transition = 'apply' | 'same' | 'refused';

export function transition(from: ConsultationStatus, to: ConsultationStatus): Transition {
  if (from === to) return 'same';
  return ALLOWED_FROM[to].includes(from) ? 'apply' : 'refused';
}

/** The statuses a write to `to` may start from: the `status in (…)` of every conditional update. */
export const allowedFrom = (to: ConsultationStatus): readonly ConsultationStatus[] => ALLOWED_FROM[to];

export const isOpen = (status: ConsultationStatus) => (OPEN_STATUSES as readonly string[]).includes(status);
export const isPaid = (status: ConsultationStatus) => (PAID_STATUSES as readonly string[]).includes(status);

/** A status change the lifecycle does not allow (the row was in `from`, not one `to` may follow). */
export class TransitionRefused extends AppError {
  constructor(
    readonly consultationId: number,
    readonly from: ConsultationStatus,
    readonly to: ConsultationStatus,
  ) {
    super(409, `This consultation is ${from.replace('_', ' ')}; it cannot become ${to.replace('_', ' ')}.`);
  }
}
