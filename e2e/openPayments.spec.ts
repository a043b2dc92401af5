import type { BrowserContext, Page } from '@playwright/test';
import { listing } from './bookingHelpers';
import { indianDay, nextWorkingDay } from './clock';
import { expect, test } from './fixtures';
import { snap } from './helpers';
import { message, openSandbox, reachPaymentPage } from './paymentHelpers';

// A payment left open — its checkout tab closed unpaid, or cancelled on the gateway's page — is
// on the parent's home while its slot is held: 'Resume payment' pays the same order, 'Cancel
// payment' frees the slot. On the test clock, at a phone's size, against the sandbox gateway.

// Each journey books and pays through the real screens, twice in some: longer than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

const orderOf = (checkout: Page) => new URL(checkout.url()).searchParams.get('uniqueId');

/** The parent's home in a new tab of the same browser (the sign-in is shared by every tab). */
async function homeInNewTab(context: BrowserContext): Promise<Page> {
  const home = await context.newPage();
  await home.goto('/home');
  await expect(home).toHaveURL(/\/home$/);
  return home;
}

const openCard = (home: Page) => home.getByRole('region', { name: 'Payment not finished' }).getByRole('article');

test('the closed checkout tab: the home offers Resume payment, which pays the same order', async ({
  page,
  context,
  at,
}) => {
  const { doctorName, time } = await reachPaymentPage(page, at);
  const checkout = await openSandbox(page, context);
  const firstOrder = orderOf(checkout);
  await checkout.close();

  const home = await homeInNewTab(context);
  const card = openCard(home);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(doctorName);
  await expect(card).toContainText(`${time} IST`);
  await expect(card).toContainText(/Audio|Video/);
  await expect(card).toContainText(/Held until \d\d:\d\d [AP]M/);
  await expect(card).toContainText(/₹[\d,]+/);
  for (const width of [360, 412]) {
    await home.setViewportSize({ width, height: 915 });
    await snap(home, `86-01-home-open-payment-${width}`);
  }

  await card.getByRole('button', { name: 'Resume payment' }).click();
  await expect(home).toHaveURL(/\/payement-page$/);
  const summary = home.getByRole('region', { name: 'Your consultation', exact: true });
  await expect(summary).toContainText(doctorName);
  await expect(summary).toContainText(time);
  await snap(home, '86-02-resumed-payement-page');

  const again = await openSandbox(home, context);
  expect(orderOf(again)).toBe(firstOrder);
  await again.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(home).toHaveURL(/\/doctor-confirmed$/, { timeout: 15_000 });
  await expect(message(home, 'Payment Success.')).toBeVisible();

  await home.goto('/home');
  const upcoming = home.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('article')).toHaveCount(1);
  await expect(upcoming.getByRole('article')).toContainText(doctorName);
  await expect(upcoming.getByRole('article')).toContainText('Booked');
  await expect(home.getByRole('region', { name: 'Payment not finished' })).toHaveCount(0);
  await snap(home, '86-03-home-after-resumed-payment');
});

test('Cancel payment: asked first, the card goes and the slot is free again', async ({ page, context, at }) => {
  const { doctorId, time } = await reachPaymentPage(page, at);
  const checkout = await openSandbox(page, context);
  await checkout.close();
  const day = indianDay(at, nextWorkingDay(at));
  const offered = async () =>
    (await listing(page.request, { dt: day, doctorId })).flatMap((c) => c.Slots.map((s) => s.slot));
  expect(await offered()).not.toContain(time);

  const home = await homeInNewTab(context);
  await openCard(home).getByRole('button', { name: 'Cancel payment' }).click();
  const dialog = home.getByRole('dialog', { name: 'Cancel this payment?' });
  await expect(dialog).toContainText('Nothing will be charged.');
  await snap(home, '86-04-cancel-payment-dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel payment' }).click();
  await expect(message(home, 'Payment cancelled. The slot is free again.')).toBeVisible();
  await expect(home.getByRole('region', { name: 'Payment not finished' })).toHaveCount(0);
  await expect(home.getByRole('region', { name: 'Upcoming' })).toContainText('No consultations coming up.');
  await snap(home, '86-05-home-payment-cancelled');
  await expect.poll(offered).toContain(time);
});

test('Payment Aborted.: back to /details, where My consultations leads to Resume payment', async ({
  page,
  context,
  at,
}) => {
  const { doctorName } = await reachPaymentPage(page, at);
  const checkout = await openSandbox(page, context);
  const firstOrder = orderOf(checkout);
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout.getByText('Payment cancelled.')).toBeVisible();
  await expect(page).toHaveURL(/\/details$/, { timeout: 15_000 });
  await expect(message(page, 'Payment Aborted.')).toBeVisible();

  await page.getByRole('link', { name: 'My consultations' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const card = openCard(page);
  await expect(card).toContainText(doctorName);
  await snap(page, '86-06-home-after-aborted');
  await card.getByRole('button', { name: 'Resume payment' }).click();
  await expect(page).toHaveURL(/\/payement-page$/);
  const again = await openSandbox(page, context);
  expect(orderOf(again)).toBe(firstOrder);
  await again.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/doctor-confirmed$/, { timeout: 15_000 });
  await expect(message(page, 'Payment Success.')).toBeVisible();
});
