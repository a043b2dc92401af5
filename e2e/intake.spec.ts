import type { Page } from '@playwright/test';
import { formatDate, parseDateField } from '../packages/contract/src/dates';
import { AARAV_AGE_DAYS, planParent } from './builders';
import { indianDay, indianDayDmy } from './clock';
import { expect, test } from './fixtures';
import { noDangerSigns, setSlider, signInAs, signInAsNew, snap } from './helpers';

// Members and intake against the real server, at a phone's size.

const sheetOf = (page: Page) => page.getByRole('dialog', { name: 'Who is this consultation for?' });
/** The first of a message's copies (the toast and the line under the field both show it). */
const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The same screen on a small phone (360 px wide), then back to the test's size. */
async function atSmallPhone(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await snap(page, name);
  if (size) await page.setViewportSize(size);
}

test('a new guest adds a child, fills the details, picks a reason and reaches /doctor-apointment', async ({ page }) => {
  const mobileNumber = await signInAsNew(page);

  // The sheet opens by itself: no member is active yet.
  const sheet = sheetOf(page);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: new RegExp(`\\+91 ${mobileNumber}`) })).toBeVisible();
  await expect(sheet.getByText(`Signed in as +91 ${mobileNumber}`)).toBeVisible();
  await snap(page, '10-details-sheet-new-guest');
  await atSmallPhone(page, '10b-details-sheet-new-guest-360');

  await sheet.getByRole('button', { name: /Add new/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { name: "Enter your member's details" })).toBeVisible();
  await expect(page.getByText('A new member')).toBeVisible();
  await page.getByRole('radio', { name: 'Son' }).check();
  await page.getByLabel('First Name').fill('Kabir');
  await page.getByLabel('Last Name').fill('Verma');
  await page.getByLabel(/Email/).fill('kabir.parent@example.com');
  await snap(page, '11-details-form-new-member');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/child-gender$/);
  await expect(page.getByRole('heading', { name: 'Tell us about Kabir' })).toBeVisible();
  await snap(page, '20-child-gender-empty');

  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByLabel('Date of birth', { exact: true }).pressSequentially('20052021');
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('20/05/2021');
  await expect(page.getByText(/^20 May 2021 · \d+ years old$/)).toBeVisible();
  await expect(page.getByLabel('Born at less than 35 weeks?')).toBeVisible();
  await setSlider(page, 'Height', 103);
  await page.getByRole('button', { name: 'Increase height by 1 cm' }).click();
  await expect(page.getByText('104 cms', { exact: true })).toBeVisible();
  const weight = page.getByLabel('Weight', { exact: true });
  await weight.fill('16.5');
  await page.getByRole('button', { name: 'Increase weight by 1 kg' }).click();
  await expect(weight).toHaveValue('17.5');
  await snap(page, '21-child-gender-filled');
  await atSmallPhone(page, '21b-child-gender-filled-360');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/child-help$/);
  await expect(page.getByRole('heading', { name: 'How can we help your member?' })).toBeVisible();
  await expect(page.getByText('Select primary reason from following')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(12);
  await snap(page, '30-child-help');
  await page.getByRole('radio', { name: 'Fever' }).check();
  await snap(page, '31-child-help-chosen');
  await atSmallPhone(page, '31b-child-help-chosen-360');
  await page.getByRole('button', { name: 'Continue' }).click();
  await noDangerSigns(page);

  // The appointment screen is for the member chosen.
  await expect(page).toHaveURL(/\/doctor-apointment$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Kabir').first()).toBeVisible();
  await snap(page, '50-doctor-apointment');

  // The browser's back button keeps every answer.
  await page.goBack();
  await expect(page).toHaveURL(/\/child-help$/);
  await expect(page.getByRole('radio', { name: 'Fever' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/child-gender$/);
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('20/05/2021');
  await expect(page.getByLabel('Height', { exact: true })).toHaveValue('104');
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('17.5');

  // What was saved comes back from the server, even with this tab's copy gone.
  await page.evaluate(() => {
    const key = 'child-health:state:v1';
    const state = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    sessionStorage.setItem(key, JSON.stringify({ ...state, User: {} }));
  });
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('20/05/2021');
  await expect(page.getByLabel('Height', { exact: true })).toHaveValue('104');
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('17.5');

  // Back on /details the member is the active one, prefilled with its relation.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/details$/);
  await expect(sheetOf(page)).toBeHidden();
  await expect(page.getByLabel('First Name')).toHaveValue('Kabir');
  await expect(page.getByRole('radio', { name: 'Son' })).toBeChecked();
  await snap(page, '14-details-member-prefilled');

  // Next now updates the member (rid present), and coming back shows the new name.
  await page.getByLabel('First Name').fill('Kabeer');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Tell us about Kabeer' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Kabeer');
  await page.getByRole('button', { name: /^Change/ }).click();
  await expect(sheetOf(page).getByRole('button', { name: /Kabeer/ })).toHaveAttribute('aria-current', 'true');
});

test("the height and weight typed at intake are the growth record's first entry, once", async ({ page, at }) => {
  // Sign-in by OTP, intake twice and Growth twice: a long journey.
  test.slow();
  await signInAsNew(page);
  await sheetOf(page)
    .getByRole('button', { name: /Add new/ })
    .click();
  await page.getByRole('radio', { name: 'Daughter' }).check();
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/child-gender$/);
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByLabel('Date of birth', { exact: true }).pressSequentially(indianDayDmy(at, -900).replaceAll('/', ''));
  await setSlider(page, 'Height', 86);
  await page.getByLabel('Weight', { exact: true }).fill('11.6');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/child-help$/);

  await page.goto('/milestone-and-growth/growth');
  await expect(page.getByRole('heading', { name: 'Growth', level: 1 })).toBeVisible();
  await expect(page.getByText('No weight recorded yet.')).toBeHidden();
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('11.6');
  const shown = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  await expect(rows.first()).toContainText(shown.format(new Date(`${indianDay(at)}T00:00:00Z`)));
  await page.setViewportSize({ width: 360, height: 740 });
  await snap(page, '42-growth-from-intake-360');
  await page.getByRole('tablist', { name: 'Measurement' }).getByRole('tab', { name: 'Height' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('86');

  // The details saved again, unchanged: still one entry.
  await page.goto('/child-gender');
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('11.6');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/child-help$/);
  await page.goto('/milestone-and-growth/growth');
  await expect(rows).toHaveCount(1);
});

test('the returning parent picks a member with a Gender and lands on /child-help', async ({ page, at }) => {
  const priya = await planParent(page.request);
  const born = indianDayDmy(at, -AARAV_AGE_DAYS);
  await signInAs(page, priya.mobileNumber);
  const sheet = sheetOf(page);
  await expect(sheet).toBeVisible();
  const tiles = sheet.getByRole('list').getByRole('button');
  await expect(tiles.nth(0)).toContainText('Priya');
  await expect(tiles.nth(0)).toContainText('You');
  await expect(tiles.nth(1)).toContainText('Aarav');
  await expect(tiles.nth(1)).toContainText('Son');
  await expect(tiles.nth(2)).toContainText('Add new');
  await expect(sheet.locator('[data-avatar="girl"]')).toHaveCount(1);
  await expect(sheet.locator('[data-avatar="boy"]')).toHaveCount(1);
  await expect(sheet.getByText('Registered')).toBeVisible();
  await snap(page, '12-details-sheet-registered');

  await tiles.nth(1).click();
  await expect(page).toHaveURL(/\/child-help$/);
  await expect(page.getByText('For Aarav')).toBeVisible();
  await snap(page, '32-child-help-existing-member');

  // His saved details show on /child-gender.
  await page.goto('/child-gender');
  await expect(page.getByRole('heading', { name: 'Tell us about Aarav' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue(born);
  // Said back in the text format, with the age.
  await expect(page.getByText(`${formatDate(parseDateField(born))} · `)).toBeVisible();
  await expect(page.getByText('98 cms', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('15');
  await snap(page, '23-child-gender-saved');

  // Back on /details the sheet opens by itself again (Basic has a Gender), and closes every way.
  await page.goto('/details');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: /Aarav/ })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  const change = page.getByRole('button', { name: /^Change/ });
  await expect(change).toBeFocused();
  await expect(page.getByText('Signed in as Priya')).toBeVisible();
  await snap(page, '15-details-sheet-closed');

  await change.click();
  await expect(sheet).toBeVisible();
  // Tab stays inside the sheet.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // A tap on the dimmed page above the sheet closes it.
  await page.mouse.click(200, 40);
  await expect(sheet).toBeHidden();
  await expect(change).toBeFocused();

  // A downward swipe on its handle closes it.
  await change.click();
  await expect(sheet).toBeVisible();
  // Where the header is once the sheet has slid up.
  await sheet.evaluate((dialog) => Promise.all(dialog.getAnimations().map((a) => a.finished)));
  const handle = await sheet.getByRole('heading', { name: 'Who is this consultation for?' }).boundingBox();
  if (!handle) throw new Error('no sheet header');
  await page.mouse.move(handle.x + 20, handle.y + 5);
  await page.mouse.down();
  await page.mouse.move(handle.x + 20, handle.y + 60, { steps: 4 });
  await page.mouse.move(handle.x + 20, handle.y + 200, { steps: 4 });
  await page.mouse.up();
  await expect(sheet).toBeHidden();

  // Priya herself has a Gender too: picking her is also an existing member.
  await change.click();
  await sheet.getByRole('button', { name: /Priya/ }).click();
  await expect(page).toHaveURL(/\/child-help$/);
  await expect(page.getByText('For Priya')).toBeVisible();
});

test('each warning of the member form and the intake screens', async ({ page, at }) => {
  await signInAsNew(page);
  const sheet = sheetOf(page);
  await sheet.getByRole('button', { name: /Add new/ }).click();
  await expect(sheet).toBeHidden();

  // Member form: names required, email optional but an email.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  await expect(page.getByText('Last Name is required.')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-describedby', 'firstName-error');
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('   ');
  await page.getByLabel(/Email/).fill('meera.example.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Last Name is required.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address, such as name@example.com.')).toBeVisible();
  await snap(page, '13-details-form-errors');
  await page.getByRole('radio', { name: 'Daughter' }).check();
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel(/Email/).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/child-gender$/);

  // Child details: everything missing but the gender (a daughter starts as Female).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(message(page, 'Please fill all the details..')).toBeVisible();
  await expect(page).toHaveURL(/\/child-gender$/);
  await snap(page, '22-child-gender-warning');

  // The weight box takes digits and one dot, at most 4 characters; minus only above 0.
  const weight = page.getByLabel('Weight', { exact: true });
  const minus = page.getByRole('button', { name: 'Decrease weight by 1 kg' });
  await expect(minus).toBeDisabled();
  await weight.pressSequentially('12.3.4');
  await expect(weight).toHaveValue('12.3');
  await weight.fill('');
  await weight.pressSequentially('99999');
  await expect(weight).toHaveValue('9999');
  await weight.fill('1');
  await minus.click();
  await expect(weight).toHaveValue('0');
  await expect(minus).toBeDisabled();
  await weight.fill('2.5');

  // A future date of birth is refused; an adult gets no premature question.
  const dob = page.getByLabel('Date of birth', { exact: true });
  await dob.fill(indianDayDmy(at, 2));
  await expect(page.getByText('The date of birth cannot be in the future.')).toBeVisible();
  await snap(page, '24-child-gender-future-dob');
  await dob.fill('01/01/1990');
  await expect(page.getByLabel('Born at less than 35 weeks?')).toHaveCount(0);
  await dob.fill('12/0');
  await dob.blur();
  await expect(page.getByText('Please enter the full date of birth.')).toBeVisible();
  // The calendar opens on today and offers no day after it; a day picked there shows as dd/mm/yyyy.
  await dob.fill('');
  await page.getByRole('button', { name: 'Choose from a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  const [year, month, day] = indianDay(at).split('-').map(Number) as [number, number, number];
  const dayButton = (d: number) => calendar.locator('.rdp-day_button', { hasText: new RegExp(`^${d}$`) });
  await expect(dayButton(day)).toBeFocused();
  if (day < 28) await expect(dayButton(day + 1)).toBeDisabled();
  await snap(page, '24b-child-gender-calendar');
  await dayButton(1).click();
  await expect(calendar).toBeHidden();
  await expect(dob).toHaveValue(`01/${String(month).padStart(2, '0')}/${year}`);
  await dob.fill('');
  await expect(page.getByLabel('Born at less than 35 weeks?')).toBeVisible();

  // The premature flag stands in for the date of birth; the slider stays within 0–250.
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Born at less than 35 weeks?').check();
  const height = page.getByLabel('Height', { exact: true });
  await height.focus();
  await page.keyboard.press('End');
  await expect(height).toHaveValue('250');
  await expect(page.getByRole('button', { name: 'Increase height by 1 cm' })).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(height).toHaveValue('0');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(message(page, 'Please fill all the details..')).toBeVisible();
  await setSlider(page, 'Height', 48);
  await snap(page, '25-child-gender-premature');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Reason: Continue without one.
  await expect(page).toHaveURL(/\/child-help$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(message(page, 'Please select a question')).toBeVisible();
  await expect(page).toHaveURL(/\/child-help$/);
  await snap(page, '33-child-help-warning');

  // Age band: Continue without one, then a band, saved to the server.
  await page.goto('/child-age');
  await expect(page.getByRole('heading', { name: "What is your member's age?" })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(4);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(message(page, 'Please select age to continue.')).toBeVisible();
  await snap(page, '40-child-age-warning');
  await page.getByRole('radio', { name: '0-2 years' }).check();
  await snap(page, '41-child-age-chosen');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/child-gender$/);
  await page.evaluate(() => {
    const key = 'child-health:state:v1';
    const state = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    sessionStorage.setItem(key, JSON.stringify({ ...state, User: {} }));
  });
  await page.goto('/child-age');
  await expect(page.getByRole('radio', { name: '0-2 years' })).toBeChecked();
});

test('the screens after sign-in send a visitor without one to the start', async ({ page }) => {
  for (const path of ['/details', '/child-gender', '/child-help', '/child-age', '/doctor-apointment']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  // Signed in but no member chosen yet: the intake screens send the parent to the chooser.
  await signInAsNew(page);
  await page.goto('/child-help');
  await expect(page).toHaveURL(/\/details$/);
  await expect(sheetOf(page)).toBeVisible();
});
