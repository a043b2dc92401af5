/**
 * Test-only: what the booking screens' component tests share. The real store and router, the
 * day's choices saved as the appointment screen leaves them, and a fixed clock (22 November 2026,
 * 10:00 IST) so the date strip and today's times do not depend on when the tests run.
 */
import { todayInIndia } from '@app/contract/calendar';
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { screens } from '../../../app/paths';
import { setTemp } from '../../../app/state';
import { store } from '../../../app/store';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { type BookingChoices, withChoices } from '../choices';

/**
 * Renders a booking screen for a signed-in member, with today and English chosen (and `choices`);
 * `more`: other screens it may go to (they show their path).
 */
export function openScreen(path: string, page: ReactElement, choices: BookingChoices = {}, more: string[] = []) {
  resetStore(aSignedInMember());
  store.dispatch(setTemp(withChoices({}, { date: todayInIndia(new Date()), language: 'english', ...choices })));
  return renderRoute(
    path,
    page,
    [screens.doctorAppointment, screens.doctorSelection, screens.childHelp, ...more].filter((other) => other !== path),
  );
}

/** The fixed clock before each test, and a clean page and fetch after it. */
export function onBookingScreens() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T04:30:00Z'));
    vi.clearAllMocks();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
