/**
 * 'Resume payment' from the home: the payment screen reads the member, the hold and what it is for
 * from the session's Basic and Temp slices, which a new tab (or a tab whose payment ended) does not
 * have. They are rebuilt from the server's answer; the order is not kept here: Pay now asks
 * Add2Cart, which answers with the hold's own order (re-opened if it was cancelled on the gateway's
 * page), so a hold is never paid through a second order.
 */
import type { OpenPayment } from '@app/contract/schemas/home';
import type { BasicState, FreeState } from '../../app/state';
import { choicesOf, slotKey, withChoices } from '../booking';
import { withPending } from './pending';

export function resumePaymentState(
  slices: { Basic: BasicState; Temp: FreeState },
  p: OpenPayment,
  member?: { type?: string; firstName?: string; Gender?: string | null },
): { basic: BasicState; temp: FreeState } {
  const { Gender: _gender, isExisted: _existed, name: _name, ...rest } = slices.Basic;
  const basic: BasicState = {
    ...rest,
    id: p.memberId,
    rid: p.memberId,
    type: member?.type ?? slices.Basic.type,
    appReqId: p.appReqId,
    doctorId: p.doctorId ?? undefined,
    doctorName: p.doctorName,
    clinicId: p.clinicId ?? undefined,
    apointmentType: p.consultType,
    netFees: p.amount,
  };
  const name = member?.firstName?.trim() || p.memberName.trim();
  if (name) basic.name = name;
  if (member?.Gender) basic.Gender = member.Gender;
  // A poll left from an earlier try (its checkout tab is closed) would wait forever: start afresh.
  const temp = withPending(slices.Temp, undefined);
  const { slot: _slot, ...choices } = choicesOf(temp);
  const held = {
    appReqId: p.appReqId,
    doctorId: p.doctorId,
    doctorName: p.doctorName,
    clinicId: p.clinicId,
    clinicName: p.clinicName,
    consultType: p.consultType,
    date: p.slotDate,
    slot: p.slot,
    netFees: p.amount,
    holdExpiresAt: p.holdExpiresAt,
    // A place in the queue has no doctor's slot: its key names the queue.
    key:
      p.doctorId === null || p.clinicId === null
        ? `queue:${p.appReqId}`
        : slotKey({ doctorID: p.doctorId, clinicId: p.clinicId, slot: p.slot }),
  };
  return { basic, temp: withChoices(temp, { ...choices, held }) };
}
