import { afterEach, describe, expect, it } from 'vitest';
import { SettableClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/builders';

describe('the test clock (TEST_CLOCK)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sets the time every service reads, and it runs on from there', async () => {
    const clock = new SettableClock();
    t = await buildTestApp('pglite', { env: { TEST_CLOCK: 'true' }, clock });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { now: '2026-11-29T23:50:00+05:30' },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().now) - Date.parse('2026-11-29T18:20:00Z')).toBeLessThan(1000);
    // The clock the services were given is the one that moved.
    const drift = clock.now().getTime() - Date.parse('2026-11-29T18:20:00Z');
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(5000);
    const bad = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now: '29/11/2026' } });
    expect(bad.statusCode).toBe(400);
  });

  it('does not exist without TEST_CLOCK', async () => {
    t = await buildTestApp('pglite', { clock: new SettableClock() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { now: '2026-11-29T23:50:00+05:30' },
    });
    expect(res.statusCode).toBe(404);
  });
});
