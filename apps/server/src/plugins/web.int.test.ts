import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/builders';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  const js = 'console.log("hello from the app");'.repeat(50);
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>app</title></head></html>');
    writeFileSync(
      path.join(dist, 'screen-preloads.json'),
      JSON.stringify({
        '/': { scripts: ['/assets/PhonePage-1.js'], styles: [] },
        '/doctor-selection': {
          scripts: ['/assets/screens-1.js', '/assets/DoctorSelectionPage-1.js'],
          styles: ['/assets/screens-1.css'],
        },
        '/admin/doctors/new': { scripts: ['/assets/DoctorPage-1.js'], styles: [] },
        '/admin/doctors/:doctorId': { scripts: ['/assets/DoctorPage-1.js', '/assets/Extra-1.js'], styles: [] },
        // Only the build's own asset names are ever written into a page.
        '/details': { scripts: ['https://elsewhere.example/x.js', '/assets/a"><script>.js'], styles: [] },
      }),
    );
    writeFileSync(path.join(dist, 'assets/app-abc123.js'), js);
    writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(js));
    // Over the API's compression threshold, with no precompressed copy.
    writeFileSync(path.join(dist, 'assets/plain-abc123.js'), js);
    t = await buildTestApp('pglite', { env: { WEB_DIST: dist }, serveWeb: true });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every screen path with index.html, even with dots in the query (the native hand-off)', async () => {
    for (const url of [
      '/',
      '/phone-otp',
      '/details',
      '/?code=91&number=9876543210&isMobile=1&handoff=1795312451.c0ffee',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("gives each screen's page the links that fetch its chunks beside the shell, and none to other screens", async () => {
    const page = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      return res.body;
    };
    const selection = await page('/doctor-selection?from=sms');
    expect(selection).toContain('<link rel="modulepreload" crossorigin href="/assets/screens-1.js">');
    expect(selection).toContain('<link rel="modulepreload" crossorigin href="/assets/DoctorSelectionPage-1.js">');
    expect(selection).toContain('<link rel="preload" as="style" crossorigin href="/assets/screens-1.css">');
    expect(selection.indexOf('DoctorSelectionPage-1.js')).toBeLessThan(selection.indexOf('</head>'));
    expect(selection).not.toContain('PhonePage');
    expect(await page('/')).toContain('href="/assets/PhonePage-1.js"');
    expect(await page('/?code=91&number=9876543210')).not.toContain('DoctorSelectionPage');
    // A path with a parameter; a fixed path wins over it.
    expect(await page('/admin/doctors/17')).toContain('Extra-1.js');
    expect(await page('/admin/doctors/new')).not.toContain('Extra-1.js');
    // No screen of that name, or an address that is not the build's: index.html as built.
    expect(await page('/no-such-screen')).toBe('<!doctype html><html><head><title>app</title></head></html>');
    expect(await page('/details')).not.toContain('<link');
  });

  it('serves hashed assets precompressed and cached for a year; a missing asset or API path is a 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    // The file as it was built, not compressed a second time on the way out.
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    // A folder is no file: the app's page, as for any path without an extension.
    const folder = await t.app.inject({ method: 'GET', url: '/assets/' });
    expect(folder.statusCode).toBe(200);
    expect(folder.body).toContain('<title>app</title>');
    const api = await t.app.inject({ method: 'GET', url: '/api/App/NoSuchCall' });
    expect(api.statusCode).toBe(404);
    expect(api.json().status).toBe(0);
  });

  it('compresses no file per request: only API answers are (plugins/compression.ts)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/plain-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(js);
  });
});
