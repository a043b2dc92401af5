import { todayInIndia } from '@app/contract/calendar';
import type { ConsultType } from '@app/contract/consultTypes';
import { messages } from '@app/contract/messages';
import type { JoinQueueIn } from '@app/contract/schemas/queue';
import { badRequest, conflict } from '../../lib/errors';
import type { Session } from '../auth';
import type { BookingServiceDeps } from './booking.service';

type CallType = JoinQueueIn['consultType'];
type Language = JoinQueueIn['language'];

/** Only calls queue, and only those parents are offered (ENABLED_CONSULT_TYPES). */
function checkQueueTypeOffered(offered: readonly ConsultType[], type: CallType) {
  if (!offered.includes(type)) throw badRequest(messages.queueTypeNotOffered, 'appointmentType');
}

const feePaiseOf = (deps: BookingServiceDeps) => Math.round(deps.config.INSTANT_FEE_RUPEES * 100);

/**
 * Before paying for a doctor now (decision 0038): doctors on duty, parents waiting and the wait
 * for a parent joining now; with nobody on duty, the earliest free scheduled slot instead.
 */
export async function instantAvailability(deps: BookingServiceDeps, q: { consultType: CallType; language: Language }) {
  checkQueueTypeOffered(deps.offeredTypes, q.consultType);
  const queue = await deps.consultations.queueNow(q.consultType, q.language);
  const nextSlot = queue.onDuty > 0 ? undefined : await deps.catalog.nextFreeSlot(q);
  return { ...queue, feeInRupees: deps.config.INSTANT_FEE_RUPEES, nextSlot };
}

/**
 * The member joins the queue: an instant consultation held for payment at the instant fee. The
 * member's place already held or waiting is answered again (one per member); with nobody on duty
 * for the type and language, 409 (the parent is offered a scheduled slot instead).
 */
export async function joinQueue(deps: BookingServiceDeps, session: Session, input: JoinQueueIn) {
  checkQueueTypeOffered(deps.offeredTypes, input.consultType);
  const member = await deps.members.memberForCall(session, input.memberId);
  const mine = await deps.consultations.queuePlaceOf(member.memberId);
  if (mine) return mine;
  if ((await deps.onDutyCount(input.consultType, input.language)) === 0) throw conflict(messages.queueNobodyOnDuty);
  return deps.consultations.joinQueue({
    accountId: session.account.accountId,
    memberId: member.memberId,
    consultType: input.consultType,
    language: input.language,
    reason: input.reason,
    feePaise: feePaiseOf(deps),
    slotDate: todayInIndia(deps.now()),
  });
}
