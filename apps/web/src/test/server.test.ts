import { paths } from '@app/contract/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertNoDrift, fakeServer, json } from './server';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fake server', () => {
  it("answers a route's body when it parses with the route's response schema", async () => {
    const server = fakeServer({ logout: () => ({ status: 1, message: 'Signed out' }) });
    const response = await fetch(paths.logout, { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 1, message: 'Signed out' });
    expect(server.callsTo('logout')).toMatchObject([{ method: 'POST', body: {} }]);
    expect(() => assertNoDrift()).not.toThrow();
  });

  it('fails the test when a fake answers what the contract does not allow', async () => {
    fakeServer({ getClientConfig: () => ({ jitsiDomain: 'meet.example.org' }) });
    const response = await fetch(paths.getClientConfig);
    expect(response.status).toBe(500);
    expect(() => assertNoDrift()).toThrow(/getClientConfig: captchaEnabled/);
    // Reported once: the next test starts clean.
    expect(() => assertNoDrift()).not.toThrow();
  });

  it('sends a Response as it is (errors are not checked), and 404 for a route without a fake', async () => {
    fakeServer({ logout: () => json({ status: 0, message: 'Please sign in.' }, 401) });
    expect((await fetch(paths.logout, { method: 'POST' })).status).toBe(401);
    expect((await fetch(paths.getClientConfig)).status).toBe(404);
    expect(() => assertNoDrift()).not.toThrow();
  });
});
