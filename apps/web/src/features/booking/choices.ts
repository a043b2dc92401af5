/**
 * What the parent chose on the booking screens, kept in the Temp slice under `booking` (so a
 * reload in a web view keeps it, and Back shows it again), and what the request to hold a slot
 * is built from. Pure functions; the hook that reads and writes them is `useBookingChoices`.
 */
import { CONSULT_TYPES, LANGUAGES } from '@app/contract/constants';
import type { BookConsultRequest, DoctorListingItem, Slot } from '@app/contract/schemas/catalog';
import type { z } from 'zod';
import type { BasicState, FreeState } from '../../app/state';
import { clockOf, minuteOf, type SlotChoice, slotKey, slotLengthMinutes } from './slots';

export type ConsultType = (typeof CONSULT_TYPES)[number];
export type Language = (typeof LANGUAGES)[number];
export type HoldRequest = z.input<typeof BookConsultRequest>;

/** The consultation that was held (the payment screen shows it). */
export interface HeldConsultation {
  appReqId: number;
  /** Null for a place in the on-duty queue (an instant consultation: whoever takes it). */
  doctorId: number | null;
  doctorName: string;
  /** The doctor's speciality, as the card said (optional: holds saved before it was kept). */
  speciality?: string;
  clinicId: number | null;
  clinicName: string;
  consultType: string;
  date: string;
  slot: string;
  netFees: number;
  holdExpiresAt: string;
  /** slotKey of the held slot. */
  key: string;
  /** A place in the on-duty queue: no date, time or clinic until a doctor takes it. */
  instant?: boolean;
}

export interface BookingChoices {
  language?: Language;
  doctorId?: number;
  clinicId?: number;
  specialityId?: number;
  date?: string;
  consultType?: ConsultType;
  /** The slot picked on /doctor-selection (cleared by picking another date). */
  slot?: SlotChoice;
  held?: HeldConsultation;
  /** The consultation paid last: Back to the booking screens shows it as paid, never as held. */
  paid?: PaidConsultation;
}

/** What the booking screens say about a consultation that was paid for. */
export interface PaidConsultation {
  appReqId: number;
  doctorName?: string;
  consultType?: string;
  date?: string;
  slot?: string;
}

export const isConsultType = (v: unknown): v is ConsultType => CONSULT_TYPES.some((t) => t === v);
export const isLanguage = (v: unknown): v is Language => LANGUAGES.some((l) => l === v);

const NO_CHOICES: BookingChoices = Object.freeze({});

/**
 * The saved choices, read defensively (the Temp slice is free-form and comes from storage). The
 * same object every time for the same state, so a selector using it does not re-render for nothing.
 */
export function choicesOf(temp: FreeState): BookingChoices {
  const saved = temp.booking;
  return typeof saved === 'object' && saved !== null && !Array.isArray(saved) ? (saved as BookingChoices) : NO_CHOICES;
}

export function withChoices(temp: FreeState, choices: BookingChoices): FreeState {
  return { ...temp, booking: choices };
}

/** Picking a date sets it and clears a slot chosen before (spec §4 "Consultation booking"). */
export function pickDate(choices: BookingChoices, date: string): BookingChoices {
  const { slot: _slot, ...rest } = choices;
  return { ...rest, date };
}

/** A filter changed: the slot chosen under the old filters no longer applies. */
export function changeFilter(choices: BookingChoices, patch: Partial<BookingChoices>): BookingChoices {
  const { slot: _slot, ...rest } = choices;
  return { ...rest, ...patch };
}

/** A hold still counts until it expires. */
export function liveHold(held: HeldConsultation | undefined, now: Date = new Date()): HeldConsultation | undefined {
  return held && new Date(held.holdExpiresAt).getTime() > now.getTime() ? held : undefined;
}

/**
 * The choices once the payment of consultation `appReqId` ended: the hold (and the slot chosen for
 * it) is gone either way, so no screen offers 'Make Payment' for it again; a success also records
 * it as paid, so those screens can lead on to it instead.
 */
export function afterPayment(choices: BookingChoices, appReqId: number, succeeded: boolean): BookingChoices {
  const { held, slot: _slot, paid: _earlier, ...rest } = choices;
  if (!succeeded) return rest;
  const same = held?.appReqId === appReqId ? held : undefined;
  const paid: PaidConsultation = same
    ? { appReqId, doctorName: same.doctorName, consultType: same.consultType, date: same.date, slot: same.slot }
    : { appReqId };
  return { ...rest, paid };
}

/** The consult type a slot is booked as: the one chosen on the appointment screen, else the slot's own. */
export function consultTypeFor(chosen: ConsultType | undefined, slot: Pick<Slot, 'appointmenttype'>): string {
  return chosen ?? slot.appointmenttype;
}

/**
 * The consultation request payload (spec §3). FromTime/ToTime are 24-hour clock times for
 * reference only: the server recomputes both from the doctor's schedule.
 */
export function buildHoldRequest(input: {
  basic: Pick<BasicState, 'id' | 'type' | 'qs' | 'appReqId'>;
  reason?: string;
  language?: Language;
  consultType: string;
  date: string;
  card: Pick<DoctorListingItem, 'doctorID' | 'clinicId' | 'Slots'>;
  slot: Pick<Slot, 'slot'>;
}): HoldRequest {
  const { basic, card, slot, consultType } = input;
  if (basic.id === undefined) throw new Error('No active member');
  const start = minuteOf(slot.slot);
  const length = slotLengthMinutes(card, consultType);
  return {
    guestId: basic.id,
    consultType,
    consultationDate: input.date,
    slot: slot.slot,
    FromTime: start === undefined ? '' : clockOf(start),
    ToTime: start === undefined ? '' : clockOf(start + length),
    languages: input.language ?? '',
    userType: basic.type ?? '',
    DoctorId: card.doctorID,
    clinic: card.clinicId,
    helpQuestion1: basic.qs ?? input.reason ?? '',
    AppointmentReqID: basic.appReqId ?? '',
  };
}

/** Basic after a hold (spec §3 "Basic session"): the request and what it is for. */
export function basicAfterHold(basic: BasicState, held: HeldConsultation): BasicState {
  return {
    ...basic,
    appReqId: held.appReqId,
    doctorId: held.doctorId ?? undefined,
    doctorName: held.doctorName,
    clinicId: held.clinicId ?? undefined,
    apointmentType: held.consultType,
    netFees: held.netFees,
  };
}

export function heldFrom(
  response: { appReqId: number; holdExpiresAt: string },
  card: Pick<DoctorListingItem, 'doctorID' | 'doctorName' | 'speciality' | 'clinicId' | 'clinicName'>,
  slot: Pick<Slot, 'slot' | 'netFees'>,
  consultType: string,
  date: string,
): HeldConsultation {
  return {
    appReqId: response.appReqId,
    doctorId: card.doctorID,
    doctorName: card.doctorName,
    speciality: card.speciality,
    clinicId: card.clinicId,
    clinicName: card.clinicName,
    consultType,
    date,
    slot: slot.slot,
    netFees: slot.netFees,
    holdExpiresAt: response.holdExpiresAt,
    key: slotKey({ doctorID: card.doctorID, clinicId: card.clinicId, slot: slot.slot }),
  };
}
