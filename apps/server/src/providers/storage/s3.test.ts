import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { S3Storage } from './s3';
import { payloadHashOf, signV4 } from './sigv4';

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/test/key', region: 'ap-south-1' };

/** A local stand-in for S3: keeps objects in memory and checks each request's signature itself. */
async function fakeS3() {
  const objects = new Map<string, Buffer>();
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method, url: req.url, headers: req.headers });
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      const signedHeaders = /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? '')?.[1]?.split(';') ?? [];
      const expected = signV4({
        method: req.method ?? '',
        url,
        headers: Object.fromEntries(
          signedHeaders
            .filter((h) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(h))
            .map((h) => [h, String(req.headers[h])]),
        ),
        payloadHash: payloadHashOf(body),
        ...credentials,
        now: new Date(
          String(req.headers['x-amz-date']).replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
        ),
      });
      if (expected.authorization !== req.headers.authorization) {
        res.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      const key = url.pathname;
      if (req.method === 'PUT') objects.set(key, body);
      if (req.method === 'DELETE') objects.delete(key);
      if (req.method === 'GET') {
        const found = objects.get(key);
        res.writeHead(found ? 200 : 404).end(found);
        return;
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { objects, seen, endpoint: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

const KEY = '12/0f8fad5b-d9cb-469f-a165-70867728950e.png';

describe('S3Storage', () => {
  it('puts, gets and deletes an object with signed requests (path style)', async () => {
    const fake = await fakeS3();
    close = fake.close;
    const storage = new S3Storage({ ...credentials, bucket: 'uploads', endpoint: fake.endpoint });
    await storage.put(KEY, new Uint8Array([1, 2, 3]), 'image/png');
    expect(fake.seen[0]).toMatchObject({ method: 'PUT', url: `/uploads/${KEY}` });
    expect(fake.seen[0]?.headers['content-type']).toBe('image/png');
    expect([...((await storage.get(KEY)) ?? [])]).toEqual([1, 2, 3]);
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeUndefined();
  });

  it('fails loudly on a refusal, and refuses keys that are not ours', async () => {
    const fake = await fakeS3();
    close = fake.close;
    const wrong = new S3Storage({
      ...credentials,
      secretAccessKey: 'other',
      bucket: 'uploads',
      endpoint: fake.endpoint,
    });
    await expect(wrong.put(KEY, new Uint8Array([1]), 'image/png')).rejects.toThrow(/HTTP 403/);
    await expect(wrong.get('../../etc/passwd')).rejects.toThrow(/bad storage key/);
  });
});
