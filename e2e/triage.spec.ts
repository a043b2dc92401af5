import { buildDoctors, buildParent } from './builders';
import { nextWorkingDay } from './clock';
import { expect, test } from './fixtures';
import { signInParent, snap } from './helpers';
import { consentBeforePaying } from './paymentHelpers';

// Red-flag triage against the real server: the parent of a 2-month-old with fever is told to go
// to hospital now (112), in English and Hindi, with nothing to book or pay; and the server refuses
// an order for her afterwards even when the booking screens are opened by their address.

test.use({ viewport: { width: 390, height: 844 } });

test('a 2-month-old with fever: go to hospital now, nothing to pay', async ({ page, at }) => {
  await buildDoctors(page.request, { name: `Dr. Triage ${Date.now() % 100_000}` });
  const parent = await buildParent(page.request, {
    members: [{ relation: 'daughter', firstName: 'Anaya', lastName: 'Iyer', gender: 'Female', ageDays: 61 }],
  });
  await signInParent(page, at, parent.mobileNumber, 'Anaya');
  await expect(page).toHaveURL(/\/child-help$/);
  await page.getByRole('radio', { name: 'Fever' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/child-check$/);
  await expect(page.getByRole('heading', { name: 'A few questions first', level: 1 })).toBeVisible();
  const questions = page.locator('.triage-questions > li');
  await expect(questions.first()).toContainText('Has your baby had a fever');
  await snap(page, '98-01-child-check');

  // Continue with nothing answered: each question must be answered, yes or no.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please answer every question.')).toBeVisible();
  await snap(page, '98-02-child-check-unanswered');

  const [fever, ...others] = await questions.all();
  await fever?.getByRole('radio', { name: 'Yes', exact: true }).check();
  for (const other of others) await other.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Go to a hospital now', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('call 112');
  await expect(page.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByRole('link', { name: 'Call 108 (ambulance)' })).toHaveAttribute('href', 'tel:108');
  await expect(page.getByText('A baby under 3 months with fever')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay|Book|Confirm|Continue/ })).toHaveCount(0);
  await snap(page, '98-03-child-check-emergency');

  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'अभी अस्पताल जाएँ', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '112 पर कॉल करें' })).toBeVisible();
  await snap(page, '98-04-child-check-emergency-hindi');

  // Opening the booking by its address does not get round it: the order is refused.
  await page.goto('/doctor-apointment');
  await page.getByRole('group', { name: 'Date' }).getByRole('radio').nth(nextWorkingDay(at)).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  const card = page.getByRole('article').first();
  await card
    .getByRole('button', { name: /^\d\d:\d\d [AP]M/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/payement-page$/);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await consentBeforePaying(page);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText(/cannot be booked/).first()).toBeVisible();
  await snap(page, '98-05-payment-refused-after-emergency');
});
