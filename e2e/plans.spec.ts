import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { paths } from '../packages/contract/src/paths';
import { AARAV_AGE_DAYS, buildParent } from './builders';
import { expect, test } from './fixtures';
import { addGrowthValue, signInAs, snap } from './helpers';

// Care plans against the real server: a guest parent of Aarav can record nothing, registers from
// the growth screen, buys a plan in the sandbox from the plans screen it links to, comes back and
// records his weight; the plan's receipt is on the home screen and downloads as a PDF.

async function planOnSale(request: APIRequestContext, name: string) {
  const res = await request.post(paths.testPlans, {
    data: { name, description: 'Milestones, growth and vaccinations with due dates.', pricePaise: 79_900 },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { planId: number };
}

test('a guest registers, buys a plan in the sandbox, records a weight and downloads the receipt', async ({
  page,
  context,
  at,
}) => {
  const planName = `Journey Care ${Date.now() % 100_000}`;
  await planOnSale(page.request, planName);
  const guest = await buildParent(page.request, {
    type: 'Guest',
    members: [{ relation: 'son', firstName: 'Aarav', gender: 'Male', ageDays: AARAV_AGE_DAYS }],
  });
  await signInAs(page, guest.mobileNumber);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await sheet.getByRole('button', { name: /Aarav/ }).click();
  await expect(sheet).toBeHidden();

  // A guest records nothing: the growth screen says to register, and offers it.
  await page.goto('/milestone-and-growth/growth');
  await expect(page.getByText('Register with us for tracking growth of your child')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Value' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Register', exact: true }).click();
  await page.getByLabel('Your first name').fill('Priya');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByLabel('I have read the privacy notice').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/milestone-and-growth\/growth$/);

  // Registered without a plan: the plans are one tap away, and bring the parent back here.
  await page.getByRole('link', { name: 'See care plans' }).first().click();
  await expect(page).toHaveURL(/\/plans\?from=%2Fmilestone-and-growth%2Fgrowth$/);
  await expect(page.getByRole('heading', { name: 'Care plans', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: planName });
  await expect(card).toContainText('₹799');
  await expect(card).toContainText('The tracker for 1 child');
  await snap(page, '96-01-plans');

  const [sandbox] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('button', { name: 'Buy for ₹799' }).click(),
  ]);
  await expect(sandbox.getByRole('heading', { name: 'Sandbox payment (test mode)' })).toBeVisible();
  await expect(sandbox.getByText(planName)).toBeVisible();
  await expect(page.getByText('Waiting for the payment to complete.', { exact: false })).toBeVisible();
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();

  // Paid: the plan is active at once, and the parent is back where they came from.
  await expect(page.getByText('Your plan is active.')).toBeVisible();
  await expect(page).toHaveURL(/\/milestone-and-growth\/growth$/);
  await addGrowthValue(page, at, 'Weight (kg)', '16.4');
  await snap(page, '96-02-growth-after-plan');

  // The plans screen says until when, and that a renewal starts after it.
  await page.goto('/plans');
  await expect(page.getByText(`${planName}: yours until`)).toBeVisible();
  await expect(
    page.getByRole('article', { name: planName }).getByRole('button', { name: 'Renew for ₹799' }),
  ).toBeVisible();
  await snap(page, '96-03-plans-held');

  // The receipt, on the home screen, names the plan and downloads as a PDF.
  await page.goto('/home');
  const receipt = page.getByRole('region', { name: 'Receipts' }).getByRole('listitem').first();
  await expect(receipt).toContainText(planName);
  await expect(receipt).toContainText('₹799');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: /^Download PDF of Receipt RCT\// }).click(),
  ]);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
