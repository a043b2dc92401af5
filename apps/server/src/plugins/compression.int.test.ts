import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { paths } from '@app/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../db/builders';
import { buildTestApp, type TestApp } from '../test/builders';
import { dbKinds } from '../test/db';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/** Tomorrow in the clinics' zone, by the test clock: a whole day of free slots. */
const tomorrow = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(now.getTime() + 86_400_000));

describe.each(dbKinds())('compressed API answers (%s)', (kind) => {
  let t: TestApp;
  let listing: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await buildCatalog(t.database.db, { doctors: 3, doctor: { consultTypes: ['video'] } });
    listing = `${paths.getAllDoctorSlot}?appointmentType=video&dt=${tomorrow(t.clock.now())}&pageSize=200`;
  });
  afterAll(() => t?.close());

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends the slot listing in %s when asked, the same JSON once inflated', async (encoding, inflate) => {
    const plain = await t.app.inject({ method: 'GET', url: listing });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(3);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const res = await t.app.inject({ method: 'GET', url: listing, headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // The API's own headers still go with it.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // Compressed in one go and sent with its length (not streamed in chunks).
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(inflate(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when the client takes both, and sends plain JSON when it takes neither', async () => {
    const both = await t.app.inject({
      method: 'GET',
      url: listing,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const neither = await t.app.inject({ method: 'GET', url: listing, headers: { 'accept-encoding': 'identity' } });
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.json().data).toHaveLength(3);
  });

  it('leaves an answer under 1 kB as it is, and /health (not an API call) too', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await t.app.inject({ method: 'GET', url: paths.getSpecialityInfo, headers });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.length).toBeGreaterThan(0);
    const health = await t.app.inject({ method: 'GET', url: paths.health, headers });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
