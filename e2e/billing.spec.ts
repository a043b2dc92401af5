import { readFileSync } from 'node:fs';
import { savedBasic } from './bookingHelpers';
import { expect, test } from './fixtures';
import { snap } from './helpers';
import { message, openSandbox, reachPaymentPage } from './paymentHelpers';

// Payments against the real server and the sandbox gateway, at a phone's size. Each
// journey holds a slot for a new member through the booking screens, on the clinics' next working
// day after the test's time, so the same slots are there at any hour.

test('pay with the sandbox: the confirmation with Payment Success.', async ({ page, context, at }) => {
  const { doctorName, time } = await reachPaymentPage(page, at);
  const summary = page.getByRole('region', { name: 'Your consultation', exact: true });
  await expect(summary).toContainText(doctorName);
  await expect(summary).toContainText(time);
  const fee = summary.getByRole('definition').filter({ hasText: '₹' });
  await expect(summary.getByText('Consultation service amount')).toBeVisible();
  await expect(summary.getByText('Total', { exact: true })).toBeVisible();
  const total = ((await fee.last().textContent()) ?? '').trim();
  expect(total).toMatch(/^₹[\d,]+(\.\d\d)?$/);
  await snap(page, '60-01-payement-page');

  const sandbox = await openSandbox(page, context);
  await expect(sandbox.getByText(total, { exact: true })).toBeVisible();
  await snap(sandbox, '60-02-sandbox-checkout');
  // The app waits with the loader while the parent pays in the other tab.
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await snap(page, '60-03-payement-page-waiting');

  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(sandbox.getByText('Payment successful.')).toBeVisible();
  await expect(sandbox.getByText('You can close this tab and return to the app.')).toBeVisible();
  await snap(sandbox, '60-04-sandbox-paid');

  await expect(page).toHaveURL(/\/doctor-confirmed$/, { timeout: 15_000 });
  await expect(message(page, 'Payment Success.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your consultation with our doctor is confirmed!' })).toBeVisible();
  const booked = page.getByRole('region', { name: 'Your consultation', exact: true });
  await expect(booked).toContainText(doctorName);
  await expect(booked).toContainText(time);
  await snap(page, '60-05-doctor-confirmed');
  expect((await page.evaluate(() => sessionStorage.getItem('child-health:state:v1'))) ?? '').not.toContain('"billing"');

  // The slot is booked now: the order is closed, and a second Pay on the sandbox is not offered.
  await sandbox.reload();
  await expect(sandbox.getByText(/already closed/)).toBeVisible();
  await expect(sandbox.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);

  // The payment's receipt is on the home screen, and downloads as a PDF.
  await page.goto('/home');
  const receipts = page.getByRole('region', { name: 'Receipts' });
  const receipt = receipts.getByRole('listitem').first();
  await expect(receipt).toContainText('Receipt');
  await expect(receipt).toContainText(total);
  await expect(receipt).toContainText(doctorName);
  await expect(receipt).toContainText(/RCT\/\d{4}-\d{2}\/\d{6}/);
  await snap(page, '60-07-home-receipt');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: /^Download PDF of Receipt RCT\// }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^RCT-\d{4}-\d{2}-\d{6}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a failed payment: Payment Failed. and back to /details', async ({ page, context, at }) => {
  await reachPaymentPage(page, at);
  const sandbox = await openSandbox(page, context);
  await sandbox.getByRole('button', { name: 'Fail' }).click();
  await expect(sandbox.getByText('Payment failed.')).toBeVisible();
  await expect(page).toHaveURL(/\/details$/, { timeout: 15_000 });
  await expect(message(page, 'Payment Failed.')).toBeVisible();
  await snap(page, '60-06-payment-failed');
});

test('a cancelled payment: Payment Aborted. and back to /details', async ({ page, context, at }) => {
  await reachPaymentPage(page, at);
  const sandbox = await openSandbox(page, context);
  await sandbox.getByRole('button', { name: 'Cancel' }).click();
  await expect(sandbox.getByText('Payment cancelled.')).toBeVisible();
  await snap(sandbox, '60-07-sandbox-cancelled');
  await expect(page).toHaveURL(/\/details$/, { timeout: 15_000 });
  await expect(message(page, 'Payment Aborted.')).toBeVisible();
});

test('a reload while waiting resumes polling the same order', async ({ page, context, at }) => {
  await reachPaymentPage(page, at);
  const sandbox = await openSandbox(page, context);
  await expect.poll(async () => JSON.stringify(await savedBasic(page))).toContain('appReqId');
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  await expect(page).toHaveURL(/\/payement-page$/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/doctor-confirmed$/, { timeout: 15_000 });
  await expect(message(page, 'Payment Success.')).toBeVisible();
});

test('leaving the payment page asks first', async ({ page, at }) => {
  await reachPaymentPage(page, at);
  const prompt = 'Data will be lost if you leave the page, are you sure?';

  // Back, dismissed: the page stays.
  let seen = '';
  page.once('dialog', (dialog) => {
    seen = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(() => seen).toBe(prompt);
  await expect(page).toHaveURL(/\/payement-page$/);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();

  // The browser's back button, accepted: the parent leaves.
  seen = '';
  page.once('dialog', (dialog) => {
    seen = dialog.message();
    void dialog.accept();
  });
  await page.goBack();
  await expect.poll(() => seen).toBe(prompt);
  await expect(page).toHaveURL(/\/doctor-selection$/);

  // Closing the tab: the browser's own leave dialog (beforeunload).
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  let unload = '';
  page.once('dialog', (dialog) => {
    unload = dialog.type();
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => unload).toBe('beforeunload');
});

test('Back after paying shows the consultation as paid, never Make Payment or the phone screen', async ({
  page,
  context,
  at,
}) => {
  const { doctorName, time } = await reachPaymentPage(page, at);
  const sandbox = await openSandbox(page, context);
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/doctor-confirmed$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Your consultation with our doctor is confirmed!' })).toBeVisible();

  // Back: the booking screen the parent paid from, saying it is paid and leading on to it.
  await page.goBack();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  const paid = page.getByRole('status').filter({ hasText: 'Paid:' });
  await expect(paid).toContainText(doctorName);
  await expect(paid).toContainText(time);
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  await expect(page.getByText(/Held for you until/)).toHaveCount(0);
  await snap(page, '60-08-back-after-paying');

  // Back again: still signed in on the booking screens, nothing offered for payment.
  await page.goBack();
  await expect(page).toHaveURL(/\/doctor-apointment$/);
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  await expect(page.getByText('Some error please re-try')).toHaveCount(0);

  // Forward to the paid one's screen and on to its own waiting room.
  await page.goForward();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  await page.getByRole('link', { name: 'Go to the waiting room' }).click();
  await expect(page).toHaveURL(/\/doctor-oncall\?consultation=\d+$/);
  await expect(page.getByText('We could not find that consultation.')).toHaveCount(0);

  // The payment screen itself, opened again, goes to the confirmation rather than asking again.
  await page.goto('/payement-page');
  await expect(page).toHaveURL(/\/doctor-confirmed$/);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});
