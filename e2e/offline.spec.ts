import type { Page } from '@playwright/test';
import { planParent } from './builders';
import { indianDayDmy } from './clock';
import { expect, test } from './fixtures';
import { signInParent, snap } from './helpers';

test.use({ viewport: { width: 360, height: 780 } });

/** Waits until the app's service worker controls the page (installed, activated, claimed). */
async function shellCached(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);
}

const offlineHeading = (page: Page) => page.getByRole('heading', { name: 'You are offline' });

test.describe('with the service worker', () => {
  // What this journey is about (the others block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('offline, a screen not downloaded yet shows the app’s own offline screen; Retry opens it once back online', async ({
    page,
    context,
    at,
  }) => {
    await signInParent(page, at, (await planParent(page.request)).mobileNumber, 'Aarav');
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Prescriptions', exact: true })).toBeVisible();
    await shellCached(page);

    // (a) Inside the app: the prescriptions screen's chunk was never downloaded.
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Prescriptions', exact: true }).click();
    await expect(offlineHeading(page)).toBeVisible();
    await expect(page.getByText(/Check your mobile data or Wi-Fi, then tap Retry\./)).toBeVisible();
    // Retry while still offline stays and says so (a reload would show the browser's error page).
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Still offline.' })).toBeVisible();
    await snap(page, '95-01-offline-in-app');

    // (b) A full navigation offline: the service worker answers with the app's shell.
    await page.goto('/milestone-and-growth/diet');
    await expect(offlineHeading(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await snap(page, '95-02-offline-navigation');

    // Back online, Retry opens the screen asked for.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Diet plan for today \d{2} \w{3} \d{4}$/);
    await expect(offlineHeading(page)).toHaveCount(0);

    // The API was never answered from a cache: only the app's own files are kept.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => !/^\/(index\.html|favicon\.svg|assets\/.+)$/.test(path))).toEqual([]);
  });
});

test('a date field at 360 px reads and takes dd/mm/yyyy, and its calendar fits the phone', async ({ page, at }) => {
  await signInParent(page, at, (await planParent(page.request)).mobileNumber, 'Aarav');
  await page.goto('/milestone-and-growth/diet');
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(indianDayDmy(at));
  await expect(date).toHaveAttribute('inputmode', 'numeric');
  await date.fill('');
  await expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  // Typed digits only: the slashes come by themselves.
  await date.pressSequentially(indianDayDmy(at, -1).replaceAll('/', ''));
  await expect(date).toHaveValue(indianDayDmy(at, -1));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Diet plan for yesterday /);
  // A day that does not exist is refused where it was typed.
  await date.fill('31/02/2026');
  await expect(page.getByText('There is no such date. Please check the day and the month.')).toBeVisible();
  await snap(page, '95-03-date-field-360');

  await page.getByRole('button', { name: 'Choose from a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  const box = (await calendar.boundingBox()) ?? { x: -1, y: 0, width: 0, height: 0 };
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const size = (await calendar.locator('.rdp-day_button').first().boundingBox()) ?? { width: 0, height: 0 };
  expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
  // The keyboard works in it: Right moves a day, Enter picks it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(date).toHaveValue(indianDayDmy(at, 1));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Diet plan for tomorrow /);
  await page.getByRole('button', { name: 'Choose from a calendar' }).click();
  await snap(page, '95-04-date-calendar-360');
});
