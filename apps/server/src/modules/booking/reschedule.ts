import { messages } from '@app/contract/messages';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Session } from '../auth';
import { checkDateInWindow, instantOf, minuteOf } from '../catalog';
import { checkReschedulable } from '../consultations';
import * as repo from './booking.repo';
import type { BookingServiceDeps } from './booking.service';
import { checkSlotInSchedule } from './hold/checkSlotInSchedule';

export interface RescheduleInput {
  consultationId: number;
  /** The clinic's date, 'yyyy-MM-dd'. */
  date: string;
  /** 'hh:mm A', as the listing shows it. */
  slotLabel: string;
}

/**
 * The parent moves a booked consultation, once, to another free slot of the same doctor, clinic
 * and consult type within the booking window, until the cancellation cut-off. No new payment: the
 * paid order belongs to the consultation, which keeps its id. A slot that has passed, or that
 * someone holds or booked, is a 409; a time the doctor's schedule does not make is a 400. The
 * confirmation of the new time is written with the move.
 */
export async function reschedule(deps: BookingServiceDeps, session: Session, input: RescheduleInput) {
  const now = deps.now();
  const c = await deps.consultations.ownForChange(session.account.accountId, input.consultationId);
  if (!c) throw notFound(messages.consultationNotFound);
  // The same rule the home's 'Reschedule' is offered by.
  checkReschedulable(c, now, deps.config);
  // A place in the on-duty queue has no doctor's slot to move (leaving the queue refunds it).
  const { doctorId, clinicId } = c;
  if (doctorId === null || clinicId === null) throw conflict(messages.queueCannotReschedule);

  const slot = await slotToMoveTo(deps, { ...c, doctorId, clinicId }, input.date, input.slotLabel);
  // The move and the parent's message of the new time (SMS, and WhatsApp when the clinic uses it)
  // commit together, as the clinic's move does.
  const keys = await deps.db.transaction(async (tx) => {
    await deps.consultations.reschedule(
      { id: c.id, doctorId },
      { slotDate: input.date, slotStart: slot.start, slotEnd: slot.end },
      { tx },
    );
    return deps.messages.consultationMoved(tx, c.id);
  });
  deps.messages.deliverSoon(keys);
  return { consultationId: c.id, slotDate: input.date, slotStart: slot.start, slotLabel: input.slotLabel };
}

/**
 * The slot a booked consultation may move to (the parent's reschedule, the clinic's move): a time
 * the doctor's hours make at that clinic for that type on `date` (days off and extra hours
 * included), within the booking window, still ahead, and not the one it has. Whether it is free
 * is the database's to say when the move is written.
 */
export async function slotToMoveTo(
  deps: Pick<BookingServiceDeps, 'db' | 'now'>,
  c: { doctorId: number; clinicId: number; consultType: string; clinicTimeZone: string; slotStart: Date },
  date: string,
  slotLabel: string,
) {
  const now = deps.now();
  const minute = minuteOf(slotLabel);
  if (minute === undefined) throw badRequest("slot must be a time such as '09:30 AM'.", 'slot');
  const start = instantOf(date, minute, c.clinicTimeZone);
  if (start.getTime() <= now.getTime()) throw conflict(messages.slotPast);
  checkDateInWindow(date, now, 'consultationDate');
  if (start.getTime() === c.slotStart.getTime()) throw conflict(messages.rescheduleSameSlot);
  const target = await repo.holdTarget(deps.db, c.doctorId, c.clinicId, c.consultType, date);
  return checkSlotInSchedule(target?.rules ?? [], date, minute, c.clinicTimeZone, now);
}
