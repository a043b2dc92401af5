import type { Page } from '@playwright/test';
import { apiParent, listing, savedBasic, signInWithMember } from './bookingHelpers';
import { buildDoctors } from './builders';
import { indianDay, nextWorkingDay, workingDaysAhead } from './clock';
import { expect, test } from './fixtures';
import { noDangerSigns, signInAsNew, snap } from './helpers';

// Booking against the real server at a phone's size; each test builds the clinics and
// doctors it looks for (builders.ts). Choices that need free slots are made on the clinics' next
// working day after the test's time (tomorrow, or the day after when tomorrow is a Sunday), so the
// tests take the same steps at any hour.

const slotName = /^\d\d:\d\d [AP]M/;
const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const dateStrip = (page: Page) => page.getByRole('group', { name: 'Date' });
const cards = (page: Page) => page.getByRole('article');

test('a parent picks a date, a doctor and a slot and reaches the payment page', async ({ page, at }) => {
  const [day, laterDay] = workingDaysAhead(at, 2) as [number, number];
  // A clinic in Mumbai (no other test builds one) with paediatricians who take every consult type.
  await buildDoctors(page.request, {
    count: 3,
    clinic: { name: 'Andheri Kids Clinic', address: 'Veera Desai Road, Andheri West, Mumbai 400053' },
  });
  // The real way in: a member, a reason, Continue.
  await signInAsNew(page);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await sheet.getByRole('button', { name: /Add new/ }).click();
  await page.getByRole('radio', { name: 'Son' }).check();
  await page.getByLabel('First Name').fill('Kabir');
  await page.getByLabel('Last Name').fill('Verma');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/child-gender$/);
  await page.goto('/child-help');
  await page.getByRole('radio', { name: 'Fever' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await noDangerSigns(page);
  await expect(page.getByRole('heading', { name: 'Book a consultation' })).toBeVisible();
  await expect(page.getByText('For Kabir')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(dateStrip(page).getByRole('radio')).toHaveCount(15);
  // Only the types with a flow (ENABLED_CONSULT_TYPES: audio and video by default) and follow ups;
  // emergency is the call-112 note, never a chip.
  const types = page.getByRole('group', { name: 'Consult type' });
  await expect(types.getByRole('button', { pressed: false })).toHaveText(['Audio', 'Video', 'Follow up']);
  await expect(types.getByRole('complementary', { name: 'An emergency?' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Before you book' })).toContainText(
    'A doctor will call you within 5 minutes',
  );
  await snap(page, '40-01-doctor-apointment');

  // Confirm without a date.
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(message(page, 'Please select a date.')).toBeVisible();
  await expect(page).toHaveURL(/\/doctor-apointment$/);
  await snap(page, '40-02-doctor-apointment-no-date');

  // The dropdowns work by touch and by keyboard.
  const specialty = page.getByRole('combobox', { name: 'Specialty' });
  await specialty.click();
  await expect(page.getByRole('option')).toHaveCount(8);
  await specialty.fill('paed');
  await expect(page.getByRole('option')).toHaveText(['Paediatric Dermatology', 'Paediatrics']);
  await snap(page, '40-03-doctor-apointment-specialty-open');
  await page.getByRole('option', { name: 'Paediatrics', exact: true }).click();
  await expect(specialty).toHaveValue('Paediatrics');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.focus();
  await page.keyboard.type('mumbai');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(location).toHaveValue('Andheri Kids Clinic');
  await page.getByRole('button', { name: 'Clear Location' }).click();
  await expect(location).toHaveValue('');

  // (The earlier warning's toast may still be fading out: check the choice, not the text.)
  await dateStrip(page).getByRole('radio').nth(day).check();
  await expect(dateStrip(page).getByRole('radio').nth(day)).toBeChecked();
  await page.getByRole('button', { name: 'Video' }).click();
  await expect(page.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
  await snap(page, '40-04-doctor-apointment-filled');
  await page.getByRole('button', { name: 'Confirm' }).click();

  // One card per doctor, in the spec's order of facts.
  await expect(page).toHaveURL(/\/doctor-selection$/);
  await expect(page.getByRole('heading', { name: 'Choose a doctor and a time' })).toBeVisible();
  await expect(page.getByText('English · Video · Paediatrics')).toBeVisible();
  const first = cards(page).first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(/^Dr\. /);
  await expect(first.getByText('Paediatrics', { exact: true })).toBeVisible();
  await expect(first.getByText(/^\d+ years? experience$/)).toBeVisible();
  await expect(first.getByText(/^₹[\d,]+$/)).toBeVisible();
  // The doctors take every consult type; parents see the offered ones only.
  await expect(first.getByRole('button', { name: 'Consultation types: Audio, Video, Follow-up' })).toBeVisible();
  await expect(first.getByRole('link', { name: /^View Profile of Dr\./ })).toHaveAttribute('target', '_blank');
  await expect(first.locator('img.doctor-photo')).toHaveAttribute('src', /\/images\/doctor-(male|female)\.svg$/);
  await expect(first.getByRole('button', { name: slotName })).toHaveCount(3);
  await snap(page, '40-05-doctor-selection');

  // The tooltips of the type icons are there without hover.
  await first.getByRole('button', { name: /^Consultation types/ }).click();
  await expect(first.getByText('Audio · Video · Follow-up')).toBeVisible();

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(message(page, 'Please select a slot')).toBeVisible();
  await snap(page, '40-06-doctor-selection-no-slot');

  await first.getByRole('button', { name: /^All \d+ slots$/ }).click();
  await expect(first.getByRole('heading', { level: 3 }).first()).toHaveText(/^(Morning|Afternoon|Evening|Night)/);
  await snap(page, '40-07-doctor-selection-all-slots');

  const chip = first.getByRole('button', { name: slotName }).first();
  const time = ((await chip.textContent()) ?? '').trim();
  const doctorName = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${doctorName} · ${time}`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeVisible();
  await expect(message(page, 'Slot held for 10 minutes')).toBeVisible();
  await expect(page.getByText(/^Held for you until \d\d:\d\d [AP]M/)).toBeVisible();
  await snap(page, '40-08-doctor-selection-held');
  const basic = await savedBasic(page);
  expect(basic).toMatchObject({ doctorName, apointmentType: 'video' });
  expect(basic.appReqId).toBeGreaterThan(0);
  expect(basic.doctorId).toBeGreaterThan(0);
  expect(basic.clinicId).toBeGreaterThan(0);
  expect(basic.netFees).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/payement-page$/);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your consultation' });
  await expect(summary).toContainText(doctorName);
  await expect(summary).toContainText(time);
  await expect(summary).toContainText('Video');
  await expect(summary).toContainText('Kabir');
  await expect(summary.getByText('Total')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await snap(page, '40-09-payement-page');

  // Back (accepting the payment page's leave prompt): the hold is still shown; picking another
  // date clears the chosen slot.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeVisible();
  await dateStrip(page).getByRole('radio').nth(laterDay).check();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(page.getByText('Choose a time on a doctor’s card.')).toBeVisible();
  await expect(cards(page).first().getByRole('button', { pressed: true })).toHaveCount(0);

  // View Profile: this app's profile page in a new tab, readable without signing in.
  const [profile] = await Promise.all([
    page.waitForEvent('popup'),
    cards(page)
      .first()
      .getByRole('link', { name: /^View Profile/ })
      .click(),
  ]);
  await expect(profile).toHaveURL(/\/doctor-profile\/\d+$/);
  await expect(profile.getByRole('heading', { level: 1 })).toHaveText(/^Dr\. /);
  await expect(profile.getByText('Registration number')).toBeVisible();
  await expect(profile.getByText(/^NMC-\d+$/)).toBeVisible();
  await expect(profile.getByText(/^₹[\d,]+$/)).toBeVisible();
  await snap(profile, '40-10-doctor-profile');
  await profile.close();

  // Inside a native app, View Profile is a message to the wrapper.
  await page.addInitScript(() => {
    const posted: string[] = [];
    Object.assign(window, { posted, ReactNativeWebView: { postMessage: (m: string) => posted.push(m) } });
  });
  await page.evaluate(() => {
    const key = 'child-health:state:v1';
    const state = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    sessionStorage.setItem(key, JSON.stringify({ ...state, Basic: { ...state.Basic, isMobile: 1 } }));
  });
  await page.reload();
  await cards(page)
    .first()
    .getByRole('link', { name: /^View Profile/ })
    .click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  const posted = await page.evaluate(() =>
    (window as unknown as { posted: string[] }).posted.map((m) => JSON.parse(m)),
  );
  expect(posted).toEqual([
    expect.objectContaining({ type: 'OPEN_DOCTOR_PROFILE', url: expect.stringMatching(/\/doctor-profile\/\d+$/) }),
  ]);
});

test('the empty states, and a follow up with nobody to follow up with', async ({ page, at }) => {
  await signInWithMember(page);
  // An English-only doctor, two neonatologists (the second keeps its slots), for this test alone.
  const [doctor] = (await buildDoctors(page.request, { languages: ['english'] })).doctors;
  if (!doctor) throw new Error('no doctor built');
  await buildDoctors(page.request, { count: 2, speciality: 'Neonatology' });

  // An English-only doctor, looked for in Hindi: nobody that day.
  await page.goto('/doctor-apointment');
  await page.getByRole('radio', { name: 'Hindi' }).check();
  await page.getByRole('combobox', { name: 'Doctor' }).fill(doctor.name.replace('Dr. ', ''));
  await page.getByRole('option', { name: doctor.name }).click();
  await dateStrip(page).getByRole('radio').nth(nextWorkingDay(at)).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('No doctors available for this date')).toBeVisible();
  await expect(page.getByText(`Hindi · All consult types · ${doctor.name}`)).toBeVisible();
  await snap(page, '40-11-doctor-selection-no-doctors');

  // A doctor whose slots are all gone shows 'No available slots for this time'.
  await page.route(/\/api\/App\/GetAllDoctorSlot\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { Slots: unknown[] }[] };
    if (body.data[0]) body.data[0].Slots = [];
    await route.fulfill({ response, json: body });
  });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/doctor-apointment$/);
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Clear Doctor' }).click();
  await page.getByRole('combobox', { name: 'Specialty' }).fill('neonat');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Specialty' })).toHaveValue('Neonatology');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  await expect(cards(page).first().getByText('No available slots for this time')).toBeVisible();
  await expect(cards(page).first().getByRole('button', { name: slotName })).toHaveCount(0);
  await expect(cards(page).nth(1).getByRole('button', { name: slotName }).first()).toBeVisible();
  await snap(page, '40-12-doctor-selection-no-slots');
  await page.unroute(/\/api\/App\/GetAllDoctorSlot\?/);

  // Follow up when this member saw no doctor: only the doctors they may follow up with are listed
  // (none), and the screen says why; nothing is held. (The check at Confirm is the server's test.)
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Follow up' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  await expect(page.getByText('No doctors available for this date')).toBeVisible();
  await expect(
    page.getByText(
      'A follow up is possible only with a doctor your member saw in a completed consultation in the last 7 days.',
    ),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
  expect((await savedBasic(page)).appReqId).toBeUndefined();
  await snap(page, '40-13-doctor-selection-follow-up-none');
});

test('a slot taken by someone else meanwhile: the toast, and the list without it', async ({ page, at }) => {
  await signInWithMember(page);
  const day = nextWorkingDay(at);
  const dt = indianDay(at, day);
  // A doctor of this test's own (a name no other doctor has), with free audio slots that day.
  const [built] = (await buildDoctors(page.request)).doctors;
  const card = (await listing(page.request, { dt, appointmentType: 'audio', doctorId: built?.id })).find(
    (c) => c.doctorID === built?.id && c.Slots.length > 3,
  );
  if (!card) throw new Error(`no doctor with audio slots on ${dt}`);

  await page.goto('/doctor-apointment');
  await page.getByRole('combobox', { name: 'Doctor' }).fill(card.doctorName);
  await page.getByRole('option', { name: card.doctorName }).click();
  await dateStrip(page).getByRole('radio').nth(day).check();
  await page.getByRole('button', { name: 'Audio' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  const doctorCard = cards(page).filter({ has: page.getByRole('heading', { name: card.doctorName, exact: true }) });
  const chip = doctorCard.getByRole('button', { name: slotName }).first();
  await chip.click();
  const time = ((await chip.textContent()) ?? '').trim();
  expect(time).toBe(card.Slots[0]?.slot);

  // Another parent holds that very slot through the API.
  const other = await apiParent(page.request, at);
  const held = await page.request.post('/api/App/AddBookConsultAppointmentInfo', {
    headers: { AuthToken: other.authToken, userId: String(other.userID) },
    data: {
      guestId: other.userID,
      consultType: 'audio',
      consultationDate: dt,
      slot: time,
      DoctorId: card.doctorID,
      clinic: card.clinicId,
    },
  });
  expect(held.status()).toBe(200);

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(message(page, 'This slot was just taken. Please choose another.')).toBeVisible();
  // It was this doctor's earliest time: it would lead the three shown if it were still free.
  await expect(doctorCard.getByRole('button', { name: slotName }).first()).not.toHaveText(time);
  await expect(doctorCard.getByRole('button', { name: time })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(page.getByText('Choose a time on a doctor’s card.')).toBeVisible();
  await snap(page, '40-14-doctor-selection-slot-taken');
});

test.describe('an emergency, on a small phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('is never booked: both booking screens say to call 112, and the server refuses one', async ({ page, at }) => {
    await buildDoctors(page.request);
    await signInWithMember(page);
    await page.goto('/doctor-apointment');
    const types = page.getByRole('group', { name: 'Consult type' });
    await expect(types.getByRole('button', { name: 'Audio' })).toBeVisible();
    await expect(types.getByRole('button', { name: /Emergency/ })).toHaveCount(0);
    const note = types.getByRole('complementary', { name: 'An emergency?' });
    await expect(note).toContainText('Do not wait for a booking. Call 112 or go to the nearest hospital now.');
    await expect(note.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    // Said once: the information banner above does not repeat it.
    await expect(page.getByText('A doctor will call you within 5 minutes')).toBeVisible();
    await expect(page.locator('a[href="tel:112"]')).toHaveCount(1);
    await note.scrollIntoViewIfNeeded();
    // Nothing spills sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(page, '40-17-doctor-apointment-emergency-360');

    await page.goto('/doctor-cons');
    await expect(page.getByRole('radio', { name: 'Audio' })).toBeChecked();
    await expect(page.getByRole('complementary', { name: 'An emergency?' }).getByRole('link')).toHaveAttribute(
      'href',
      'tel:112',
    );
    await snap(page, '40-18-doctor-cons-emergency-360');

    // A request made by hand is refused with the same advice; so is a type without a flow.
    const parent = await apiParent(page.request, at);
    const dt = indianDay(at, nextWorkingDay(at));
    for (const [appointmentType, text] of [
      ['emergency', 'call 112'],
      ['home', 'not available yet'],
    ]) {
      const res = await page.request.get(`/api/App/GetAllDoctorSlot?dt=${dt}&appointmentType=${appointmentType}`, {
        headers: { AuthToken: parent.authToken, userId: String(parent.userID) },
      });
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(text);
    }
  });
});

test('a long list comes a page at a time: Show more doctors brings the rest', async ({ page, at }) => {
  await signInWithMember(page);
  const day = nextWorkingDay(at);
  // More than 40 doctors at work that day: three pages of cards.
  await buildDoctors(page.request, { count: 41 });
  const all = await listing(page.request, { dt: indianDay(at, day) });
  expect(all.length).toBeGreaterThan(40);
  await page.goto('/doctor-apointment');
  await dateStrip(page).getByRole('radio').nth(day).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(cards(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Show more doctors' }).click();
  await expect(cards(page)).toHaveCount(40);
  await page.getByRole('button', { name: 'Show more doctors' }).click();
  await expect(cards(page)).toHaveCount(all.length);
  await expect(page.getByRole('button', { name: 'Show more doctors' })).toHaveCount(0);
});
