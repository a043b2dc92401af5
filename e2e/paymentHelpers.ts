import type { BrowserContext, Page } from '@playwright/test';
import { signInWithMember } from './bookingHelpers';
import { buildDoctors } from './builders';
import { nextWorkingDay } from './clock';
import { expect } from './fixtures';

// The payment journeys' shared steps (billing.spec.ts, openPayments.spec.ts): a new member holds
// a slot through the booking screens on the clinics' next working day after the test's time, so
// the same slots are there at any hour, and pays in the sandbox gateway's tab.

export const slotName = /^\d\d:\d\d [AP]M/;
export const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A new member holds the first free slot of the next working day after `at` and reaches /payement-page. */
export async function reachPaymentPage(page: Page, at: string) {
  await signInWithMember(page);
  return holdToPayment(page, at);
}

/**
 * The active member (already chosen) holds the first free slot of a new doctor on the next working
 * day after `at`, and reaches /payement-page.
 */
export async function holdToPayment(
  page: Page,
  at: string,
): Promise<{ doctorId: number; doctorName: string; time: string }> {
  const [doctor] = (await buildDoctors(page.request, { name: `Dr. Neha Billing ${Date.now() % 100_000}` })).doctors;
  if (!doctor) throw new Error('no doctor built');
  await page.goto('/doctor-apointment');
  await page.getByRole('combobox', { name: 'Doctor' }).fill(doctor.name);
  await page.getByRole('option', { name: doctor.name }).click();
  await page.getByRole('group', { name: 'Date' }).getByRole('radio').nth(nextWorkingDay(at)).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  const card = page.getByRole('article').first();
  const doctorName = ((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  expect(doctorName).toBe(doctor.name);
  const chip = card.getByRole('button', { name: slotName }).first();
  const time = slotName.exec(((await chip.textContent()) ?? '').trim())?.[0] ?? '';
  expect(time).not.toBe('');
  await chip.click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/payement-page$/);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  return { doctorId: doctor.id, doctorName, time };
}

/**
 * The consent the payment screen asks before paying: the adult's name and relation, the
 * teleconsultation, and the doctor's call. Nothing to do while a payment is under way (it is hidden).
 */
export async function consentBeforePaying(page: Page) {
  // The form shows once the price is in (Pay now enabled), unless a payment is under way.
  await expect(page.getByRole('button', { name: /^(Pay now|Proceed)$/ })).toBeEnabled();
  const consent = page.getByRole('region', { name: 'Before you pay' });
  if (!(await consent.isVisible())) return;
  await consent.getByLabel('Your name').fill('Priya Sharma');
  await consent.getByRole('radio', { name: 'The mother' }).check();
  await consent.getByRole('checkbox', { name: /^I confirm that this consultation is for/ }).check();
  await consent.getByRole('checkbox', { name: /^I agree that the doctor calls me on/ }).check();
}

/** Pay now (after the consent) opens the sandbox gateway in a new tab. */
export async function openSandbox(page: Page, context: BrowserContext): Promise<Page> {
  await consentBeforePaying(page);
  const [sandbox] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pay now' }).click(),
  ]);
  await expect(sandbox).toHaveURL(/\/sandbox-checkout\?uniqueId=[^&]+&token=/);
  await expect(sandbox.getByRole('heading', { name: 'Sandbox payment (test mode)' })).toBeVisible();
  return sandbox;
}
