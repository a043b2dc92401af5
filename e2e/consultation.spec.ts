import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { drawnText } from '../apps/server/src/test/pdfText';
import { messages } from '../packages/contract/src/messages';
import { paths } from '../packages/contract/src/paths';
import { savedBasic } from './bookingHelpers';
import { buildDoctors } from './builders';
import { nextWorkingDay } from './clock';
import { expect, type JourneyFixtures, test } from './fixtures';
import { codeFromOutbox, noDangerSigns, signInAsNew, snap } from './helpers';
import { consentBeforePaying } from './paymentHelpers';

// The consultation with both ends of it: a parent on a phone books and pays; a doctor on
// a laptop signs in to the console, starts the video call and writes the prescription; the
// parent's waiting room finds the room, the meeting opens, and the prescription arrives as a PDF.
// The Jitsi script is a local fake (no network); it records what the app asked of it.

const slotName = /^\d\d:\d\d [AP]M/;
const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

const FAKE_JITSI = `
window.JitsiMeetExternalAPI = function (domain, options) {
  window.__jitsi = {
    domain: domain,
    roomName: options.roomName,
    startWithAudioMuted: Boolean(options.configOverwrite && options.configOverwrite.startWithAudioMuted),
    displayName: options.userInfo && options.userInfo.displayName,
  };
  var frame = document.createElement('div');
  frame.setAttribute('data-testid', 'fake-jitsi');
  frame.textContent = 'Meeting ' + options.roomName;
  options.parentNode.appendChild(frame);
  this.addListener = function () {};
  this.addEventListener = function () {};
  this.on = function () {};
  this.executeCommand = function () {};
  this.dispose = function () { frame.remove(); };
};`;

/** Books a paediatrician's `type` slot on the clinics' next working day after `at`. */
async function bookNextWorkingDay(page: Page, at: string, type: 'Video' | 'Follow up', doctorName?: string) {
  await page.goto('/doctor-apointment');
  await page.getByRole('group', { name: 'Date' }).getByRole('radio').nth(nextWorkingDay(at)).check();
  // A type chip toggles, and the screen remembers the last booking's type: press it only when it is not.
  const typeChip = page.getByRole('button', { name: type, exact: true });
  if ((await typeChip.getAttribute('aria-pressed')) !== 'true') await typeChip.click();
  const specialty = page.getByRole('combobox', { name: 'Specialty' });
  // The screen remembers the last choice.
  if ((await specialty.inputValue()) !== 'Paediatrics') {
    await specialty.click();
    await page.getByRole('option', { name: 'Paediatrics', exact: true }).click();
  }
  // The doctor by name (the screen remembers the last choice): the run's other journeys build
  // doctors too, more than a page of them.
  const doctor = page.getByRole('combobox', { name: 'Doctor' });
  if (doctorName && (await doctor.inputValue()) !== doctorName) {
    await doctor.fill(doctorName);
    await page.getByRole('option', { name: doctorName }).click();
  }
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/doctor-selection$/);
  const card = doctorName
    ? page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: doctorName }) })
    : page.getByRole('article').first();
  const name = ((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await card.getByRole('button', { name: slotName }).first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/payement-page$/);
  return name;
}

/** A new parent with a daughter, Meera, whose details and reason are filled in: at /doctor-apointment. */
async function parentWithDaughter(page: Page) {
  await signInAsNew(page);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await sheet.getByRole('button', { name: /Add new/ }).click();
  await page.getByRole('radio', { name: 'Daughter' }).check();
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/child-gender$/);
  // Her details as the intake saves them (the intake screens have journeys of their own).
  const basic = await savedBasic(page);
  const saved = await page.request.post('/api/App/SaveUserDetails', {
    headers: { AuthToken: basic.authToken ?? '', userId: String(basic.id) },
    data: { userId: basic.id, gender: 'Female', height: 86, weight: 11.5, dob: '2024-09-02', isPremature: false },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/child-help');
  await page.getByRole('radio', { name: 'Fever' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await noDangerSigns(page);
}

/**
 * The video journeys' start: the fake meeting script, the parent with Meera at /doctor-apointment,
 * and a paediatrician of the test's own who works every day from 08:00 to 20:00.
 */
async function videoJourney(page: Page, doctorName: string) {
  await page.route('**/external_api.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_JITSI }),
  );
  await parentWithDaughter(page);
  const [doctor] = (await buildDoctors(page.request, { name: `${doctorName} ${Date.now() % 100_000}` })).doctors;
  if (!doctor) throw new Error('no doctor built');
  return doctor;
}

/** Pays the held consultation in the sandbox's checkout tab; the parent lands on the confirmed screen. */
async function payInSandbox(page: Page, context: BrowserContext) {
  await consentBeforePaying(page);
  const [sandbox] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pay now' }).click(),
  ]);
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await sandbox.close();
  await expect(page).toHaveURL(/\/doctor-confirmed$/, { timeout: 15_000 });
}

/** The console's sign-in, from the sign-in screen; `previousCode` is an earlier OTP the outbox still holds. */
async function consoleSignIn(console: Page, mobileNumber: string, parentPage: Page, previousCode?: string) {
  await expect(console).toHaveURL(/\/console\/sign-in$/);
  await console.getByLabel('Mobile number').fill(mobileNumber);
  // The same robot check as the parents' sign-in (the e2e server runs with the captcha on).
  await expect(console.getByText('Verified')).toBeVisible();
  if (!previousCode) await snap(console, '70-09-console-sign-in-checked');
  await console.getByRole('button', { name: 'Send OTP' }).click();
  let code = '';
  await expect
    .poll(async () => {
      code = await codeFromOutbox(parentPage, mobileNumber);
      return code;
    })
    .not.toBe(previousCode);
  await console.getByLabel('OTP').fill(code);
  if (!previousCode) await snap(console, '70-10-console-sign-in');
  await console.getByRole('button', { name: 'Sign in' }).click();
  await expect(console).toHaveURL(/\/console$/);
  return code;
}

/** The doctor, on a laptop of their own (a second browser context on the test's clock). */
async function doctorSignsIn(newContextAt: JourneyFixtures['newContextAt'], mobileNumber: string, parentPage: Page) {
  const context = await newContextAt({
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const console = await context.newPage();
  await console.goto('/console');
  const code = await consoleSignIn(console, mobileNumber, parentPage);
  return { console, code };
}

/**
 * Moves the server's clock and the pages' clocks to `to` (the day of the consultation): the
 * console acts only from 10 minutes before the slot, and a no-show only from the slot.
 */
async function moveClocksTo(to: string, pages: Page[]) {
  const moved = await pages[0]?.request.post(paths.testClock, { data: { now: to } });
  expect(moved?.ok()).toBe(true);
  for (const page of pages) await page.clock.setSystemTime(new Date(to));
}

/**
 * Lets `ms` pass at once, on the server and on the pages in turn: each page's timers due in that
 * time fire (its polling), and the page's call to `answers` is answered before the next page's
 * timers fire, so what one page reports is there for the next to read. The pages' and the
 * server's clocks stay together (moveClocksTo's rule).
 */
async function passTime(ms: number, steps: { page: Page; answers: string }[]) {
  const first = steps[0]?.page;
  if (!first) return;
  const to = new Date((await first.evaluate(() => Date.now())) + ms);
  expect((await first.request.post(paths.testClock, { data: { now: to.toISOString() } })).ok()).toBe(true);
  for (const { page, answers } of steps) {
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === answers);
    await page.clock.fastForward(ms);
    await answered;
  }
}

/** The link of the newest reminder SMS to a number, from the dev outbox (the reminder job sends it within 30 s). */
async function reminderLink(page: Page, mobileNumber: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${paths.devOutbox}?mobileNumber=${mobileNumber}`);
        const { data } = (await res.json()) as { data: { text: string }[] };
        const reminder = data.find((m) => m.text.startsWith('Reminder:'));
        link = /(https?:\/\/\S+)$/.exec(reminder?.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 45_000 },
    )
    .toBeTruthy();
  return link;
}

/** The doctor's booked consultation of the child named `child`, as the console's list answered on a reload. */
async function listedFor(console: Page, child: string) {
  const answer = console.waitForResponse((r) => r.url().includes(paths.consoleConsultations) && r.ok());
  await console.reload();
  const { data } = (await (await answer).json()) as {
    data: { appReqId: number; status: string; slotStart: string; actionsOpenAt: string; child: { name: string } }[];
  };
  const found = data.find((c) => c.child.name === child && c.status === 'booked');
  if (!found) throw new Error(`no consultation of ${child} on the console`);
  return found;
}

test('a video consultation from payment to prescription, with the doctor on the other end', async ({
  page,
  context,
  newContextAt,
  at,
}) => {
  test.setTimeout(240_000);
  // The parent: a daughter, a video slot on the next working day, paid through the sandbox.
  const doctor = await videoJourney(page, 'Dr. Kavya Consult');
  const doctorName = await bookNextWorkingDay(page, at, 'Video', doctor.name);
  // Pay now without the consent: what is missing is named, and no gateway opens.
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await page.getByRole('button', { name: 'Pay now' }).click();
  const before = page.getByRole('region', { name: 'Before you pay' });
  await expect(before.getByText(messages.consentMissing)).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  await payInSandbox(page, context);

  await expect(page.getByRole('heading', { name: 'Your consultation with our doctor is confirmed!' })).toBeVisible();
  await expect(page.getByText(doctorName).first()).toBeVisible();
  await expect(page.getByText('We will remind you 10 minutes before your consultation.')).toBeVisible();
  await snap(page, '70-01-doctor-confirmed');
  // A video consultation moves on to its own waiting room by itself.
  await expect(page).toHaveURL(/\/doctor-oncall\?consultation=\d+$/, { timeout: 5_000 });
  await snap(page, '70-02-doctor-oncall');

  // The doctor, on a laptop, the day before the consultation.
  const signedIn = await doctorSignsIn(newContextAt, doctor.mobileNumber, page);
  const { console } = signedIn;
  const row = console.getByRole('link', { name: /Meera Iyer/ }).first();
  await expect(row).toBeVisible();
  await expect(console.getByText('Fever').first()).toBeVisible();
  await expect(console.getByText(/2 years/).first()).toBeVisible();
  await snap(console, '70-11-console-list');
  await row.click();
  await expect(console).toHaveURL(/\/console\/consultations\/\d+$/);
  // Too early: the call, the prescription and completion wait for the parent's waiting room.
  await expect(
    console.getByText(/open at \d\d:\d\d [AP]M, \w{3}, \d+ \w{3}, when the parent's waiting room opens/),
  ).toBeVisible();
  await expect(console.getByRole('button', { name: 'Start video call' })).toBeDisabled();
  await expect(console.getByRole('button', { name: 'Parent did not join' })).toBeDisabled();
  await expect(console.getByText(/You can write the prescription from/)).toBeVisible();
  // Who consulted for Meera, as recorded before paying.
  await expect(console.getByText('Priya Sharma (mother)')).toBeVisible();
  await expect(console.getByText(/^Given .* · Agreed to be called by the doctor$/)).toBeVisible();
  await snap(console, '70-11b-console-too-early');

  // The next morning, 10 minutes before the slot: the doctor signs in again (a sign-in lasts a working day).
  const first = await listedFor(console, 'Meera Iyer');
  await moveClocksTo(first.actionsOpenAt, [page, console]);
  await console.reload();
  const nextCode = await consoleSignIn(console, doctor.mobileNumber, page, signedIn.code);
  await console.goto(`/console/consultations/${first.appReqId}`);
  await console.getByRole('button', { name: 'Start video call' }).click();
  const join = console.getByRole('link', { name: 'Join the video call' });
  await expect(join).toBeVisible();
  const roomName = new URL((await join.getAttribute('href')) ?? '').pathname.slice(1);
  expect(roomName).toMatch(/^ChildHealth[0-9a-f]{32}$/);
  await snap(console, '70-12-console-consultation');

  // The parent's waiting room finds the room on its next lookup (every 30 s) and opens the meeting.
  await passTime(30_000, [{ page, answers: paths.getConsultation }]);
  await expect(page).toHaveURL(/\/videocall$/, { timeout: 10_000 });
  await expect(page.getByTestId('fake-jitsi')).toBeVisible();
  const jitsi = await page.evaluate(() => (window as unknown as { __jitsi: Record<string, unknown> }).__jitsi);
  expect(jitsi).toMatchObject({ roomName, startWithAudioMuted: true, displayName: 'Meera' });
  await snap(page, '70-03-videocall');

  // The doctor writes the prescription (the Telemedicine Practice Guidelines' Annexure 2), signs
  // it, and closes the consultation.
  const signature = console.getByRole('checkbox', { name: /^I sign this prescription electronically as Dr\. Kavya/ });
  await console.getByLabel('Weight (kg)').fill('11.5');
  await console.getByLabel('Address', { exact: true }).fill('12 MG Road, Bengaluru 560001');
  await console.getByLabel('Chief complaints').fill('Fever for 2 days');
  await console.getByLabel('Provisional diagnosis').fill('Viral fever');
  await console.getByLabel('Generic name').fill('PARACETAMOL');
  await console.getByLabel('Strength').fill('120 mg/5 ml');
  await console.getByLabel('Dose', { exact: true }).fill('5');
  await console.getByLabel('Dose measure').fill('ml');
  await console.getByLabel('Frequency').fill('Every 6 hours if fever');
  await console.getByLabel('Duration (days)').fill('3');
  await console.getByLabel('Instructions', { exact: true }).fill('Only above 38.5 °C');
  await signature.check();
  await console.getByRole('button', { name: 'Save prescription' }).click();
  await expect(message(console, 'Prescription saved. The parent can see it now.')).toBeVisible();
  await expect(console.getByRole('rowheader', { name: 'PARACETAMOL' })).toBeVisible();
  // A correction is a new version; the earlier one is kept.
  await console.getByRole('button', { name: 'Write a correction' }).click();
  await expect(console.getByLabel('Provisional diagnosis')).toHaveValue('Viral fever');
  await console.getByLabel('Duration (days)').fill('5');
  await console.getByLabel('Reason for the correction').fill('The course is 5 days, not 3.');
  await signature.check();
  await console.getByRole('button', { name: 'Save correction' }).click();
  await expect(
    message(console, 'Correction saved as version 2. The earlier version is kept; the parent sees this one.'),
  ).toBeVisible();
  await expect(console.getByText('Version 2', { exact: true })).toBeVisible();
  await console.getByRole('button', { name: 'Mark completed' }).click();
  await console
    .getByRole('dialog')
    .getByRole('button', { name: /Mark completed|Yes|Ok/ })
    .click();
  await expect(message(console, 'Consultation marked as completed.')).toBeVisible();
  await snap(console, '70-13-console-prescribed');
  // The same console on a tablet.
  await console.setViewportSize({ width: 768, height: 1024 });
  await expect(console.getByRole('heading', { name: /Consultation: Meera Iyer/ })).toBeVisible();
  await snap(console, '70-14-console-tablet');

  // The parent sees the prescription and downloads it as a PDF.
  await page.goto('/prescriptions');
  await expect(page.getByRole('tab', { name: 'In Progress' })).toHaveAttribute('aria-selected', 'true');
  // The generic name, as printed (capitals).
  await expect(page.getByText('PARACETAMOL').first()).toBeVisible();
  await snap(page, '70-04-prescriptions');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: /Download PDF/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^prescription-\d+\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  // Annexure 2's parts, as the doctor wrote them (the latest version).
  const prescription = drawnText(readFileSync(file));
  for (const part of [
    'Kavya Consult',
    'Registration number: ',
    'Version 2, correcting version 1: The course is 5 days, not 3.',
    'Meera Iyer',
    '11.5 kg',
    '12 MG Road, Bengaluru 560001',
    'Fever for 2 days',
    'Viral fever',
    'PARACETAMOL 120 mg/5 ml',
    'Every 6 hours if fever',
    'Only above 38.5',
  ])
    expect(prescription, part).toContain(part);
  // The corrected version is the one shown; the child's records list both.
  await expect(page.getByText(/Corrected \(version 2\)/)).toBeVisible();
  const records = page.getByRole('region', { name: 'Consultation records' });
  await records.scrollIntoViewIfNeeded();
  await snap(page, '70-04b-prescriptions-records');
  const [recordsFile] = await Promise.all([
    page.waitForEvent('download'),
    records
      .getByRole('button', { name: /^Download records of / })
      .first()
      .click(),
  ]);
  expect(recordsFile.suggestedFilename()).toMatch(/^consultation-records-\d+\.pdf$/);
  expect(
    readFileSync(await recordsFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // A follow up with the same doctor within 7 days is free: 'Proceed' goes straight to the confirmation.
  await bookNextWorkingDay(page, at, 'Follow up', doctorName);
  const proceed = page.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await consentBeforePaying(page);
  await snap(page, '70-05-payement-page-free-follow-up');
  await proceed.click();
  await expect(page).toHaveURL(/\/doctor-confirmed$/, { timeout: 15_000 });
  await expect(message(page, 'Payment Success.')).toBeVisible();

  // Nobody comes to the follow up: once its slot has begun the doctor marks a no-show, and the
  // parent's consultation screen says so instead of 'Your call with our doctor has ended!'.
  const followUp = await listedFor(console, 'Meera Iyer');
  await moveClocksTo(followUp.slotStart, [page, console]);
  await console.reload();
  await consoleSignIn(console, doctor.mobileNumber, page, nextCode);
  await console.goto(`/console/consultations/${followUp.appReqId}`);
  await expect(console.getByRole('button', { name: 'Mark completed' })).toBeDisabled();
  await console.getByRole('button', { name: 'Parent did not join' }).click();
  await console
    .getByRole('dialog', { name: 'The parent did not join?' })
    .getByRole('button', { name: 'Yes, mark no-show' })
    .click();
  await expect(message(console, 'Marked as a no-show: the parent did not join.')).toBeVisible();
  await expect(
    console.getByText('Closed as a no-show: the parent did not join. No more calls or prescription.'),
  ).toBeVisible();
  await snap(console, '70-15-console-no-show');
  await page.goto('/doctor-oncall');
  await expect(page.getByRole('heading', { name: 'You did not join this consultation' })).toBeVisible();
  await expect(page.getByText(/waited for you at \d\d:\d\d [AP]M, but you did not join/)).toBeVisible();
  await snap(page, '70-07-doctor-oncall-no-show');
});

test('a doctor who starts 5 minutes late still finds the parent in the waiting room', async ({
  page,
  context,
  newContextAt,
  at,
}) => {
  test.setTimeout(240_000);
  const doctor = await videoJourney(page, 'Dr. Late Start');
  await bookNextWorkingDay(page, at, 'Video', doctor.name);
  await payInSandbox(page, context);
  await expect(page).toHaveURL(/\/doctor-oncall\?consultation=\d+$/, { timeout: 5_000 });
  const appReqId = new URL(page.url()).searchParams.get('consultation');
  const basic = await savedBasic(page);
  const booked = await page.request.get(`${paths.getConsultation}?appReqId=${appReqId}`, {
    headers: { AuthToken: basic.authToken ?? '' },
  });
  expect(booked.status()).toBe(200);
  const slotStart = Date.parse((await booked.json()).data.slotStart);

  // 9 minutes before the slot the reminder SMS goes out, with the link to this consultation's
  // waiting room. Opened on another phone, signed out: sign in, and it is that waiting room.
  await moveClocksTo(new Date(slotStart - 9 * 60_000).toISOString(), [page]);
  const number = (basic as { number?: string }).number ?? '';
  const link = await reminderLink(page, number);
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/doctor-oncall\\?consultation=${appReqId}$`));
  const otherPhone = await (await newContextAt()).newPage();
  await otherPhone.goto(link);
  await expect(otherPhone.getByRole('heading', { name: 'Enter your phone number' })).toBeVisible({ timeout: 20_000 });
  await otherPhone.getByLabel('Phone number', { exact: true }).fill(`+91${number}`);
  await expect(otherPhone.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await otherPhone.getByRole('button', { name: 'Get OTP' }).click();
  await expect(otherPhone).toHaveURL(/\/phone-otp$/);
  const code = await codeFromOutbox(otherPhone, number);
  await otherPhone.getByLabel('One-time password (OTP)').fill(code);
  await otherPhone.getByRole('button', { name: 'Submit' }).click();
  await expect(otherPhone).toHaveURL(new RegExp(`/doctor-oncall\\?consultation=${appReqId}$`), { timeout: 10_000 });
  await expect(otherPhone.getByRole('heading', { name: 'Your consultation call will start in' })).toBeVisible();
  await snap(otherPhone, '70-16-reminder-link-after-sign-in');
  await otherPhone.context().close();

  // The slot began 5 minutes ago and the doctor has not started: the server's clock and the
  // parent's phone move on together, the parent still on the screen.
  const late = new Date(slotStart + 5 * 60_000);
  await moveClocksTo(late.toISOString(), [page]);
  await expect(page.getByRole('heading', { name: 'Your doctor will join you shortly' })).toBeVisible();
  await expect(page.getByText('Your call with our doctor has ended!')).toHaveCount(0);
  await snap(page, '70-07-doctor-oncall-doctor-late');

  // The doctor's console says what the parent's screen says: the parent is in the waiting room
  // (their room reads the consultation every 30 s; the console's list refreshes as often).
  const { console } = await doctorSignsIn(newContextAt, doctor.mobileNumber, page);
  const card = console.getByRole('article', { name: /Meera Iyer/ }).first();
  // Half a minute on: the room's read says the parent is there, then the console's list reads it.
  await passTime(30_000, [
    { page, answers: paths.getConsultation },
    { page: console, answers: paths.consoleConsultations },
  ]);
  await expect(card).toContainText(/Parent in the waiting room · \d+ min/);
  await snap(console, '70-17-console-parent-waiting-1280');

  // The parent leaves the waiting room; a few minutes later the console says they are not there
  // (5 minutes on from `late`: well past what the steps above took, so the clock moves forward).
  await page.goto('/home');
  await moveClocksTo(new Date(late.getTime() + 5 * 60_000).toISOString(), [page, console]);
  await console.reload();
  await expect(card).toContainText('Parent not in the waiting room yet');
  await console.setViewportSize({ width: 820, height: 1180 });
  await snap(console, '70-18-console-parent-away-820');

  // Back in the room: the console sees the parent again, and the late doctor starts the video.
  await page.goto(`/doctor-oncall?consultation=${appReqId}`);
  await expect(page.getByRole('heading', { name: 'Your doctor will join you shortly' })).toBeVisible();
  await console.reload();
  await expect(card).toContainText('Parent in the waiting room · 0 min');
  await card.getByRole('link', { name: /Meera Iyer/ }).click();
  // Only what the clock allows is offered; 'Mark completed' waits for the call, and looks shut.
  await expect(console.getByRole('button', { name: 'Mark completed' })).toBeDisabled();
  await expect(console.getByRole('button', { name: 'Mark completed' })).toHaveCSS('cursor', 'not-allowed');
  await snap(console, '70-19-console-consultation-820');
  await console.setViewportSize({ width: 1280, height: 800 });
  await snap(console, '70-20-console-consultation-1280');
  await console.getByRole('button', { name: 'Start video call' }).click();
  await expect(console.getByRole('link', { name: 'Join the video call' })).toBeVisible();

  // The room keeps looking every 30 s past the slot start, so the late doctor's room opens.
  await passTime(30_000, [{ page, answers: paths.getConsultation }]);
  await expect(page).toHaveURL(/\/videocall$/, { timeout: 10_000 });
  await expect(page.getByTestId('fake-jitsi')).toBeVisible();
});

test('a video script that cannot load offers a phone call instead of a blank page', async ({ page }) => {
  await page.route('**/external_api.js', (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signInAsNew(page);
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await sheet.getByRole('button', { name: /\+91/ }).first().click();
  // A room as the waiting room would store it.
  await page.evaluate(() => {
    const key = 'child-health:state:v1';
    const state = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    state.VideoCall = { roomName: 'ChildHealth0123456789abcdef0123456789abcdef', appReqId: 1, displayName: 'Parent' };
    sessionStorage.setItem(key, JSON.stringify(state));
  });
  await page.goto('/videocall');
  await expect(
    page.getByText('The video call could not be loaded. We can call you on your phone instead.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call me instead' })).toBeVisible();
  expect(errors.join('\n')).toMatch(/video|jitsi|script/i);
  await snap(page, '70-06-videocall-script-failed');
});

test("the parent's home in a new tab: two paid consultations, join the right one, cancel the other with its refund", async ({
  page,
  context,
  at,
}) => {
  test.setTimeout(180_000);
  const doctor = await videoJourney(page, 'Dr. Home Two');
  const number = ((await savedBasic(page)) as { number?: string }).number ?? '';
  const booked: number[] = [];
  for (let i = 0; i < 2; i++) {
    await bookNextWorkingDay(page, at, 'Video', doctor.name);
    await payInSandbox(page, context);
    await expect(page).toHaveURL(/\/doctor-oncall\?consultation=\d+$/, { timeout: 5_000 });
    booked.push(Number(new URL(page.url()).searchParams.get('consultation')));
  }
  const [first, second] = booked;

  // A new tab of the same browser: still signed in (the sign-in is shared by every tab), at
  // /details, which now leads to the family's consultations.
  const home = await context.newPage();
  await home.goto('/details');
  await expect(home).toHaveURL(/\/details$/);
  await expect(home.getByText(`Signed in as +91 ${number}`)).toBeVisible();
  await home.getByRole('link', { name: 'My consultations' }).click();
  await expect(home).toHaveURL(/\/home$/);
  const upcoming = home.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByRole('article')).toHaveCount(2);
  await expect(upcoming.getByRole('article').first()).toContainText('Meera Iyer');
  await expect(upcoming.getByRole('article').first()).toContainText(doctor.name);
  await expect(upcoming.getByRole('link', { name: 'Join' })).toHaveCount(0);
  for (const width of [360, 412]) {
    await home.setViewportSize({ width, height: 915 });
    await snap(home, `80-01-home-${width}`);
  }

  // Cancelling the second, well before its cut-off: asked first, then refunded in full.
  await upcoming.getByRole('article').nth(1).getByRole('button', { name: 'Cancel' }).click();
  const dialog = home.getByRole('dialog', { name: 'Cancel this consultation?' });
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(upcoming.getByRole('article')).toHaveCount(1);
  const refunds = home.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('₹');
  await expect(refunds).toContainText('Refunded');
  await expect(home.getByRole('region', { name: 'Past' })).toContainText('Cancelled and refunded');
  await snap(home, '80-02-home-cancelled-412');

  // Five minutes before the first slot its waiting room is open: Join goes to that consultation.
  const listed = await home.request.get(paths.getMyConsultations, {
    headers: { AuthToken: (await savedBasic(home)).authToken ?? '' },
  });
  const slotStart = Date.parse(
    ((await listed.json()) as { data: { appReqId: number; slotStart: string }[] }).data.find(
      (c) => c.appReqId === first,
    )?.slotStart ?? '',
  );
  await moveClocksTo(new Date(slotStart - 5 * 60_000).toISOString(), [page, home]);
  await home.reload();
  await home.setViewportSize({ width: 360, height: 915 });
  await expect(upcoming.getByRole('link', { name: 'Join' })).toHaveCount(1);
  await snap(home, '80-03-home-join-360');
  await upcoming.getByRole('link', { name: 'Join' }).click();
  await expect(home).toHaveURL(new RegExp(`/doctor-oncall\\?consultation=${first}$`));
  expect(first).not.toBe(second);
});
