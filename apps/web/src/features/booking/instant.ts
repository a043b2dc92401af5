/**
 * The on-duty queue on /doctor-cons (docs/decisions/0038), as plain functions: what the
 * availability answer says to a parent, the consultation held when they join, and the choices the
 * appointment screen opens with when they book the next scheduled slot instead.
 */

import { enBooking } from '../../i18n/enBooking';
import { longDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import type { RouteResult } from '../../lib/routeEndpoint';
import { type BookingChoices, type ConsultType, changeFilter, type HeldConsultation, type Language } from './choices';

export type InstantAvailability = RouteResult<'getInstantAvailability'>;
export type JoinedQueue = RouteResult<'joinQueue'>;

export interface AvailabilityWords {
  /** Somebody is on duty: joining is possible. */
  open: boolean;
  /** '2 doctors on duty · about 10 minutes', or with nobody on duty the sentence that says so. */
  headline: string;
  /** '3 parents ahead of you' (null with nobody on duty). */
  ahead: string | null;
  /** 'Fee ₹299'. */
  fee: string;
  /** With nobody on duty: the next scheduled slot, if there is one in the next 15 days. */
  nextSlot: string | null;
}

const t = enBooking.instant;

/** What the availability panel says for `type` in `language`. */
export function availabilityWords(answer: InstantAvailability, type: string, language: string): AvailabilityWords {
  const fee = t.fee(formatRupees(answer.feeInRupees));
  if (answer.onDuty <= 0) {
    return {
      open: false,
      headline: t.nobodyOnDuty(enBooking.consultType[type] ?? type, enBooking.language[language] ?? language),
      ahead: null,
      fee,
      nextSlot: answer.nextSlot
        ? t.nextSlot(longDate(answer.nextSlot.date), answer.nextSlot.slot, answer.nextSlot.doctorName)
        : null,
    };
  }
  const duty = t.onDuty(answer.onDuty);
  return {
    open: true,
    headline: answer.estimatedWaitMinutes === null ? duty : `${duty} · ${t.about(answer.estimatedWaitMinutes)}`,
    ahead: t.ahead(answer.waiting),
    fee,
    nextSlot: null,
  };
}

/**
 * The instant consultation as the booking screens and the payment page keep a hold: no doctor,
 * clinic, date or time yet (whoever takes it, now), the instant fee.
 */
export function heldFromQueue(joined: JoinedQueue, consultType: string, doctorName: string): HeldConsultation {
  return {
    appReqId: joined.appReqId,
    doctorId: null,
    doctorName,
    clinicId: null,
    clinicName: '',
    consultType,
    date: '',
    slot: '',
    netFees: joined.feeInRupees,
    // A place already paid for (asked again after paying) has no hold: it counts as held for now.
    holdExpiresAt: joined.holdExpiresAt ?? new Date().toISOString(),
    key: `queue-${joined.appReqId}`,
    instant: true,
  };
}

/**
 * 'Book this time': the appointment screen opens on that day, with the type and language chosen;
 * the doctor, clinic and specialty filters are cleared, since the slot offered may be anyone's.
 */
export function choicesForNextSlot(
  choices: BookingChoices,
  date: string,
  consultType: ConsultType,
  language: Language,
): BookingChoices {
  const { doctorId: _doctor, clinicId: _clinic, specialityId: _speciality, ...rest } = choices;
  return changeFilter(rest, { date, consultType, language });
}
