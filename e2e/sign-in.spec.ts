import { expect, test } from './fixtures';
import { codeFromOutbox, handoffFor, linkExpiry, requestOtp, snap, uniqueMobile } from './helpers';
import { E2E_HANDOFF_SECRET } from './playwright.config';

test('a new number signs in through the real server and lands on /details as a guest', async ({ page }) => {
  const mobileNumber = uniqueMobile();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Enter your phone number' })).toBeVisible();
  await expect(page.getByText('An OTP will be sent to this for confirmation')).toBeVisible();
  // No number yet: the robot check says it follows the number, never 'Verified'.
  await expect(page.getByText('A quick check that you are not a robot follows your number.')).toBeVisible();
  await expect(page.getByText('Verified')).toHaveCount(0);
  await snap(page, '01-phone-entry');

  await requestOtp(page, mobileNumber);
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  await expect(page.getByText(`OTP sent to +91 ${mobileNumber}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit phone number' })).toBeVisible();
  await snap(page, '03-otp');

  const code = await codeFromOutbox(page, mobileNumber);
  const otpInput = page.getByLabel('One-time password (OTP)');
  await otpInput.fill(`${code}999`);
  await expect(otpInput).toHaveValue(code); // at most 6 digits
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/details$/);
  // The member chooser opens by itself (no member chosen yet), saying who is signed in.
  await expect(page.getByRole('dialog', { name: 'Who is this consultation for?' })).toBeVisible();
  await expect(page.getByText(`Signed in as +91 ${mobileNumber}`)).toBeVisible();
  await expect(page.getByText('Guest')).toBeVisible();
  await snap(page, '05-details');

  // The session survives a reload (sessionStorage + GetSessionUser).
  await page.reload();
  await expect(page.getByText(`Signed in as +91 ${mobileNumber}`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong code shows the warning and clears the loading state', async ({ page }) => {
  const mobileNumber = uniqueMobile();
  await requestOtp(page, mobileNumber);
  const code = await codeFromOutbox(page, mobileNumber);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('One-time password (OTP)').fill(wrong);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter correct OTP.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await snap(page, '04-otp-wrong-code');
  await expect(page).toHaveURL(/\/phone-otp$/);
});

test('the empty-field warnings of the phone entry screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('A quick check that you are not a robot follows your number.')).toBeVisible();
  // India is selected by default: only the number is missing.
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('Please input phone number').first()).toBeVisible();
  await snap(page, '02-phone-entry-empty-warning');

  // No country and no number.
  await page.getByLabel('Country', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('Please enter your number with country code.').first()).toBeVisible();

  // Digits with no country chosen (and none recognisable in them).
  await page.getByLabel('Phone number', { exact: true }).fill('+999');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('Country code not selected').first()).toBeVisible();

  // A number libphonenumber judges invalid for India.
  await page.getByLabel('Country', { exact: true }).selectOption('IN');
  await page.getByLabel('Phone number', { exact: true }).fill('+9112345');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('Please enter a valid phone number for the selected country.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed native hand-off link skips the OTP; a forged one falls back to the normal flow', async ({
  page,
  at,
}) => {
  const mobileNumber = uniqueMobile();
  const handoff = handoffFor(E2E_HANDOFF_SECRET, '91', mobileNumber, linkExpiry(at));
  await page.goto(`/?code=91&number=${mobileNumber}&isMobile=1&handoff=${handoff}`);
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByText(`Signed in as +91 ${mobileNumber}`)).toBeVisible();
  // No OTP was sent for it.
  const outbox = await (await page.request.get(`/api/dev/outbox?mobileNumber=${mobileNumber}`)).json();
  expect(outbox.data).toHaveLength(0);

  // Another person on this browser: the sign-in is shared by the tabs (localStorage) too.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  const other = uniqueMobile();
  await page.goto(
    `/?code=91&number=${other}&isMobile=1&handoff=${handoffFor('not-the-secret-but-long-enough-000', '91', other, linkExpiry(at))}`,
  );
  await expect(page.getByText(/sign-in link is not valid/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The number stays pre-filled for the normal OTP flow.
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('IN');
  await expect
    .poll(async () => (await page.getByLabel('Phone number', { exact: true }).inputValue()).replace(/\D/g, ''))
    .toBe(other);
});

test('unknown routes and the error page look finished', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await snap(page, '06-not-found');
});
