import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsultation, buildDoctor, buildParent, buildPrescription } from '../db/builders';
import { buildTestApp, STAGING_ENV, signIn, type TestApp } from '../test/builders';

const RAZORPAY = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'rzp_test_secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp_test_webhook',
};

/** The policy as directive → sources, so a test can name what it expects of each. */
function cspOf(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

type Answers = Record<'page' | 'api' | 'file' | 'error', LightMyRequestResponse>;

/**
 * The real app with a stand-in web build and a built parent whose son has a prescription, and four
 * answers from it: an HTML page, an API answer with personal data, a downloaded file (the
 * prescription's PDF), an API error.
 */
function withAnswers(env: Record<string, string>) {
  const state = {} as { t: TestApp; answers: Answers; dist: string };
  beforeAll(async () => {
    state.dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(state.dist, 'index.html'), '<!doctype html><title>app</title>');
    state.t = await buildTestApp('pglite', { env: { WEB_DIST: state.dist, ...env }, serveWeb: true });
    const { db } = state.t.database;
    const built = await buildParent(db, {
      members: [{ relation: 'son', firstName: 'Aarav', dateOfBirth: '2022-03-14' }],
    });
    const seen = await buildConsultation(db, {
      parent: built,
      memberId: built.members[0]?.id,
      doctor: await buildDoctor(db),
      slotStart: new Date(state.t.clock.now().getTime() - 2 * 86_400_000),
      status: 'completed',
    });
    await buildPrescription(db, seen);
    const parent = await signIn(state.t, built.mobileNumber);
    const get = (url: string) =>
      state.t.app.inject({ url, headers: { authtoken: parent.authToken, accept: 'text/html' } });
    const api = await get('/api/Consultation/GetPrescriptions');
    const id = api.json().data[0]?.prescriptionId;
    state.answers = {
      page: await get('/details'),
      api,
      file: await get(`/api/Consultation/GetPrescriptionPdf?id=${id}`),
      error: await get('/api/App/NoSuchCall'),
    };
  });
  afterAll(async () => {
    await state.t?.close();
    rmSync(state.dist, { recursive: true, force: true });
  });
  return state;
}

describe('security headers in development', () => {
  const s = withAnswers({});

  it('are on the HTML page, the API answer, the file and the error alike', () => {
    const { page, api, file, error } = s.answers;
    expect([page.statusCode, api.statusCode, file.statusCode, error.statusCode]).toEqual([200, 200, 200, 404]);
    expect(page.headers['content-type']).toContain('text/html');
    expect(file.headers['content-type']).toBe('application/pdf');
    for (const [what, res] of Object.entries(s.answers)) {
      expect(cspOf(res), what).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://meet.jit.si'],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-src': ['https://meet.jit.si'],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      });
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['referrer-policy'], what).toBe('no-referrer');
      expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('mark API answers no-store unless the route chose its own caching', async () => {
    const { page, api, file, error } = s.answers;
    expect(api.headers['cache-control']).toBe('no-store');
    expect(error.headers['cache-control']).toBe('no-store');
    expect((await s.t.app.inject('/api/App/GetClientConfig')).headers['cache-control']).toBe('no-store');
    // The PDF route says so itself; the web app's index.html is revalidated by the web plugin.
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers in production, with Razorpay and a native app', () => {
  const s = withAnswers({
    ...STAGING_ENV,
    ...RAZORPAY,
    JITSI_DOMAIN: 'meet.example.org',
    JITSI_SCRIPT_URL: 'https://cdn.example.org/jitsi/external_api.js',
    NATIVE_APP_ORIGINS: 'capacitor://localhost, https://app.example.org',
  });

  it('add HSTS, the checkout and the configured Jitsi, and let the app frame the pages', () => {
    expect(s.answers.file.headers['content-type']).toBe('application/pdf');
    for (const [what, res] of Object.entries(s.answers)) {
      const csp = cspOf(res);
      expect(csp['script-src'], what).toEqual(["'self'", 'https://cdn.example.org', 'https://checkout.razorpay.com']);
      expect(csp['frame-src'], what).toEqual(['https://meet.example.org', 'https://api.razorpay.com']);
      expect(csp['connect-src'], what).toEqual([
        "'self'",
        'https://api.razorpay.com',
        'https://lumberjack.razorpay.com',
      ]);
      expect(csp['style-src'], what).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['frame-ancestors'], what).toEqual(["'self'", 'capacitor://localhost', 'https://app.example.org']);
      expect(csp['upgrade-insecure-requests'], what).toEqual([]);
      expect(res.headers['strict-transport-security'], what).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['referrer-policy'], what).toBe('no-referrer');
      // X-Frame-Options cannot name the native app's origin: frame-ancestors says it instead.
      expect(res.headers['x-frame-options'], what).toBeUndefined();
    }
  });
});
