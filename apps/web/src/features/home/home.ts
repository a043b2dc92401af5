/**
 * What the home shows of a consultation and a refund, as plain functions of the server's answers
 * (the server decides the section and what may be done, on its clock).
 */

import { messages } from '@app/contract/messages';
import { enHome } from '../../i18n/enHome';
import { shortDate } from '../../lib/dates';
import type { RouteResult } from '../../lib/routeEndpoint';

export type HomeConsultation = RouteResult<'getMyConsultations'>['data'][number];
export type Refund = RouteResult<'getRefunds'>['data'][number];
type ListingCard = RouteResult<'getAllDoctorSlot'>['data'][number];
export type OpenPayment = RouteResult<'getOpenPayments'>['data'][number];

/** 'Tue, 24 Nov, 10:00 AM': the slot's Indian date and time. */
export const whenOf = (c: Pick<HomeConsultation, 'slotDate' | 'slot'>) => `${shortDate(c.slotDate)}, ${c.slot}`;

/**
 * A paid place in the on-duty queue (docs/decisions/0038): an upcoming booked consultation with no
 * doctor yet. It has no time to show or move to; the waiting room says its number.
 */
export const isQueued = (c: Pick<HomeConsultation, 'doctorId' | 'status' | 'section'>) =>
  c.doctorId === null && c.status === 'booked' && c.section === 'upcoming';

/** The doctor an open payment names: for a place in the queue (no doctor yet), the next available doctor. */
export const doctorOfPayment = (p: Pick<OpenPayment, 'doctorId' | 'doctorName'>) =>
  p.doctorId === null ? messages.nextAvailableDoctor : p.doctorName;

/**
 * The status a parent reads: a booked consultation listed as past had its waiting room close
 * without the doctor starting the call, which the card says instead of 'Booked'.
 */
export function statusText(c: Pick<HomeConsultation, 'status' | 'section'>) {
  if (c.section === 'past' && (c.status === 'booked' || c.status === 'in_progress')) return enHome.missed;
  return enHome.status[c.status] ?? c.status;
}

export function splitBySection(list: readonly HomeConsultation[]) {
  const upcoming = list.filter((c) => c.section === 'upcoming');
  // The most recent first: the one the parent just had is the one they look for.
  const past = list.filter((c) => c.section === 'past').reverse();
  return { upcoming, past };
}

/** A refund's line: what it is for, when its consultation is listed. */
export function refundFor(refund: Refund, consultations: readonly HomeConsultation[]) {
  const c = consultations.find((x) => x.appReqId === refund.appReqId);
  if (!c) return undefined;
  return c.doctorId === null
    ? enHome.refunds.forQueuePlace(c.memberName)
    : enHome.refunds.forConsultation(c.memberName, c.doctorName);
}

/**
 * The times a consultation may move to on a listed day: its own doctor's, at its clinic, of its
 * consult type (the listing already leaves out taken and past slots, and the consultation's own).
 */
export function freeSlotsFor(
  cards: readonly ListingCard[],
  c: Pick<HomeConsultation, 'doctorId' | 'clinicId' | 'consultType'>,
): ListingCard['Slots'] {
  const card = cards.find((x) => x.doctorID === c.doctorId && x.clinicId === c.clinicId);
  return (card?.Slots ?? []).filter((s) => s.appointmenttype === c.consultType);
}

/**
 * The open payments that left the list because their hold lapsed (not the ones paid or cancelled
 * meanwhile, which left before their time): the parent is told their slot was released.
 */
export function lapsedSince(
  before: readonly OpenPayment[],
  after: { serverNow: string; data: readonly OpenPayment[] },
): OpenPayment[] {
  const still = new Set(after.data.map((p) => p.appReqId));
  const now = Date.parse(after.serverNow);
  return before.filter((p) => !still.has(p.appReqId) && Date.parse(p.holdExpiresAt) <= now);
}

/** Who a payment is for: the member's name, or 'You' for an account holder who has not given one. */
export const payerOf = (p: Pick<OpenPayment, 'memberName'>) => p.memberName.trim() || enHome.openPayments.you;
