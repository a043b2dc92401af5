import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, STAGING_ENV, type TestApp } from '../test/builders';

describe('the API documentation at /api/docs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const statusOf = async (url: string) => (await t?.app.inject(url))?.statusCode;

  it('is served outside production, under a policy of its own (no video, payment or native frames)', async () => {
    t = await buildTestApp('pglite');
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('jit.si');
    expect(csp).toContain("frame-ancestors 'self'");
    // Its files answer under the same policy.
    const script = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBe(csp);
    expect(await statusOf('/api/docs/json')).toBe(200);
  });

  it('is not served in production unless API_DOCS=true', async () => {
    t = await buildTestApp('pglite', { env: STAGING_ENV });
    expect(await statusOf('/api/docs/')).toBe(404);
    expect(await statusOf('/api/docs/json')).toBe(404);
    await t.close();
    t = await buildTestApp('pglite', { env: { ...STAGING_ENV, API_DOCS: 'true' } });
    expect(await statusOf('/api/docs/')).toBe(200);
    const openapi = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(openapi.paths)).toContain('/api/App/AddGuestPhone');
  });
});
