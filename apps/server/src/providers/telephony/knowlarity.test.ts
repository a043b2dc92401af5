import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KnowlarityTelephonyProvider } from './knowlarity';
import { CallFailedError } from './types';

/** A local stand-in for Knowlarity's click-to-call API: no network. */
async function fakeKnowlarity(reply: { status: number; body: unknown }) {
  const seen: { method?: string; headers: IncomingMessage['headers']; url?: string; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, url: req.url, body: JSON.parse(raw) });
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { seen, baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

const options = (baseUrl: string) => ({ apiKey: 'api-1', authToken: 'sr-2', kNumber: '+918047111111', baseUrl });

describe('KnowlarityTelephonyProvider', () => {
  it('posts makecall with both keys, the virtual number, the agent and the customer', async () => {
    const fake = await fakeKnowlarity({ status: 200, body: { success: { status: 'success', call_id: 'c-77' } } });
    close = fake.close;
    const telephony = new KnowlarityTelephonyProvider(options(fake.baseUrl));
    const result = await telephony.call({ agent: '+919100000001', customer: '+919000000001', reference: 'x' });
    expect(result.callId).toBe('c-77');
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]?.method).toBe('POST');
    expect(fake.seen[0]?.url).toBe('/Basic/v1/account/call/makecall');
    expect(fake.seen[0]?.headers['x-api-key']).toBe('api-1');
    expect(fake.seen[0]?.headers.authorization).toBe('sr-2');
    expect(fake.seen[0]?.body).toEqual({
      k_number: '+918047111111',
      agent_number: '+919100000001',
      customer_number: '+919000000001',
      caller_id: '+918047111111',
    });
  });

  it('throws CallFailedError when Knowlarity refuses', async () => {
    const fake = await fakeKnowlarity({ status: 403, body: { error: { message: 'Invalid API key' } } });
    close = fake.close;
    const telephony = new KnowlarityTelephonyProvider(options(fake.baseUrl));
    await expect(telephony.call({ agent: '+91', customer: '+91', reference: 'x' })).rejects.toThrow(/Invalid API key/);
  });

  it('throws CallFailedError when it cannot be reached', async () => {
    const telephony = new KnowlarityTelephonyProvider({ ...options('http://127.0.0.1:9'), timeoutMs: 2000 });
    await expect(telephony.call({ agent: '+91', customer: '+91', reference: 'x' })).rejects.toThrow(CallFailedError);
  });
});
