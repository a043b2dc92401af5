import { indianDay } from './clock';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers';

// The journeys' own machinery (fixtures.ts): the clocks they run at, and the policy watch.

test.describe('at a time a test states', () => {
  test.use({ at: '2026-11-29T23:50:00+05:30' });

  test("the page's clock starts at the test's time and runs on, timers and all", async ({ page, at }) => {
    await page.goto('/');
    const shown = await page.evaluate(() => Date.now());
    expect(shown - Date.parse(at)).toBeGreaterThanOrEqual(0);
    expect(shown - Date.parse(at)).toBeLessThan(30_000);
    // Timers fire on real time: the app's polling, countdowns and toasts keep working.
    const waited = await page.evaluate(
      () => new Promise<number>((resolve) => setTimeout(() => resolve(Date.now()), 1_000)),
    );
    expect(waited - shown).toBeGreaterThanOrEqual(1_000);
  });

  test("the server's clock is at the test's time: today's instant-call times are all past", async ({ page, at }) => {
    const times = async (dt: string) => {
      const res = await page.request.get(`/api/App/GetAllSlotTime?dt=${dt}`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: { slot: string }[] }).data.map((t) => t.slot);
    };
    // The 30-minute steps run 09:00 AM–06:00 PM: at 23:50 none is left today, all 19 tomorrow.
    expect(await times(indianDay(at))).toEqual([]);
    const tomorrow = await times(indianDay(at, 1));
    expect(tomorrow).toHaveLength(19);
    expect(tomorrow[0]).toBe('09:00 AM');
  });
});

test('a page that breaks its Content-Security-Policy is reported, so it would fail its test', async ({
  page,
  policyViolations,
}) => {
  await page.route('**/e2e-policy-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': "script-src 'none'" },
      body: '<!doctype html><title>probe</title><script>document.title = "ran"</script>',
    }),
  );
  await page.goto('/e2e-policy-probe');
  await expect.poll(() => policyViolations.length).toBe(1);
  expect(policyViolations[0]).toMatch(/^enforce script-src-elem blocked inline at /);
  expect(await page.title()).toBe('probe');
  // Seen and expected here: emptied so the end-of-test check passes this one test.
  policyViolations.length = 0;
});

test('the accessibility check finds what axe-core finds, once put into a page and again after changes', async ({
  page,
}) => {
  await page.route('**/e2e-axe-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1></main></body></html>',
    }),
  );
  await page.goto('/e2e-axe-probe');
  expect(await axeViolations(page)).toEqual([]);
  // An input without a label, added after axe-core is in the page: the next check sees it.
  await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<input type="text">'));
  const found = await axeViolations(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/^label \(critical\)/);
  // A new page load has no axe-core: it is put in again.
  await page.reload();
  expect(await axeViolations(page)).toEqual([]);
});
