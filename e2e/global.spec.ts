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
