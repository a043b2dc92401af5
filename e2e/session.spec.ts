import { paths } from '../packages/contract/src/paths';
import { expect, test } from './fixtures';
import { signInAsNew } from './helpers';

test('signed in once, every tab of the browser is signed in until one of them signs out', async ({
  page,
  context,
  newContextAt,
}) => {
  const mobileNumber = await signInAsNew(page);

  // A new tab of the same browser (the confirmed screen's link, a bookmark): still signed in.
  const second = await context.newPage();
  await second.goto('/details');
  await expect(second).toHaveURL(/\/details$/);
  await expect(second.getByText(`Signed in as +91 ${mobileNumber}`)).toBeVisible();
  // The token lives in the shared storage, not in the address or the tab's storage only.
  expect(await second.evaluate(() => localStorage.getItem('child-health:account:v1'))).toContain('authToken');

  // The browser closed and opened again: its localStorage stays, no tab's sessionStorage does.
  const restarted = await newContextAt({ storageState: await context.storageState() });
  const reopened = await restarted.newPage();
  await reopened.goto('/details');
  await expect(reopened.getByText(`Signed in as +91 ${mobileNumber}`)).toBeVisible();
  await restarted.close();

  // Signing out in the first tab ends the sign-in in the second too.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole('heading', { name: 'Enter your phone number' })).toBeVisible();
  // And it stays ended: the screens after sign-in send it back to the phone screen.
  await second.goto('/details');
  await expect(second).toHaveURL(/\/$/);
  const third = await context.newPage();
  await third.goto('/details');
  await expect(third).toHaveURL(/\/$/);
});

test('a token the server no longer accepts is forgotten by every tab', async ({ page, context }) => {
  const mobileNumber = await signInAsNew(page);
  const second = await context.newPage();
  await second.goto('/details');
  await expect(second.getByText(`Signed in as +91 ${mobileNumber}`)).toBeVisible();

  // The server ends the token (as at its expiry); the first tab learns it on its next call.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('child-health:account:v1') ?? '{}').Basic?.authToken as string,
  );
  const res = await page.request.post(paths.logout, { headers: { AuthToken: token } });
  expect(res.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(second).toHaveURL(/\/$/);
});
