import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { paths } from '../packages/contract/src/paths';
import { bookThroughApi, savedBasic } from './bookingHelpers';
import { AARAV_AGE_DAYS, buildDoctors, buildOperator, buildParent } from './builders';
import { indianDay, indianDayDmy } from './clock';
import { expect, test } from './fixtures';
import { png, signInParent, snap, snapFromTop, uniqueMobile } from './helpers';
import { BACK_OFFICE, staffOnLaptop } from './queueHelpers';

// The clinic's back office on a laptop (decisions 0051–0053): an owner adds an operator; the
// operator adds a clinic and a doctor with a photo, hours and a verified registration, and a parent
// on a phone finds the doctor the next day. Then an operator refunds part of a paid consultation,
// and the parent's home shows the refund.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

/** A parent with a four-year-old son, signed in on `page` with the son chosen. */
async function parentOf(page: Page, at: string) {
  const parent = await buildParent(page.request, {
    self: { firstName: 'Priya', lastName: 'Sharma', gender: 'Female' },
    members: [{ relation: 'son', firstName: 'Aarav', lastName: 'Sharma', gender: 'Male', ageDays: AARAV_AGE_DAYS }],
  });
  await signInParent(page, at, parent.mobileNumber, 'Aarav');
  return parent;
}

test.describe('the back office on a Wednesday morning', () => {
  test.use({ at: '2026-11-25T10:00:00+05:30' });

  test('an owner adds an operator, who adds a clinic and a doctor a parent can book the next day', async ({
    page,
    newContextAt,
    at,
  }) => {
    test.setTimeout(180_000);
    const n = randomInt(10_000, 99_999);
    const clinicName = `Jayanagar Child Clinic ${n}`;
    const doctorName = `Kavya Menon ${n}`;
    const operatorNumber = uniqueMobile();

    // The owner adds an operator.
    const { operator: owner } = await buildOperator(page.request, { role: 'owner', name: `Asha Owner ${n}` });
    const ownerPage = await staffOnLaptop(newContextAt, BACK_OFFICE, owner.mobileNumber, 'a-01-sign-in-1280');
    await nav(ownerPage).getByRole('link', { name: 'Operators' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
    await ownerPage.getByLabel('Name').fill(`Ravi Kumar ${n}`);
    await ownerPage.getByLabel('Mobile number').fill(operatorNumber);
    await ownerPage.getByLabel('Role').selectOption('operator');
    await ownerPage.getByRole('button', { name: 'Add operator' }).click();
    await expect(ownerPage.getByText(`Ravi Kumar ${n} can now sign in.`)).toBeVisible();
    await expect(ownerPage.getByRole('row', { name: new RegExp(`Ravi Kumar ${n}`) })).toContainText('Operator');
    await snapFromTop(ownerPage, 'a-02-operators-1280');

    // The operator, on a laptop of their own, adds the clinic.
    const office = await staffOnLaptop(newContextAt, BACK_OFFICE, operatorNumber);
    await expect(nav(office).getByRole('link', { name: 'Operators' })).toHaveCount(0);
    await nav(office).getByRole('link', { name: 'Clinics' }).click();
    await office.getByLabel('Name').fill(clinicName);
    await office.getByLabel('Address').fill('11th Main Road, 4th Block, Jayanagar, Bengaluru 560011');
    await office.getByRole('button', { name: 'Add clinic' }).click();
    await expect(office.getByRole('row', { name: new RegExp(clinicName) })).toBeVisible();
    await snapFromTop(office, 'a-03-clinics-1280');

    // The doctor: details, then a photo on the new doctor's page.
    await nav(office).getByRole('link', { name: 'Doctors' }).click();
    await office.getByRole('link', { name: 'Add doctor' }).click();
    await office.getByLabel('Name', { exact: true }).fill(doctorName);
    await office.getByLabel('Gender').selectOption('Female');
    await office.getByLabel('Speciality').selectOption({ label: 'Paediatrics' });
    await office.getByLabel('Qualification').fill('MBBS, MD (Paediatrics)');
    await office.getByLabel('Experience (years)').fill('9');
    await office.getByLabel('Fee (₹)').fill('600');
    await office.getByRole('checkbox', { name: 'English' }).check();
    await office.getByRole('checkbox', { name: 'Video' }).check();
    await office.getByRole('checkbox', { name: 'Audio' }).check();
    await office.getByLabel('Registration body').selectOption('KMC');
    await office.getByLabel('Registration number').fill(String(n));
    await office.getByRole('button', { name: 'Add doctor' }).click();
    await expect(office).toHaveURL(/\/admin\/doctors\/\d+$/);
    await expect(office.getByRole('heading', { level: 1, name: `Dr. ${doctorName}` })).toBeVisible();
    await office.getByLabel('Upload photo').setInputFiles({
      name: 'kavya.png',
      mimeType: 'image/png',
      buffer: png(240, 240),
    });
    await expect(office.getByText('Photo saved.')).toBeVisible();
    await expect(office.getByRole('img', { name: `Photo of Dr. ${doctorName}` })).toHaveAttribute(
      'src',
      /\/api\/Media\/Get/,
    );

    // Weekly hours at the new clinic: Thursday mornings.
    const hours = office.getByRole('region', { name: 'Hours', exact: true });
    await expect(hours).toContainText('No hours at any clinic yet');
    await hours.getByLabel('Clinic', { exact: true }).selectOption({ label: clinicName });
    await hours.getByRole('button', { name: 'Add hours' }).click();
    const row = hours.getByRole('group', { name: 'Hours 1' });
    await row.getByLabel('Day').selectOption('4');
    await row.getByLabel('From').fill('09:00');
    await row.getByLabel('To').fill('13:00');
    await row.getByLabel('Slot length').selectOption('20');
    await snapFromTop(office, 'a-04-doctor-hours-editor-1280');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    const week = hours.getByRole('table', { name: `At ${clinicName}` });
    await expect(week).toContainText('Thursday09:00 AM – 01:00 PM20 minAudio, Video');
    await expect(week.getByRole('button', { name: `Edit hours at ${clinicName}` })).toHaveCount(0);
    await expect(hours.getByRole('button', { name: `Edit hours at ${clinicName}` })).toBeFocused();
    // And one-off hours on the parent's day, Thursday afternoon, outside the weekly ones.
    const extra = hours.getByRole('form', { name: 'Add extra hours' });
    await extra.getByLabel('Date', { exact: true }).fill(indianDayDmy(at, 1));
    await extra.getByLabel('From', { exact: true }).fill('16:00');
    await extra.getByLabel('To', { exact: true }).fill('17:00');
    await extra.getByLabel('Slot length').selectOption('30');
    await extra.getByRole('checkbox', { name: 'Audio' }).uncheck();
    await extra.getByRole('button', { name: 'Add extra hours' }).click();
    await expect(hours.getByRole('list', { name: 'Extra hours' })).toContainText(
      `${clinicName} · 04:00 PM – 05:00 PM · 30 min · Video`,
    );

    // Not bookable until someone checks the registration with the council.
    await expect(office.getByText('Not bookable')).toBeVisible();
    await office.getByRole('button', { name: 'Verify registration' }).click();
    await office
      .getByRole('dialog', { name: 'Verify the registration number?' })
      .getByRole('button', { name: 'I checked it' })
      .click();
    // Said on the page (the toast may wait behind the others still showing).
    await expect(office.getByRole('region', { name: 'Registration' })).toContainText(
      "Checked with the council's register by Ravi Kumar",
    );
    await expect(office.getByText('Bookable', { exact: true })).toBeVisible();
    await snapFromTop(office, 'a-05-doctor-page-1280');

    // The same page on a tablet and on a 360 px phone.
    await office.setViewportSize({ width: 768, height: 1024 });
    await snapFromTop(office, 'a-06-doctor-page-768');
    await office.setViewportSize({ width: 360, height: 780 });
    await snapFromTop(office, 'a-07-doctor-page-360');
    await office.setViewportSize({ width: 1280, height: 800 });

    // A parent on a phone finds her the next day, with her photo.
    await parentOf(page, at);
    await page.goto('/doctor-apointment');
    await page.getByRole('combobox', { name: 'Doctor' }).fill(doctorName);
    await page.getByRole('option', { name: new RegExp(doctorName) }).click();
    await page.getByRole('group', { name: 'Date' }).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/doctor-selection$/);
    const card = page.getByRole('article').filter({ hasText: doctorName });
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(`Dr. ${doctorName}`);
    // The uploaded photo, in the card's size (the server's copy, not the default picture).
    await expect(card.locator('img[src*="/api/Media/Get"]')).toBeVisible();
    await expect(card.getByRole('button', { name: /^09:00 AM/ })).toBeVisible();
    await snap(page, 'a-08-parent-listing-412');
    // The weekly morning's 12 slots and the extra hours' 2, from 04:00 PM.
    await card.getByRole('button', { name: 'All 14 slots' }).click();
    await expect(page.getByRole('button', { name: /^04:00 PM , Video/ })).toBeVisible();
  });

  test('an operator finds a parent’s paid consultation by number and refunds part of it; the parent sees it', async ({
    page,
    newContextAt,
    at,
  }) => {
    test.setTimeout(150_000);
    const [doctor] = (await buildDoctors(page.request, { name: `Dr. Refund Rao ${randomInt(10_000, 99_999)}` }))
      .doctors;
    if (!doctor) throw new Error('no doctor built');
    const parent = await parentOf(page, at);
    const son = parent.members.find((m) => m.firstName === 'Aarav');
    if (!son) throw new Error('no son built');
    const token = (await savedBasic(page)).authToken ?? '';
    const { appReqId } = await bookThroughApi(page.request, token, son.id, doctor, indianDay(at, 1));

    const { operator } = await buildOperator(page.request, { role: 'operator' });
    const office = await staffOnLaptop(newContextAt, BACK_OFFICE, operator.mobileNumber);
    await nav(office).getByRole('link', { name: 'Consultations' }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible();
    await office.getByLabel('Parent’s number, or part of it').fill(`+91 ${parent.mobileNumber}`);
    await office.getByRole('button', { name: 'Show' }).click();
    await expect(office).toHaveURL(new RegExp(`phone=91${parent.mobileNumber}$`));
    const row = office.getByRole('row', { name: new RegExp(`#${appReqId}`) });
    await expect(row).toContainText('Aarav Sharma');
    await expect(row).toContainText('Booked');
    await expect(office.getByText('1 consultation', { exact: true })).toBeVisible();
    await snapFromTop(office, 'a-09-consultations-1280');
    await row.getByRole('link', { name: `Consultation #${appReqId}` }).click();

    // The detail: the payment through the sandbox, and what may be done.
    await expect(office.getByRole('heading', { level: 1, name: `Consultation #${appReqId}` })).toBeVisible();
    const history = office.getByRole('region', { name: 'Payments and refunds' });
    await expect(history.getByRole('row', { name: /Payment #\d+/ })).toContainText('Paid');
    const paid = (await office.getByLabel('Amount (₹)').inputValue()).trim();
    expect(Number(paid)).toBeGreaterThan(100);
    await snapFromTop(office, 'a-10-consultation-1280');

    await office.getByLabel('Amount (₹)').fill('100');
    await office.getByLabel('Reason for the refund').fill('The video dropped for ten minutes.');
    await office.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(office.getByText('₹100 is being refunded to the parent.')).toBeVisible();
    await expect(history.getByRole('row', { name: /Refund #\d+/ })).toContainText('₹100');
    // What is left may be refunded later, or given back by a cancel.
    await expect(office.getByLabel('Amount (₹)')).toHaveValue(String(Number(paid) - 100));
    await expect(office.getByRole('button', { name: 'Refund', exact: true })).toBeVisible();
    await expect(office.getByRole('button', { name: 'Cancel consultation' })).toBeVisible();
    await snapFromTop(office, 'a-11-consultation-refunded-1280');
    await office.setViewportSize({ width: 360, height: 780 });
    await snapFromTop(office, 'a-12-consultation-refunded-360');
    await office.setViewportSize({ width: 1280, height: 800 });

    // The doctor cannot come that day: the consultation moves to a free time the next day, and the
    // parent is told the new time with the doctor's registration number.
    const moving = office.getByRole('form', { name: 'Move to another time' });
    await moving.getByLabel('Date', { exact: true }).selectOption(indianDay(at, 2));
    const times = moving.getByLabel('Time', { exact: true });
    await expect(times.locator('option').nth(1)).toBeAttached();
    const newTime = ((await times.locator('option').nth(1).textContent()) ?? '').trim();
    expect(newTime).toMatch(/^\d\d:\d\d [AP]M$/);
    await times.selectOption(newTime);
    await moving.getByLabel('Reason for moving').fill('Dr Rao is on leave that day.');
    await snapFromTop(office, 'a-12b-consultation-move-1280');
    await moving.getByRole('button', { name: 'Move consultation' }).click();
    await expect(office.getByText(new RegExp(`^Moved to .*${newTime}\\. The parent is told`))).toBeVisible();
    // As the message says the date ('27 Nov 2026').
    const movedTo = new Date(`${indianDay(at, 2)}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect
      .poll(async () => {
        const res = await page.request.get(`${paths.devOutbox}?mobileNumber=${parent.mobileNumber}`);
        const { data } = (await res.json()) as { data: { text: string }[] };
        return data.map((m) => m.text).find((text) => text.includes(`${movedTo}, ${newTime}`)) ?? '';
      })
      .toMatch(/^Booked: your consultation with .* \(Reg\. no\. .+\) on .*, /);

    // The day's numbers.
    await nav(office).getByRole('link', { name: 'Day summary' }).click();
    await expect(office.getByRole('heading', { level: 2, name: 'Wednesday, 25 Nov 2026' })).toBeVisible();
    await expect(office.getByText('Refunds', { exact: true })).toBeVisible();
    await snapFromTop(office, 'a-13-day-summary-1280');

    // The parent's home shows the refund.
    await page.goto('/home');
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText('₹100');
    await expect(refunds).toContainText(doctor.name);
    await snap(page, 'a-14-parent-home-refund-412');
  });
});
