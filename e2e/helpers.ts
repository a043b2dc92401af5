import { createHmac, randomInt } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { indianDayDmy } from './clock';
import { expect, test } from './fixtures';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/**
 * Saves a full-page screenshot under e2e/screenshots/ (not committed) to look at, and checks the
 * same screen with axe-core: every screen a journey stops to look at is also checked for WCAG 2.1
 * A and AA violations, so the suite covers each screen in the states it is really seen in.
 */
export async function snap(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
}

/** snap() from the top of the page: a full-page picture of a scrolled page shows a sticky bar halfway down. */
export async function snapFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's run over the page as it is now, undefined when the page has no axe-core yet. The
 * video call is Jitsi's own page in a frame: not ours to fix, and cross-origin in production, so
 * frames are left out.
 */
const runAxe = (page: Page) =>
  page.evaluate(async (tags) => {
    const core = (window as unknown as { axe?: typeof axe }).axe;
    if (!core) return undefined;
    return core.run({ exclude: [['iframe']] }, { runOnly: { type: 'tag', values: tags }, iframes: false });
  }, WCAG_21_A_AA);

/**
 * The axe-core violations of the page as it is now, one line each, for a readable failure.
 * axe-core is put into a page once, at its first check (a screen reached inside the app keeps
 * it): @axe-core/playwright put it in again at every check and finished each one in a new blank
 * page with axe-core put in again, ~2 s more a check, a tenth of the browser suite (decision 0062).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  let results: AxeResults | undefined = await runAxe(page);
  if (!results) {
    await page.evaluate(axe.source);
    results = await runAxe(page);
  }
  if (!results) throw new Error(`axe-core could not be put into ${page.url()}`);
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

export async function expectAccessible(page: Page, name: string) {
  if (process.env.E2E_AXE_LOG) {
    appendFileSync(process.env.E2E_AXE_LOG, `${new URL(page.url()).pathname}\t${name}\n`);
  }
  expect.soft(await axeViolations(page), `axe-core on ${name} (${page.url()})`).toEqual([]);
}

/** A valid Indian mobile number no other test uses. */
export const uniqueMobile = () => `9${randomInt(100_000_000, 999_999_999)}`;

/** The newest OTP the console SMS provider "sent" to a number, from the dev outbox (other messages skipped). */
export async function codeFromOutbox(page: Page, mobileNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?mobileNumber=${mobileNumber}`);
      const body = (await res.json()) as { data: { text: string }[] };
      // The newest code: a booking's confirmation (its registration number has digits) may be newer.
      const otp = body.data.find((m) => m.text.includes(' is your OTP '));
      code = /\b(\d{6})\b/.exec(otp?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** The native app's signed hand-off (README "Native apps"), for a link that expires at `expires` (Unix seconds). */
export function handoffFor(secret: string, code: string, number: string, expires: number) {
  return `${expires}.${createHmac('sha256', secret).update(`${code}:${number}:${expires}`).digest('hex')}`;
}

let linksSigned = 0;
/**
 * An expiry for a hand-off link made at `at`, by the server's clock (which starts the test at
 * `at`): two to five minutes ahead, inside the 5 minutes the server allows, so the test has two
 * minutes to use it. A link signs in once: each link of a run gets its own expiry (a worker restarted after a failure counts on from a
 * new block, by its worker index) so no two links are the same.
 */
export function linkExpiry(at: string): number {
  const n = test.info().workerIndex * 20 + linksSigned++;
  return Math.floor(Date.parse(at) / 1000) + 120 + (n % 170);
}

/** Types a number on the phone entry screen once the robot check is done, and asks for the OTP. */
export async function requestOtp(page: Page, mobileNumber: string) {
  await page.goto('/');
  await page.getByLabel('Phone number', { exact: true }).fill(`+91${mobileNumber}`);
  // The robot check says 'Verified' for a number only, never before one is typed.
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page).toHaveURL(/\/phone-otp$/);
}

/** Signs in with this number through the real OTP flow (captcha, SMS outbox) and lands on /details. */
export async function signInAs(page: Page, mobileNumber: string) {
  await requestOtp(page, mobileNumber);
  const code = await codeFromOutbox(page, mobileNumber);
  await page.getByLabel('One-time password (OTP)').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/details$/);
}

/** Signs in as a new guest with a fresh number; returns the number. */
export async function signInAsNew(page: Page): Promise<string> {
  const mobileNumber = uniqueMobile();
  await signInAs(page, mobileNumber);
  return mobileNumber;
}

/**
 * Sets a range input (a slider) the way a drag would end: Playwright cannot `fill` one, and the
 * value must go through the element's own setter for React to see the change.
 */
export async function setSlider(page: Page, label: string, value: number) {
  await page.getByLabel(label, { exact: true }).evaluate((input, next) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, String(next));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** A real PNG made here (the server checks the bytes): a small card with a blue band and a tick. */
export function png(width = 48, height = 32): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const band = y < height / 4;
      const tick = Math.abs(y - (height * 0.6 + (x - width / 2) * 0.5)) < 1.5 && x > width / 3 && x < width * 0.8;
      rows.push(...(band ? [26, 95, 208] : tick ? [21, 127, 61] : [250, 248, 240]));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Signs in a built parent (builders.ts) through the native app's signed hand-off link, then makes
 * `child` the active member: quicker than the OTP flow, which has journeys of its own.
 */
export async function signInParent(page: Page, at: string, number: string, child: string) {
  const { E2E_HANDOFF_SECRET } = await import('./playwright.config');
  const handoff = handoffFor(E2E_HANDOFF_SECRET, '91', number, linkExpiry(at));
  await page.goto(`/?code=91&number=${number}&isMobile=1&handoff=${handoff}`);
  // Three screens' chunks and the sign-in calls: on a busy machine this takes longer than one expect.
  await expect(page).toHaveURL(/\/details$/, { timeout: 20_000 });
  const sheet = page.getByRole('dialog', { name: 'Who is this consultation for?' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: new RegExp(child) }).click();
  await expect(sheet).toBeHidden();
}

/** Opens 'Add Growth Details' on the growth screen, fills the date of `at` and the value, and saves. */
export async function addGrowthValue(page: Page, at: string, label: string, value: string) {
  await page.getByRole('button', { name: 'Add Value' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add Growth Details' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Date').fill(indianDayDmy(at));
  await sheet.getByLabel(label).fill(value);
  await sheet.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Growth details saved.', { exact: true }).first()).toBeVisible();
  await expect(sheet).toBeHidden();
}

/**
 * On /child-check after the reason: every danger-sign question answered No, then Continue opens the
 * booking. The questions depend on the reason and the child's age; each journey that books passes
 * through here (e2e/triage.spec.ts has the screen's own journeys).
 */
export async function noDangerSigns(page: Page) {
  await expect(page).toHaveURL(/\/child-check$/);
  const noes = page.getByRole('radio', { name: 'No', exact: true });
  await expect(noes.first()).toBeVisible();
  for (const no of await noes.all()) await no.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/doctor-apointment$/);
}
