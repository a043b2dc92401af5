import { expect, test } from './fixtures';
import { signInAsNew, snap } from './helpers';

// Registration against the real server: a guest on the growth screen is told to register, does so
// from there (the form's checks first), and comes back to the same screen as a registered parent
// (who now needs a plan to record). The home screen invites a guest too, and no longer after.

test('a guest registers from the growth screen and comes back registered', async ({ page }) => {
  await signInAsNew(page);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await sheet.getByRole('button', { name: /\+91/ }).first().click();
  await expect(sheet).toBeHidden();
  // The member screen offers it beside the other ways on.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Register' })).toBeVisible();

  await page.goto('/milestone-and-growth/growth');
  await expect(page.getByText('Register with us for tracking growth of your child')).toBeVisible();
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/register\?from=%2Fmilestone-and-growth%2Fgrowth$/);
  await expect(page.getByRole('heading', { name: 'Register with us', level: 1 })).toBeVisible();

  // Nothing is sent until the form is right: a first name, and both documents accepted.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Your first name is required.')).toBeVisible();
  await expect(page.getByText('Please accept the terms of use to register.')).toBeVisible();
  await expect(page.getByText('Please accept the privacy notice to register.')).toBeVisible();
  await snap(page, '95-01-register-invalid');

  await page.getByLabel('Your first name').fill('Priya');
  await page.getByLabel('Email (optional)').fill('priya@');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByLabel('I have read the privacy notice').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address, such as name@example.com.')).toBeVisible();
  await page.getByLabel('Email (optional)').fill('priya@example.com');
  // Both documents are there to read, each in a tab of its own (the form stays as it is).
  await expect(page.getByRole('link', { name: 'Read the terms of use' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute('href', '/privacy');
  await snap(page, '95-02-register-filled');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByText('You are registered. Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/milestone-and-growth\/growth$/);
  await expect(page.getByText('Register with us for tracking growth of your child')).toHaveCount(0);
  await expect(
    page
      .getByText("You don't have any active plans at the moment. Consider purchasing a new plan to get started.")
      .first(),
  ).toBeVisible();
  await snap(page, '95-03-registered-growth');

  // The home screen no longer invites this parent; and the register screen says it is done.
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'My consultations', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Track your child with us' })).toHaveCount(0);
  await page.goto('/register');
  await expect(page.getByText('Your account is registered.')).toBeVisible();
});

test('the home screen invites a guest, and the terms and privacy notice can be read', async ({ page }) => {
  await signInAsNew(page);
  await page.goto('/home');
  const invite = page.getByRole('complementary', { name: 'Track your child with us' });
  await expect(invite).toBeVisible();
  await snap(page, '95-04-home-guest-invite');
  await invite.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\?from=%2Fhome$/);

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not for emergencies' })).toBeVisible();
  await snap(page, '95-05-terms');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
});
