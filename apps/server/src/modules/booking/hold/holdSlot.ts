import { messages } from '@app/contract/messages';
import type { HoldInput } from '@app/contract/schemas/catalog';
import { badRequest, notFound } from '../../../lib/errors';
import { readTogether } from '../../../lib/readTogether';
import type { Session } from '../../auth';
import { checkDateInWindow, checkTypeOffered } from '../../catalog';
import * as repo from '../booking.repo';
import type { BookingServiceDeps } from '../booking.service';
import { checkDoctorOffersType } from './checkDoctorOffersType';
import { checkSlotInSchedule } from './checkSlotInSchedule';
import { feeFor } from './feeFor';
import { placeHold } from './placeHold';
import { slotStartOf } from './slotStartOf';

/**
 * A hold request, in the product's words (the contract's schema reads them from the spec's
 * fields): checks it against the doctor's real schedule (never the browser's times), step by
 * step, then holds the slot for 10 minutes.
 */
export async function holdSlot(deps: BookingServiceDeps, session: Session, input: HoldInput) {
  const now = deps.now();
  // A type without a flow (or an emergency) is refused before anything is looked up or held.
  checkTypeOffered(deps.offeredTypes, input.consultType, 'consultType');
  // The member and what the hold is checked against are read together (two queries, one wait).
  const [member, target] = await readTogether(
    deps.members.memberForCall(session, input.memberId),
    repo.holdTarget(deps.db, input.doctorId, input.clinicId, input.consultType, input.date),
  );
  if (!target) throw badRequest(messages.doctorUnknown, 'DoctorId');
  const { doctor, clinic } = target;
  if (!clinic) throw badRequest(messages.clinicUnknown, 'clinic');
  checkDoctorOffersType(doctor, input.consultType);
  checkDateInWindow(input.date, now, 'consultationDate');

  const { minute } = slotStartOf(input.date, input.slotLabel, clinic.timeZone, now);
  const slot = checkSlotInSchedule(target.rules, input.date, minute, clinic.timeZone, now);
  const feePaise = await feeFor(doctor, input.consultType, () =>
    deps.consultations.followupEligible(member.memberId, doctor.id),
  );
  if (
    input.replaces !== undefined &&
    !(await deps.consultations.ownForPayment(session.account.accountId, input.replaces))
  )
    throw notFound(messages.notFound);

  const held = await placeHold(deps.consultations, {
    accountId: session.account.accountId,
    memberId: member.memberId,
    doctorId: doctor.id,
    clinicId: clinic.id,
    consultType: input.consultType,
    language: input.language,
    helpQuestion: input.reason,
    slotDate: input.date,
    slotStart: slot.start,
    slotEnd: slot.end,
    feePaise,
    replaces: input.replaces,
  });
  return held;
}
