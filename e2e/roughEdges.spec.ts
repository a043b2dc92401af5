import type { Page } from '@playwright/test';
import { buildDoctors, buildParent, planParent } from './builders';
import { indianDayDmy, nextWorkingDay } from './clock';
import { expect, test } from './fixtures';
import { codeFromOutbox, signInParent, snap, uniqueMobile } from './helpers';
import { consentBeforePaying } from './paymentHelpers';

// The rough edges a careful look at a small phone found, at 360 px on the test clock: toasts (one
// per message, gone with their screen, above a sheet's backdrop), screens opening at their top,
// the captcha and OTP steps, avatars, and the booking list's contrast and region names.
test.use({ viewport: { width: 360, height: 740 } });

const slotName = /^\d\d:\d\d [AP]M/;
const toasts = (page: Page) => page.locator('.Toastify__toast');
const avatarIn = (page: Page, scope: string) => page.locator(`${scope} [data-avatar]`).first();

test('sign-in: Verified only for a number, the OTP box focused, a wrong code said once; the avatars follow the relation', async ({
  page,
}) => {
  const mobileNumber = uniqueMobile();
  await page.goto('/');
  await expect(page.getByText('A quick check that you are not a robot follows your number.')).toBeVisible();
  // The check starts with the first digit (decision 0040): nothing is 'Verified' before a number.
  await page.waitForTimeout(1500);
  await expect(page.getByText('Verified')).toHaveCount(0);
  await snap(page, '95-01-phone-no-number');
  await page.getByLabel('Phone number', { exact: true }).fill(`+91${mobileNumber}`);
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await snap(page, '95-02-phone-verified');
  await page.getByRole('button', { name: 'Get OTP' }).click();

  await expect(page).toHaveURL(/\/phone-otp$/);
  const otp = page.getByLabel('One-time password (OTP)');
  await expect(otp).toBeFocused();
  const code = await codeFromOutbox(page, mobileNumber);
  await page.keyboard.type(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Submit' }).click();
  // Said once, by the box: no toast repeating it.
  await expect(page.getByText('Please enter correct OTP.')).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0);
  await snap(page, '95-03-otp-wrong-once');

  await otp.fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/details$/);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await expect(sheet).toBeVisible();
  // The account holder's gender is not known: a neutral figure, not a girl.
  await expect(avatarIn(page, 'dialog .member-tile')).toHaveAttribute('data-avatar', 'neutral');
  await snap(page, '95-04-details-sheet-holder-neutral');

  await sheet.getByRole('button', { name: /Add new/ }).click();
  await page.getByRole('radio', { name: 'Son' }).check();
  await page.getByLabel('First Name').fill('Kabir');
  await page.getByLabel('Last Name').fill('Verma');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/child-gender$/);
  // A son starts as Male, and his avatar is the boy's before anything is tapped.
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(avatarIn(page, '.member-pill')).toHaveAttribute('data-avatar', 'boy');
  await snap(page, '95-05-child-gender-son');

  // Back in the chooser, Kabir's tile is a boy too (no Gender saved yet).
  await page.goto('/details');
  await page.getByRole('button', { name: 'Change' }).click();
  const kabir = page.getByRole('dialog').getByRole('button', { name: /Kabir/ });
  await expect(kabir.locator('[data-avatar]')).toHaveAttribute('data-avatar', 'boy');
});

test('milestone toasts: one per message, and the stale warning gone once the update is saved', async ({ page, at }) => {
  await signInParent(page, at, (await planParent(page.request)).mobileNumber, 'Aarav');
  await page.goto('/milestone-and-growth/milestone');
  const goal = page
    .getByRole('region', { name: 'Movement' })
    .getByRole('button')
    .filter({ hasText: /Upcoming|Overdue/ })
    .first();
  await goal.click();
  await expect(page).toHaveURL(/\/milestone\/form$/);
  await page.getByRole('radio', { name: 'Frequently' }).check();
  const save = page.getByRole('button', { name: /^(Update|SAVE)$/ });
  await save.click();
  await save.click();
  await save.click();
  await expect(toasts(page).filter({ hasText: 'Please select achieved date.' })).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(1);
  await snap(page, '95-06-milestone-one-toast');

  await page.getByLabel('Achieved on').fill(indianDayDmy(at));
  await save.click();
  await expect(page).toHaveURL(/\/milestone-and-growth\/milestone$/);
  await expect(toasts(page).filter({ hasText: 'Milestone status updated.' })).toHaveCount(1);
  await expect(toasts(page).filter({ hasText: 'Please select achieved date.' })).toHaveCount(0);
  await snap(page, '95-07-milestone-updated-alone');

  // Leaving the screen takes its toast with it.
  await page.getByRole('link', { name: 'Growth' }).click();
  await expect(page).toHaveURL(/\/growth$/);
  await expect(toasts(page)).toHaveCount(0);
});

test('booking: the doctor list opens at its top and Back restores the page; Payment Aborted. shows above the sheet', async ({
  page,
  context,
  at,
}) => {
  const [doctor] = (await buildDoctors(page.request, { name: `Dr. Asha Edges ${Date.now() % 100_000}` })).doctors;
  if (!doctor) throw new Error('no doctor built');
  const parent = await buildParent(page.request, {
    self: { firstName: 'Lakshmi', lastName: 'Iyer' },
    members: [
      {
        relation: 'daughter',
        firstName: 'Meera',
        lastName: 'Iyer',
        gender: 'Female',
        ageDays: 900,
        heightCm: 88,
        weightKg: 12,
        ageBand: '2-6',
      },
    ],
  });
  await signInParent(page, at, parent.mobileNumber, 'Meera');
  await page.goto('/doctor-apointment');
  await page.getByRole('combobox', { name: 'Doctor' }).fill(doctor.name);
  await page.getByRole('option', { name: doctor.name }).click();
  const strip = page.getByRole('group', { name: 'Date' });
  await strip.getByRole('radio').nth(nextWorkingDay(at)).check();
  // White on the chosen chip, never faded under 4.5:1.
  const month = page.locator('.date-chip--checked .date-chip-month');
  await expect(month).toHaveCSS('opacity', '1');
  await expect(month).toHaveCSS('color', 'rgb(255, 255, 255)');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(200);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  await expect(page.getByRole('heading', { name: 'Choose a doctor and a time' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { name: 'Choose a doctor and a time' })).toBeInViewport();
  // Two regions, two names.
  await expect(page.getByRole('region', { name: 'Choose a doctor and a time' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Doctors and their free times' })).toHaveCount(1);
  await snap(page, '95-08-doctor-selection-top');

  await page.goBack();
  await expect(page).toHaveURL(/\/doctor-apointment$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 20);
  await page.goForward();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: slotName }).first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/payement-page$/);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await consentBeforePaying(page);
  const [sandbox] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pay now' }).click(),
  ]);
  await sandbox.getByRole('button', { name: 'Cancel' }).click();
  await sandbox.close();

  // Back on /details the chooser opens by itself: the toast is drawn in it, above its backdrop.
  await expect(page).toHaveURL(/\/details$/, { timeout: 15_000 });
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await expect(sheet).toBeVisible();
  const aborted = sheet.locator('.Toastify__toast').filter({ hasText: 'Payment Aborted.' });
  await expect(aborted).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  const onTop = await aborted.evaluate((toast) => {
    const box = toast.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && toast.contains(hit));
  });
  expect(onTop).toBe(true);
  // Held open (a toast pauses under the pointer) for the screenshot, on a busy machine too.
  await aborted.hover();
  await snap(page, '95-09-payment-aborted-above-sheet');
});
