import type { Page } from '@playwright/test';
import { buildParent, planParent } from './builders';
import { indianDay, indianDayDmy } from './clock';
import { expect, test } from './fixtures';
import { signInParent, snap } from './helpers';

// The diet tab on a small phone (360 px) against the real server: the day's plan for the child's
// age band, worded by day (today, tomorrow, yesterday, then the date), with the vegetarian and
// non-vegetarian choice of each main meal, and a baby's breastfeeding guidance.

test.use({ viewport: { width: 360, height: 780 } });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The Indian day `days` after `at`, as the heading writes it: dd MMM yyyy. */
function shown(at: string, days = 0) {
  const [y, m, d] = indianDay(at, days).split('-');
  return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
}

async function openDiet(page: Page) {
  await page.goto('/milestone-and-growth/milestone');
  await page.getByRole('navigation', { name: 'Tracker' }).getByRole('link', { name: 'Diet' }).click();
  await expect(page).toHaveURL(/\/milestone-and-growth\/diet$/);
}

/** Nothing sticks out sideways at this width. */
const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("a 4-year-old's week: real meals with a veg and a non-veg choice, headed today, tomorrow, yesterday, then the date", async ({
  page,
  at,
}) => {
  await signInParent(page, at, (await planParent(page.request)).mobileNumber, 'Aarav');
  await openDiet(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Diet plan for today ${shown(at)}`);
  await expect(page.getByRole('heading', { name: 'Feeding guide · 2–5 years' })).toBeVisible();

  const meals = page.locator('.diet-meal');
  await expect(meals).toHaveCount(5);
  await expect(meals.locator('.diet-time')).toHaveText(['08:00 AM', '10:30 AM', '01:00 PM', '04:30 PM', '07:30 PM']);
  await expect(meals.locator('.diet-title')).toHaveText(['Breakfast', 'Mid-morning', 'Lunch', 'Evening', 'Dinner']);
  for (const i of [0, 2, 4]) {
    const meal = meals.nth(i);
    await expect(meal.locator('dt')).toHaveText(['Veg', 'Non-veg']);
    const [veg, nonVeg] = await meal.locator('dd').allTextContents();
    expect(veg?.length).toBeGreaterThan(10);
    expect(nonVeg?.length).toBeGreaterThan(10);
    expect(veg).not.toMatch(/chicken|fish|mutton|keema|egg/i);
  }
  await expect(meals.filter({ hasText: 'Family meal' })).toHaveCount(0);
  await expect(page.getByText(/^Source: .*ICMR-NIN/)).toBeVisible();
  await noSidewaysScroll(page);
  await snap(page, '95-01-diet-today-360');
  const today = await meals.allTextContents();

  const date = page.getByLabel('Date', { exact: true });
  await date.fill(indianDayDmy(at, 1));
  await expect(heading).toHaveText(`Diet plan for tomorrow ${shown(at, 1)}`);
  await expect.poll(() => meals.allTextContents()).not.toEqual(today);
  await snap(page, '95-02-diet-tomorrow-360');

  await date.fill(indianDayDmy(at, -1));
  await expect(heading).toHaveText(`Diet plan for yesterday ${shown(at, -1)}`);
  await date.fill(indianDayDmy(at, 2));
  await expect(heading).toHaveText(`Diet plan for ${shown(at, 2)}`);
  await date.fill(indianDayDmy(at, -2));
  await expect(heading).toHaveText(`Diet plan for ${shown(at, -2)}`);

  // A week on, the same day of the plan comes back.
  await date.fill(indianDayDmy(at, 7));
  await expect(heading).toHaveText(`Diet plan for ${shown(at, 7)}`);
  await expect.poll(() => meals.allTextContents()).toEqual(today);
});

test("a 3-month-old's plan is breastfeeding only, with when to see a doctor over the week", async ({ page, at }) => {
  const parent = await buildParent(page.request, {
    self: { firstName: 'Meera', gender: 'Female' },
    members: [{ relation: 'daughter', firstName: 'Anaya', gender: 'Female', ageDays: 95, heightCm: 60, weightKg: 6 }],
    plan: true,
  });
  await signInParent(page, at, parent.mobileNumber, 'Anaya');
  await openDiet(page);
  await expect(page.getByRole('heading', { name: 'Feeding guide · 0–6 months' })).toBeVisible();
  const meals = page.locator('.diet-meal');
  await expect(meals.locator('.diet-time')).toHaveText(['Morning', 'Afternoon', 'Evening', 'Night', 'Good to know']);
  // No food and no choice of dishes for a baby.
  await expect(page.locator('.diet-choices')).toHaveCount(0);
  await expect(page.getByText('8–12 feeds in 24 hours').first()).toBeVisible();
  await noSidewaysScroll(page);
  await snap(page, '95-03-diet-baby-360');

  // Over the week the 'Good to know' slot says when to see a doctor.
  const date = page.getByLabel('Date', { exact: true });
  const tips: string[] = [];
  for (let day = -3; day <= 3; day++) {
    await date.fill(indianDayDmy(at, day));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shown(at, day));
    await expect(meals).toHaveCount(5);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    tips.push((await meals.last().textContent()) ?? '');
  }
  expect(new Set(tips).size).toBe(7);
  expect(tips.some((tip) => /See a doctor/.test(tip))).toBe(true);
});
