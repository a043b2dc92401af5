import type { QUEUE_STATES } from '@app/contract/schemas/queue';
import type { WaitingRoomInput } from '../waitingRoom';

/** The queue columns of a consultation row (decision 0038); a scheduled one has kind 'scheduled'. */
export interface QueueColumns {
  kind: 'scheduled' | 'instant';
  status: string;
  doctorId: number | null;
  queuedAt: Date | null;
  joinedQueueAt: Date | null;
  calledAt: Date | null;
}

export type QueueState = (typeof QUEUE_STATES)[number];

/**
 * Where an instant consultation is: waiting (held for payment, or paid and no doctor yet), called
 * (a doctor took it: booked until the call starts, then in progress), or closed (served, left,
 * refunded, lapsed). Undefined for a scheduled one.
 */
export function queueStateOf(c: QueueColumns): QueueState | undefined {
  if (c.kind !== 'instant') return undefined;
  if (c.doctorId === null) return c.status === 'held' || c.status === 'booked' ? 'waiting' : 'closed';
  return c.status === 'booked' || c.status === 'in_progress' ? 'called' : 'closed';
}

/** Unserved by then, the place is refunded by itself (QUEUE_MAX_WAIT_MINUTES after joining). */
export const refundAtOf = (joinedQueueAt: Date | null, maxWaitMinutes: number) =>
  joinedQueueAt ? new Date(joinedQueueAt.getTime() + maxWaitMinutes * 60_000) : null;

/**
 * The waiting room's input for a consultation: a paid place still waiting in the queue keeps its
 * room open until its refund time (its slot time is only the moment it was held, and the room
 * must not close on a parent in line); once a doctor takes it, its slot start is the call's and
 * the usual window applies.
 */
export function roomInputOf<C extends WaitingRoomInput & QueueColumns>(c: C, maxWaitMinutes: number): C {
  const waitingPaid = c.kind === 'instant' && c.doctorId === null && c.status === 'booked';
  return waitingPaid ? { ...c, openUntil: refundAtOf(c.joinedQueueAt, maxWaitMinutes) } : c;
}
