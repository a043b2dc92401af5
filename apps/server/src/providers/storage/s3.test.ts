import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { afterEach, describe, expect, it } from 'vitest';
import { amzDateOf, S3Storage } from './s3';

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/test/key', region: 'ap-south-1' };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What S3 does with a request: recomputes its signature from the headers it names as signed. */
async function expectedAuthorization(req: { method?: string; headers: IncomingHttpHeaders }, url: URL) {
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(req.headers.authorization ?? '')?.[1]?.split(';') ?? [];
  const signer = new AwsV4Signer({
    method: req.method ?? '',
    url: url.toString(),
    headers: Object.fromEntries(
      signedHeaders.filter((h) => !['host', 'x-amz-date'].includes(h)).map((h) => [h, String(req.headers[h])]),
    ),
    ...credentials,
    service: 's3',
    datetime: String(req.headers['x-amz-date']),
    allHeaders: true,
  });
  const signed = await signer.sign();
  return signed.headers.get('authorization');
}

/** A local stand-in for S3: keeps objects in memory and checks each request's signature and payload hash. */
async function fakeS3() {
  const objects = new Map<string, Buffer>();
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method, url: req.url, headers: req.headers });
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      if (req.headers['x-amz-content-sha256'] !== sha256(body)) {
        res.writeHead(400).end('XAmzContentSHA256Mismatch');
        return;
      }
      if ((await expectedAuthorization(req, url)) !== req.headers.authorization) {
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

  it("signs the payload's hash and dates the request by its clock", async () => {
    const fake = await fakeS3();
    close = fake.close;
    const now = new Date('2026-03-01T10:20:30Z');
    const storage = new S3Storage({ ...credentials, bucket: 'uploads', endpoint: fake.endpoint, now: () => now });
    await storage.put(KEY, new Uint8Array([7, 8]), 'image/jpeg');
    const headers = fake.seen[0]?.headers ?? {};
    expect(headers['x-amz-date']).toBe('20260301T102030Z');
    expect(headers['x-amz-content-sha256']).toBe(sha256(new Uint8Array([7, 8])));
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/20260301\/ap-south-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, /,
    );
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

describe('the SigV4 signer', () => {
  it("matches AWS's published S3 example (GET Object with a Range header)", async () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const signed = await new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': sha256(new Uint8Array()) },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: amzDateOf(new Date('2013-05-24T00:00:00Z')),
      allHeaders: true,
    }).sign();
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
