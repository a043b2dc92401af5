import { expect, test } from './fixtures';
import { snap } from './helpers';

test('a screen whose chunk will not load: one reload, then "Loading chunk … failed" with Retry that works', async ({
  page,
}) => {
  let blocked = true;
  let attempts = 0;
  await page.route(/\/assets\/NotFoundPage-[^/]+\.js$/, (route) => {
    if (!blocked) return route.continue();
    attempts++;
    return route.abort('internetdisconnected');
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Loading chunk not-found failed' })).toBeVisible({ timeout: 20_000 });
  // The first failure reloaded the page once; the second showed the message instead of looping.
  expect(loads.length).toBe(2);
  expect(attempts).toBe(2);
  await snap(page, '07-chunk-failed');

  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test("a screen opened from a link fetches its chunks beside the shell, each once (the page's preloads are used)", async ({
  page,
}) => {
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
  });
  const answer = await page.goto('/terms');
  const html = (await answer?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="(\/assets\/[^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  // The terms screen's own chunk is among them: without it the preloads would be for nothing.
  expect(preloaded.some((file) => /\/TermsPage-[^/]+\.js$/.test(file))).toBe(true);
  for (const file of preloaded) expect(fetched.get(file), file).toBe(1);
});
