import type { BrowserContextOptions, Page } from '@playwright/test';
import { buildParent } from './builders';
import { expect, type JourneyFixtures } from './fixtures';
import { codeFromOutbox, signInParent, snap } from './helpers';
import { openSandbox } from './paymentHelpers';

// The on-duty queue's shared steps (queue.spec.ts, decision 0038): a doctor's console on a laptop,
// parents on phones of their own, and a place in the queue bought through the sandbox gateway.

const INDIA: BrowserContextOptions = { locale: 'en-IN', timezoneId: 'Asia/Kolkata', serviceWorkers: 'block' };
export const LAPTOP: BrowserContextOptions = {
  ...INDIA,
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
};
export const SMALL_PHONE: BrowserContextOptions = {
  ...INDIA,
  viewport: { width: 360, height: 780 },
  isMobile: true,
  hasTouch: true,
};

/** A staff area's addresses: where it starts, its sign-in, and where a sign-in lands. */
export interface StaffArea {
  start: string;
  signIn: RegExp;
  home: RegExp;
}
export const CONSOLE: StaffArea = { start: '/console', signIn: /\/console\/sign-in$/, home: /\/console$/ };
export const BACK_OFFICE: StaffArea = { start: '/admin', signIn: /\/admin\/sign-in$/, home: /\/admin\/doctors$/ };

/**
 * A doctor or an operator signs in to their area on a laptop of their own, with the OTP from the
 * dev outbox; `shot` names a screenshot of the sign-in with the number typed.
 */
export async function staffOnLaptop(
  newContextAt: JourneyFixtures['newContextAt'],
  area: StaffArea,
  mobileNumber: string,
  shot?: string,
) {
  const staff = await (await newContextAt(LAPTOP)).newPage();
  await staff.goto(area.start);
  await expect(staff).toHaveURL(area.signIn, { timeout: 20_000 });
  await staff.getByLabel('Mobile number').fill(mobileNumber);
  // The same robot check as the parents' sign-in (the e2e server runs with the captcha on).
  await expect(staff.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  if (shot) await snap(staff, shot);
  await staff.getByRole('button', { name: 'Send OTP' }).click();
  await staff.getByLabel('OTP').fill(await codeFromOutbox(staff, mobileNumber));
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff).toHaveURL(area.home);
  return staff;
}

/** The doctor signs in to the console on a laptop of their own. */
export const consoleOnLaptop = (newContextAt: JourneyFixtures['newContextAt'], mobileNumber: string) =>
  staffOnLaptop(newContextAt, CONSOLE, mobileNumber);

/** A new parent with one child, signed in on `page` (the hand-off link) with the child chosen. */
export async function parentWithChild(page: Page, at: string, child: { firstName: string; lastName: string }) {
  const parent = await buildParent(page.request, {
    members: [{ relation: 'son', gender: 'Male', ageDays: 900, heightCm: 88, weightKg: 12.5, ...child }],
  });
  await signInParent(page, at, parent.mobileNumber, child.firstName);
  return parent;
}

/**
 * On /doctor-cons with a doctor on duty: Confirm keeps a place while the parent pays, Make Payment,
 * Pay in the sandbox's tab; the parent ends in the consultation's waiting room. Returns its id.
 */
export async function joinAndPay(page: Page, shot: string): Promise<number> {
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Your place is kept while you pay' })).toBeVisible();
  await expect(page.getByText('The next available doctor').first()).toBeVisible();
  await snap(page, `${shot}-held`);
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/payement-page$/);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  const sandbox = await openSandbox(page, page.context());
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(sandbox.getByText('Payment successful.')).toBeVisible();
  await sandbox.close();
  await expect(page).toHaveURL(/\/doctor-(confirmed|oncall)/, { timeout: 15_000 });
  if (/\/doctor-confirmed$/.test(page.url())) {
    // An instant consultation has no time to confirm: the screen says the parent is in the queue.
    await expect(page.getByText('You are in the queue').first()).toBeVisible();
    await page.getByRole('link', { name: 'Waiting room' }).click();
  }
  await expect(page).toHaveURL(/\/doctor-oncall\?consultation=\d+$/);
  return Number(new URL(page.url()).searchParams.get('consultation'));
}

/** The place the waiting room shows, once its poll has caught up (every 5 s while in the queue). */
export const placeShown = (page: Page, n: number) =>
  expect(page.getByText(`You are number ${n} in the queue`)).toBeVisible({ timeout: 15_000 });
