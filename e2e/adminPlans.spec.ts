import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { AARAV_AGE_DAYS, buildOperator, buildParent } from './builders';
import { expect, test } from './fixtures';
import { signInParent, snapFromTop } from './helpers';
import { BACK_OFFICE, staffOnLaptop } from './queueHelpers';

// Care plans kept in the back office (decision 0056): an operator adds a plan, a registered parent
// finds it on the plans screen at once; a new price shows on the parent's next look; retired, it
// leaves the screen. The operator's screen is checked on a laptop and on a tablet.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test('an operator adds, reprices and retires a plan; the parent’s plans screen follows each change', async ({
  page,
  newContextAt,
  at,
}) => {
  test.setTimeout(120_000);
  const planName = `Twins Care ${randomInt(10_000, 99_999)}`;
  const { operator } = await buildOperator(page.request, { role: 'operator', name: 'Ravi Kumar' });
  const office = await staffOnLaptop(newContextAt, BACK_OFFICE, operator.mobileNumber);

  await nav(office).getByRole('link', { name: 'Plans' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await office.getByLabel('Name').fill(planName);
  await office.getByLabel('Price (₹, before GST)').fill('1499');
  await office.getByLabel('Children covered').fill('2');
  await office.getByLabel('Free follow-ups over the period').fill('4');
  await office.getByRole('button', { name: 'Add plan' }).click();
  const row = office.getByRole('row', { name: new RegExp(planName) });
  await expect(row).toContainText('₹1,499');
  await expect(row).toContainText('2 children · 4 free follow-ups');
  await snapFromTop(office, 'p-01-admin-plans-1280');

  // A registered parent sees it on the plans screen.
  const parent = await buildParent(page.request, {
    members: [{ relation: 'son', firstName: 'Aarav', gender: 'Male', ageDays: AARAV_AGE_DAYS }],
  });
  await signInParent(page, at, parent.mobileNumber, 'Aarav');
  await page.goto('/plans');
  const card = page.getByRole('article', { name: planName });
  await expect(card).toContainText('₹1,499');

  // A new price, edited on a tablet, shows on the parent's next look.
  await office.setViewportSize({ width: 820, height: 1180 });
  await row.getByRole('button', { name: `Edit ${planName}` }).click();
  const form = office.getByRole('form', { name: `Edit ${planName}` });
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Price (₹, before GST)').fill('1299');
  await snapFromTop(office, 'p-02-admin-plan-edit-820');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('₹1,299');
  await page.reload();
  await expect(card).toContainText('₹1,299');

  // Retired: off the parent's screen, still listed in the back office.
  await row.getByRole('button', { name: `Retire ${planName}` }).click();
  await office
    .getByRole('dialog', { name: `Retire ${planName}?` })
    .getByRole('button', { name: 'Retire' })
    .click();
  await expect(row).toContainText('Retired');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Care plans', level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);
});
