import type { Page } from '@playwright/test';
import { apiParent } from './bookingHelpers';
import { buildParent, planParent } from './builders';
import { indianDayDmy } from './clock';
import { expect, test } from './fixtures';
import { png, signInAsNew, signInParent, snap } from './helpers';

// The child tracker against the real server, with parents built for each test: Priya
// (a plan, son Aarav), Rahul (registered, no plan, daughter Anaya born early), guests.

const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('a parent with a plan marks a milestone Frequently with a date and a photo, and the ring moves', async ({
  page,
  at,
}) => {
  await signInParent(page, at, (await planParent(page.request)).mobileNumber, 'Aarav');
  // The tracker is reached from the app's own navigation: the member screen links to it.
  await page.goto('/details');
  await page.getByRole('link', { name: 'Child tracker' }).first().click();
  await expect(page).toHaveURL(/\/milestone-and-growth\/milestone$/);
  await expect(page.getByRole('navigation', { name: 'Tracker' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /4-5 years/ })).toBeChecked();
  const ring = page.getByRole('img', { name: /^Movement: \d+ of \d+ achieved$/ });
  const before = Number(/: (\d+) of/.exec((await ring.getAttribute('aria-label')) ?? '')?.[1]);
  await snap(page, '75-01-milestones');

  const movement = page.getByRole('region', { name: 'Movement' });
  const open = movement
    .getByRole('button')
    .filter({ hasText: /Upcoming|Overdue/ })
    .first();
  await expect(open).toBeVisible();
  const name = ((await open.locator('.goal-name').textContent()) ?? '').trim();
  await open.click();
  await expect(page).toHaveURL(/\/milestone-and-growth\/milestone\/form$/);
  await expect(page.getByText(name)).toBeVisible();

  // The spec's rules first.
  await page.getByRole('button', { name: /^(Update|SAVE)$/ }).click();
  await expect(message(page, 'Please select sometimes/frequently to update.')).toBeVisible();
  await page.getByRole('radio', { name: 'Frequently' }).check();
  await page.getByRole('button', { name: /^(Update|SAVE)$/ }).click();
  await expect(message(page, 'Please select achieved date.')).toBeVisible();

  await page.getByLabel('Achieved on').fill(indianDayDmy(at));
  await page.locator('input[type=file]').setInputFiles({ name: 'first-hop.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('img', { name: /photo or video/i }).first()).toBeVisible();
  await page.getByLabel('Notes').fill('Hopped on one foot all the way to the gate!');
  await snap(page, '75-02-milestone-form');
  await page.getByRole('button', { name: /^(Update|SAVE)$/ }).click();

  await expect(message(page, 'Milestone status updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/milestone-and-growth\/milestone$/);
  await expect(ring).toHaveAttribute('aria-label', new RegExp(`^Movement: ${before + 1} of \\d+ achieved$`));
  await expect(page.getByRole('button', { name: new RegExp(name.slice(0, 20)) })).toContainText('Achieved');
  await snap(page, '75-03-milestones-after');

  // The photo was stored and is served back through its signed link.
  await page.getByRole('button', { name: new RegExp(name.slice(0, 20)) }).click();
  const saved = page.locator('img[src*="/api/Files/Get"]').first();
  await expect(saved).toBeVisible();
  const src = (await saved.getAttribute('src')) ?? '';
  const file = await page.request.get(src);
  expect(file.headers()['content-type']).toBe('image/png');
});

test('a guest sees milestones without due dates and the register message when trying to edit', async ({ page }) => {
  await signInAsNew(page);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await sheet.getByRole('button', { name: /\+91/ }).first().click();
  await page.goto('/milestone-and-growth/milestone');
  const notice = 'Register with us for milestone due dates of your child';
  await expect(page.getByText(notice).first()).toBeVisible();
  await snap(page, '75-04-milestones-guest');
  // A guest gets no plan modal (that is for registered parents): the list itself says what to do.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('region', { name: 'Movement' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/milestone-and-growth\/milestone$/);
  await expect(message(page, notice)).toBeVisible();
});

test('a registered parent without a plan gets the no-plan modal and no due dates', async ({ page, at }) => {
  const rahul = await buildParent(page.request, {
    self: { firstName: 'Rahul', lastName: 'Mehta', gender: 'Male' },
    members: [
      {
        relation: 'daughter',
        firstName: 'Anaya',
        lastName: 'Mehta',
        gender: 'Female',
        ageDays: 300,
        isPremature: true,
        heightCm: 70,
        weightKg: 7.6,
        ageBand: '0-2',
      },
    ],
  });
  await signInParent(page, at, rahul.mobileNumber, 'Anaya');
  await page.goto('/milestone-and-growth/milestone');
  const modal = page.getByRole('dialog', { name: 'No Active Plan' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("You don't have any active plans at the moment.");
  await snap(page, '75-05-no-plan-modal');
  await modal.getByRole('button', { name: 'Got it' }).click();
  await expect(
    page.getByText('You can extend/renew your plan to know the due date of this milestone').first(),
  ).toBeVisible();
  // Anaya was born early: corrected age, said on screen.
  await expect(page.getByText(/Due dates use corrected age/)).toBeVisible();
});

test('a native app opens the tracker with a token, which leaves the address bar at once', async ({ page, at }) => {
  const parent = await apiParent(page.request, at);
  const query = `AuthToken=${parent.authToken}&UserType=Guest&UserId=${parent.userID}&planId=14&isPlan=0`;
  const response = await page.goto(`/milestone-and-growth/milestone?${query}`);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { name: 'Milestones' })).toBeVisible();
  expect(page.url()).not.toContain('AuthToken');
  expect(page.url()).not.toContain(parent.authToken);
  const history = await page.evaluate(() => window.history.length);
  await page.goBack().catch(() => {});
  expect(page.url()).not.toContain(parent.authToken);
  expect(history).toBeGreaterThan(0);
});
