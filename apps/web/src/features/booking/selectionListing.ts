/**
 * The first page of `/doctor-selection`'s listing, asked for by the route's loader while the
 * screen's code loads, so the screen's first paint already shows the doctors (decision 0069):
 * without it the request waited for the screen to render, and the cards, their render and their
 * layout came as a second screen after the first paint.
 */
import { DOCTOR_PAGE_SIZE } from '@app/contract/constants';
import type { RootState } from '../../app/store';
import { store } from '../../app/store';
import { dateStrip } from '../../lib/dates';
import { bookingApi } from './api/bookingApi';
import type { DoctorSlotArgs } from './api/query';
import { type BookingChoices, choicesOf } from './choices';

/** How long the screen's first paint may wait for its listing; past it the screen says it is loading. */
export const LISTING_WAIT_MS = 1500;

/** The chosen date when it is still on the strip (today and the next 14 days in India), else undefined. */
export function stripDate(choices: BookingChoices, days = dateStrip()): string | undefined {
  return days.some((d) => d.iso === choices.date) ? choices.date : undefined;
}

/** What the listing is asked for: the choices' filters, the member and the reason chosen on /child-help. */
export function selectionListingArgs(
  choices: BookingChoices,
  date: string | undefined,
  patientId: number | undefined,
  reason: string | undefined,
  pageSize: number = DOCTOR_PAGE_SIZE,
): DoctorSlotArgs {
  return {
    pageSize,
    appointmentType: choices.consultType,
    dt: date ?? '',
    doctorId: choices.doctorId,
    speciality: choices.specialityId,
    clinicId: choices.clinicId,
    language: choices.language,
    patientId,
    reason,
  };
}

/**
 * How long after the loader's request the screen may still take its answer as fresh: a navigation
 * given up half-way (Back during the wait) must not leave a later visit an old listing.
 */
export const LOADED_FRESH_MS = 10_000;

/** The arguments the loader asked for, and when, until the screen's first mount takes them. */
let askedByLoader: { key: string; at: number } | undefined;

/** One listing's arguments as a string: two requests for the same listing have the same key. */
export const listingKey = (args: DoctorSlotArgs) => JSON.stringify(args);

/**
 * Asks for the listing the screen will show first, and waits for it up to `waitMs`. Never fails:
 * an error or a slow answer is the screen's to show, as when it asks itself.
 */
export async function loadSelectionListing(state: RootState = store.getState(), waitMs = LISTING_WAIT_MS) {
  const choices = choicesOf(state.Temp);
  const date = stripDate(choices);
  if (!date) return;
  const args = selectionListingArgs(choices, date, state.Basic.id, state.Basic.qs ?? state.User.qs);
  askedByLoader = { key: listingKey(args), at: Date.now() };
  const request = store.dispatch(bookingApi.endpoints.getDoctorSlots.initiate(args, { subscribe: false }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    request.then(
      () => undefined,
      () => undefined,
    ),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * True once, for the arguments the loader has just asked for: the screen's first mount then
 * shows that answer instead of asking again (every later mount or change of filters asks anew).
 */
export function takeLoadedListing(args: DoctorSlotArgs): boolean {
  const taken =
    askedByLoader !== undefined &&
    askedByLoader.key === listingKey(args) &&
    Date.now() - askedByLoader.at < LOADED_FRESH_MS;
  askedByLoader = undefined;
  return taken;
}
