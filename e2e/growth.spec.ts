import type { Page } from '@playwright/test';
import { planParent } from './builders';
import { expect, test } from './fixtures';
import { addGrowthValue, signInAsNew, signInParent, snap } from './helpers';

// The growth screen against the real server: a parent with a plan built for the test
// (Priya) records her son Aarav's (four years and eight months) weight and height against the WHO
// standards; a guest sees the register message.

const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const PERCENTILE_WORDS = /^On the \d+(st|nd|rd|th) percentile: (within|below|above) the normal range$/;

const rowWith = (page: Page, value: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: value, exact: true }) });

test('a parent adds a weight and a height, sees the gauge, percentile and chart, and deletes an entry', async ({
  page,
  at,
}) => {
  await signInParent(page, at, (await planParent(page.request)).mobileNumber, 'Aarav');
  await page.goto('/milestone-and-growth/milestone');
  // Reached from the tracker's own tab bar.
  await page.getByRole('navigation', { name: 'Tracker' }).getByRole('link', { name: 'Growth' }).click();
  await expect(page).toHaveURL(/\/milestone-and-growth\/growth$/);
  await expect(page.getByRole('heading', { name: 'Growth', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Measurement' });
  // Aarav is under 5: WHO has a head circumference standard for him.
  await expect(tabs.getByRole('tab')).toHaveText(['Weight', 'Height', 'Head Circ']);
  await expect(tabs.getByRole('tab', { name: 'Weight' })).toHaveAttribute('aria-selected', 'true');

  // The form's checks come first, before anything is sent.
  await page.getByRole('button', { name: 'Add Value' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add Growth Details' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Date').fill('');
  await sheet.getByLabel('Weight (kg)').fill('151');
  await sheet.getByRole('button', { name: 'SAVE' }).click();
  await expect(sheet.getByText('Please select date.')).toBeVisible();
  await expect(sheet.getByText('Weight must be between 0.3 and 150 kg.')).toBeVisible();
  await snap(page, '80-01-growth-add-invalid');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  await addGrowthValue(page, at, 'Weight (kg)', '16.85');
  await expect(rowWith(page, '16.85')).toHaveCount(1);
  await expect(rowWith(page, '16.85').getByRole('cell').nth(3)).toHaveText(/^\d+\.\d–\d+\.\d$/);
  const latest = page.getByRole('region', { name: 'Latest weight' });
  await expect(latest.locator('.growth-latest-value')).toHaveText('16.85 kg');
  await expect(latest.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(
    latest.getByRole('img', { name: /^WHO normal range [\d.]+ to [\d.]+ kg; your child: 16.85 kg$/ }),
  ).toBeVisible();
  await expect(latest.getByText(PERCENTILE_WORDS)).toBeVisible();
  // The chart: uPlot's canvas, and its text alternative for screen readers.
  const chart = page.getByRole('region', { name: 'Growth chart' });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(
    chart.getByText(/^Growth chart: \d+ measurements?, latest on the \d+(st|nd|rd|th) percentile\.$/),
  ).toBeAttached();
  await expect(chart.getByText('50th percentile (median)')).toBeVisible();
  await snap(page, '80-02-growth-weight');

  await tabs.getByRole('tab', { name: 'Height' }).click();
  await expect(tabs.getByRole('tab', { name: 'Height' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Latest height' })).toBeVisible();
  await addGrowthValue(page, at, 'Height (cm)', '106.4');
  await expect(rowWith(page, '106.4')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Latest height' }).locator('.growth-latest-value')).toHaveText(
    '106.4 cm',
  );
  await expect(page.getByRole('region', { name: 'Latest height' }).getByText(PERCENTILE_WORDS)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Growth chart' }).locator('canvas')).toBeVisible();
  await snap(page, '80-03-growth-height');

  // The narrowest phone the app is made for.
  await page.setViewportSize({ width: 360, height: 780 });
  await snap(page, '80-04-growth-height-360');
  await page.setViewportSize({ width: 412, height: 915 });

  // Delete asks first; Cancel keeps the entry.
  const row = rowWith(page, '106.4');
  await row.getByRole('button', { name: /^Delete entry of / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(confirm).toContainText('height 106.4 cm');
  await snap(page, '80-05-growth-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Delete entry of / }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(message(page, 'Entry deleted.')).toBeVisible();
  await expect(rowWith(page, '106.4')).toHaveCount(0);

  // The weight is still there, on its own tab.
  await tabs.getByRole('tab', { name: 'Weight' }).click();
  await expect(rowWith(page, '16.85')).toHaveCount(1);
});

test('a guest sees the register message and no Add Value', async ({ page }) => {
  await signInAsNew(page);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await sheet.getByRole('button', { name: /\+91/ }).first().click();
  await expect(sheet).toBeHidden();
  await page.goto('/milestone-and-growth/growth');
  await expect(page.getByRole('heading', { name: 'Growth', level: 1 })).toBeVisible();
  await expect(page.getByText('Register with us for tracking growth of your child')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Value' })).toHaveCount(0);
  await expect(page.getByText('No data', { exact: true })).toBeVisible();
  await snap(page, '80-06-growth-guest');
});
