import type { Page } from '@playwright/test';
import { AARAV_AGE_DAYS, planParent } from './builders';
import { indianDayDmy } from './clock';
import { expect, test } from './fixtures';
import { png, signInAsNew, signInParent, snap } from './helpers';

// The tracker's vaccination and diet tabs against the real server: each test builds its
// own Priya (a plan, son Aarav, four years and eight months old), or signs in a new guest. Doses
// are picked by their status now, not by name.

const LIST = /\/milestone-and-growth\/vaccination$/;
const FORM = /\/milestone-and-growth\/vaccination\/form$/;
const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A new Priya (a plan, son Aarav), signed in through the hand-off link, with Aarav as the active member. */
const asAaravsParent = async (page: Page, at: string) =>
  signInParent(page, at, (await planParent(page.request)).mobileNumber, 'Aarav');

/** Opens the vaccination tab from the tracker's own tab bar. */
async function openVaccination(page: Page) {
  await page.goto('/milestone-and-growth/milestone');
  await page.getByRole('navigation', { name: 'Tracker' }).getByRole('link', { name: 'Vaccination' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByText('Schedule: IAP 2020-21 with 2023 updates')).toBeVisible();
}

/** A dose's card (its list item) by the exact vaccine name. */
const cardOf = (page: Page, name: string) =>
  page.locator('li.vaccine').filter({ has: page.locator('.vaccine-name', { hasText: exactly(name) }) });

test('a parent records an overdue vaccination with the tag photo, and the dose shows Taken', async ({ page, at }) => {
  await asAaravsParent(page, at);
  await openVaccination(page);

  // Aarav's own age is chosen first, and marked 'now'.
  const ages = page.getByRole('radiogroup', { name: 'Age' });
  await expect(ages.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(ages.locator('label:has(input:checked)')).toContainText('now');
  await expect(page.locator('li.vaccine--Overdue').first()).toBeVisible();
  await snap(page, '90-01-vaccination');

  // The filter: Overdue keeps overdue doses only; Show All brings every dose back.
  const all = await page.locator('li.vaccine').count();
  await page.getByLabel('Filter').selectOption({ label: 'Overdue' });
  const overdue = page.locator('li.vaccine');
  await expect(overdue.first()).toBeVisible();
  expect(await page.locator('li.vaccine:not(.vaccine--Overdue)').count()).toBe(0);
  await page.getByLabel('Filter').selectOption({ label: 'Show All Vaccination' });
  await expect(page.locator('li.vaccine')).toHaveCount(all);

  // A chip jumps to its age's doses.
  await ages.getByRole('radio', { name: '9 Months' }).check();
  await expect(page.getByRole('region', { name: '9 Months' })).toBeInViewport();

  const card = page.locator('li.vaccine--Overdue').first();
  const name = ((await card.locator('.vaccine-name').textContent()) ?? '').trim();
  await card.getByRole('button', { expanded: false }).click();
  const details = card.locator('.vaccine-body');
  for (const label of ['Due on', 'Taken on', 'Dose', 'Protected Against', 'To Be Given', 'Important Info']) {
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  }
  await snap(page, '90-02-vaccination-card');
  await details.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(FORM);
  await expect(page.getByRole('heading', { name: exactly(name) })).toBeVisible();

  // The spec's rule first: a date is needed.
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(message(page, 'Please select date.')).toBeVisible();

  const takenOn = page.getByLabel('Taken on');
  await expect(takenOn).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  // Nothing after today, nothing before his birth: said under the field as it is typed.
  await takenOn.fill(indianDayDmy(at, 1));
  await expect(page.getByText('The taken date cannot be in the future.')).toBeVisible();
  await takenOn.fill(indianDayDmy(at, -AARAV_AGE_DAYS - 1));
  await expect(page.getByText('The taken date cannot be before the date of birth.')).toBeVisible();
  await takenOn.fill(indianDayDmy(at, -1));
  await expect(page.getByText(/^The taken date cannot be/)).toHaveCount(0);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'vaccine-tag.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('img', { name: 'Vaccination tag photo' })).toBeVisible();
  await page.getByLabel('Note').fill('Given at the Andheri clinic, no fever afterwards.');
  await snap(page, '90-03-vaccination-form');
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();

  await expect(message(page, 'Vaccination saved.')).toBeVisible();
  await expect(page).toHaveURL(LIST);
  const saved = cardOf(page, name);
  await expect(saved).toHaveClass(/vaccine--Taken/);
  await expect(saved.locator('.vaccine-badge')).toHaveText('Taken');
  const thumb = saved.getByRole('img', { name: `Vaccination tag of ${name}` });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await snap(page, '90-04-vaccination-taken');

  // The photo was stored and is served back through its signed link.
  const file = await page.request.get((await thumb.getAttribute('src')) ?? '');
  expect(file.headers()['content-type']).toBe('image/png');
});

test('a four-year-old seen for the first time: earlier doses marked as given with one date', async ({ page, at }) => {
  // 40 checkboxes, 38 records and the list of 46 doses again.
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  await asAaravsParent(page, at);
  await openVaccination(page);
  // The 2- and 3-year annual influenza seasons have passed: not counted as overdue.
  await expect(page.getByText('38 overdue · 6 upcoming · 0 taken')).toBeVisible();

  await page.getByRole('button', { name: 'Mark earlier doses as given' }).click();
  const form = page.getByRole('form', { name: 'Mark earlier doses as given' });
  await expect(form.getByRole('heading', { name: 'Mark earlier doses as given' })).toBeFocused();
  // Grouped by age, every overdue dose chosen; nothing that is not due yet is offered. The passed
  // seasons are offered (a parent who did give them) but not chosen.
  await expect(form.getByRole('group', { name: 'Birth' }).getByRole('checkbox')).toHaveCount(3);
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(38);
  await expect(form.getByRole('checkbox')).toHaveCount(40);
  const passed = form.getByRole('group', { name: '24 Months' }).locator('label');
  await expect(passed).toContainText('Season passed');
  await expect(passed.getByRole('checkbox')).not.toBeChecked();
  await snap(page, '90-09-vaccination-earlier-form-360');
  // Nothing spills sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // One date for them all, as dd/mm/yyyy; a date after today is refused first.
  const date = form.getByLabel('Date given (dd/mm/yyyy)');
  await date.pressSequentially(indianDayDmy(at, 1).replaceAll('/', ''));
  await expect(date).toHaveValue(indianDayDmy(at, 1));
  await form.getByRole('button', { name: 'Mark 38 doses as given' }).click();
  await expect(form.getByText('The taken date cannot be in the future.')).toBeVisible();
  await date.fill(indianDayDmy(at, -400));
  await snap(page, '90-10-vaccination-earlier-date-360');
  await form.getByRole('button', { name: 'Mark 38 doses as given' }).click();

  // 38 records and the list again: on a busy machine this takes a few seconds.
  await expect(message(page, '38 doses marked as given.')).toBeVisible({ timeout: 15_000 });
  await expect(form).toBeHidden();
  await expect(page.getByText('0 overdue · 6 upcoming · 38 taken')).toBeVisible({ timeout: 15_000 });
  // Each says it was reported by the parent, not recorded for that dose.
  const bcg = cardOf(page, 'BCG');
  await expect(bcg).toHaveClass(/vaccine--Taken/);
  await bcg.getByRole('button', { expanded: false }).click();
  await expect(bcg.getByText('Reported by parent', { exact: true })).toBeVisible();
  await snap(page, '90-11-vaccination-earlier-saved-360');
  // With every due dose recorded only the passed seasons are left to mark, none chosen.
  await page.getByRole('button', { name: 'Mark earlier doses as given' }).click();
  await expect(form.getByRole('checkbox')).toHaveCount(2);
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('a four-year-old: the annual influenza dose of his age, and the seasons he missed', async ({ page, at }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await asAaravsParent(page, at);
  await openVaccination(page);

  // Every age at which the schedule has a dose has its chip; his own is the 4-year annual dose's.
  const ages = page.getByRole('radiogroup', { name: 'Age' });
  const chips = await ages.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
  expect(chips.slice(chips.indexOf('18 Months'))).toEqual([
    '18 Months',
    '24 Months',
    '3 Years',
    '4 Years',
    '4-6 Years',
    '5 Years',
    '9-14 Years',
    '15-18 Years',
  ]);
  await expect(ages.locator('label:has(input:checked)')).toHaveText('4 Years · now');
  await expect(ages.getByRole('radio', { name: /^4 Years/ })).toBeInViewport();
  await snap(page, '90-13-vaccination-chips-360');

  // The 4-year chip holds this season's annual influenza dose, owed now.
  const fourYears = page.getByRole('region', { name: '4 Years', exact: true });
  const annual = fourYears.locator('li.vaccine');
  await expect(annual).toHaveCount(1);
  await expect(annual).toHaveClass(/vaccine--Overdue/);
  await expect(annual.locator('.vaccine-name')).toHaveText('Influenza (IIV) annual');
  await expect(annual.locator('.vaccine-dose')).toHaveText('Annual dose at 4 years');

  // The 24-month dose's season is over: said so, in grey, not overdue.
  await ages.getByRole('radio', { name: '24 Months', exact: true }).check();
  const twoYears = page.getByRole('region', { name: '24 Months', exact: true });
  await expect(twoYears).toBeInViewport();
  const missed = twoYears.locator('li.vaccine');
  await expect(missed).toHaveClass(/vaccine--SeasonPassed/);
  await expect(missed.locator('.vaccine-badge')).toHaveText('Season passed');
  await expect(missed.getByText('This season is over; the next annual dose is the one to give.')).toBeVisible();
  await missed.getByRole('button', { expanded: false }).click();
  await expect(missed.getByText('Every year from 2 to 5 years, before the monsoon')).toBeVisible();
  await snap(page, '90-14-vaccination-season-passed-360');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Not among the overdue doses; still under Show All, and it can be recorded.
  await page.getByLabel('Filter').selectOption({ label: 'Overdue' });
  await expect(page.locator('li.vaccine--SeasonPassed')).toHaveCount(0);
  await expect(page.getByRole('region', { name: '24 Months', exact: true })).toContainText(
    'Nothing overdue at this age.',
  );
  await page.getByLabel('Filter').selectOption({ label: 'Show All Vaccination' });
  await expect(page.locator('li.vaccine--SeasonPassed')).toHaveCount(2);
  const again = page.getByRole('region', { name: '24 Months', exact: true }).locator('li.vaccine');
  const toggle = again.locator('.vaccine-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await again.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(FORM);
  await page.getByLabel('Taken on').fill(indianDayDmy(at, -AARAV_AGE_DAYS + 800));
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(message(page, 'Vaccination saved.')).toBeVisible();
  await expect(page).toHaveURL(LIST);
  await expect(page.locator('li.vaccine--SeasonPassed')).toHaveCount(1);
  await expect(page.getByRole('region', { name: '24 Months', exact: true }).locator('li.vaccine')).toHaveClass(
    /vaccine--Taken/,
  );
});

test('after one dose is saved the list stays where the parent was', async ({ page, at }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await asAaravsParent(page, at);
  await openVaccination(page);
  await page.getByRole('radiogroup', { name: 'Age' }).getByRole('radio', { name: '18 Months', exact: true }).check();
  const section = page.getByRole('region', { name: '18 Months', exact: true });
  await expect(section).toBeInViewport();
  const card = section.locator('li.vaccine--Overdue').first();
  const id = (await card.getAttribute('id')) ?? '';
  await card.getByRole('button', { expanded: false }).click();
  const top = async () => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const before = await top();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);

  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(FORM);
  await page.getByLabel('Taken on').fill(indianDayDmy(at, -30));
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(message(page, 'Vaccination saved.')).toBeVisible();
  await expect(page).toHaveURL(LIST);

  const saved = page.locator(`#${id}`);
  await expect(saved).toHaveClass(/vaccine--Taken/);
  await expect(saved).toBeInViewport();
  // The same place on the screen, not the top of the list.
  expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(4);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Its details say how its date was recorded.
  const toggle = saved.locator('.vaccine-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(saved.getByText('Date recorded for this dose', { exact: true })).toBeVisible();
  await snap(page, '90-12-vaccination-after-save-360');
});

test('a dose due in years cannot be recorded yet: Upcoming date is too far.', async ({ page, at }) => {
  await asAaravsParent(page, at);
  await openVaccination(page);
  await page.getByLabel('Filter').selectOption({ label: 'Upcoming' });
  // The last upcoming dose is years away (a teenager's booster).
  const card = page.locator('li.vaccine--Upcoming').last();
  await card.getByRole('button', { expanded: false }).click();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(FORM);
  await expect(page.getByText(/^This dose is due on .+\. You can record it from .+\.$/)).toBeVisible();
  await page.getByLabel('Taken on').fill(indianDayDmy(at));
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(message(page, 'Upcoming date is too far.')).toBeVisible();
  await expect(page).toHaveURL(FORM);
  await snap(page, '90-05-vaccination-too-far');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(LIST);
});

test("the diet tab shows today's plan with pictures, and the date stays within a week", async ({ page, at }) => {
  await asAaravsParent(page, at);
  await page.goto('/milestone-and-growth/milestone');
  await page.getByRole('navigation', { name: 'Tracker' }).getByRole('link', { name: 'Diet' }).click();
  await expect(page).toHaveURL(/\/milestone-and-growth\/diet$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Diet plan for today \d{1,2} \w+ \d{4}$/);
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(indianDayDmy(at));
  await expect(page.getByText(/^Plans from \d{2} \w{3} \d{4} to \d{2} \w{3} \d{4}\.$/)).toBeVisible();

  const meals = page.locator('.diet-meal');
  await expect(meals.first()).toBeVisible();
  expect(await meals.count()).toBeGreaterThan(2);
  const pictures = page.locator('.diet-meal img');
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', /^\/images\/diet\/(breastfeeding|breakfast|lunch|dinner|fruit)\.svg$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('heading', { name: /^Feeding guide · / })).toBeVisible();
  await expect(page.getByText(/^Source: /)).toBeVisible();
  await snap(page, '90-06-diet-today');

  await date.fill(indianDayDmy(at, -1));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Diet plan for yesterday /);
  await date.fill(indianDayDmy(at, 1));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Diet plan for tomorrow /);
  await expect(meals.first()).toBeVisible();
  await snap(page, '90-07-diet-tomorrow');
  // A date typed past the limit is refused; the plan shown stays.
  await date.fill(indianDayDmy(at, 9));
  await expect(message(page, 'Diet plans are shown from one week before to one week after today.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Diet plan for tomorrow /);
});

test('a guest sees the schedule but gets the register message on View Details', async ({ page }) => {
  await signInAsNew(page);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await sheet.getByRole('button', { name: /\+91/ }).first().click();
  await expect(sheet).toBeHidden();
  await page.goto('/milestone-and-growth/vaccination');
  const notice = 'Register with us for tracking vaccinations of your child';
  await expect(page.getByText(notice).first()).toBeVisible();
  await expect(page.locator('li.vaccine').first()).toBeVisible();

  const card = page.locator('li.vaccine').first();
  await card.getByRole('button', { expanded: false }).click();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
  await expect(page).toHaveURL(LIST);
  await snap(page, '90-08-vaccination-guest');
});
