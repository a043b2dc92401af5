import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';
import { GatewayError } from './types';

const options = {
  keyId: 'rzp_test_1',
  keySecret: 'key-secret',
  webhookSecret: 'hook-secret',
  baseUrl: 'http://127.0.0.1:9',
};

describe('Razorpay signatures (computed here, no network)', () => {
  const gateway = new RazorpayGateway(options);
  it('accepts the checkout signature HMAC(secret, order|payment) and refuses others', () => {
    const good = createHmac('sha256', 'key-secret').update('order_1|pay_1').digest('hex');
    expect(gateway.verifyPayment('order_1', 'pay_1', good)).toBe(true);
    expect(gateway.verifyPayment('order_1', 'pay_2', good)).toBe(false);
    expect(
      gateway.verifyPayment(
        'order_1',
        'pay_1',
        good.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    ).toBe(false);
    expect(gateway.verifyPayment('order_1', 'pay_1', '')).toBe(false);
    expect(gateway.verifyPayment('order_1', 'pay_1', 'not-hex')).toBe(false);
  });
  it('accepts the webhook signature of the raw body and refuses a changed body', () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { order_id: 'order_1' } } },
    });
    const signature = createHmac('sha256', 'hook-secret').update(body).digest('hex');
    expect(gateway.verifyWebhook(body, signature)).toBe(true);
    expect(gateway.verifyWebhook(body.replace('captured', 'failed'), signature)).toBe(false);
  });
  it('creates an order through the orders API with basic auth, in paise (local fake, no network)', async () => {
    const seen: { auth?: string; body?: unknown }[] = [];
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'order_XYZ' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const live = new RazorpayGateway({ ...options, baseUrl: `http://127.0.0.1:${port}` });
      const started = await live.start({ uniqueId: 'u-123', totalPaise: 50000, description: 'x' });
      expect(started.gatewayOrderId).toBe('order_XYZ');
      expect(started.checkout.razorpay).toEqual({
        keyId: 'rzp_test_1',
        orderId: 'order_XYZ',
        amount: 50000,
        currency: 'INR',
      });
      expect(seen[0]?.auth).toBe(`Basic ${Buffer.from('rzp_test_1:key-secret').toString('base64')}`);
      expect(seen[0]?.body).toEqual({ amount: 50000, currency: 'INR', receipt: 'u-123' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('Razorpay refunds API (local fake, no network)', () => {
  /** Answers each refund call with `answer`, keeping what it was asked. */
  async function fakeRefunds(answer: { status: number; body: object }) {
    const seen: { url?: string; auth?: string; key?: string | string[]; body?: unknown }[] = [];
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        seen.push({
          url: req.url,
          auth: req.headers.authorization,
          key: req.headers['x-refund-idempotency'],
          body: JSON.parse(raw),
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const gateway = new RazorpayGateway({
      ...options,
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    return { gateway, seen, close: () => new Promise((r) => server.close(r)) };
  }
  const ask = { paymentId: 'pay_ABC123', amountPaise: 70000, idempotencyKey: 'refund-u-123-abcd1234' };

  it('posts the full amount to /v1/payments/:id/refund with the idempotency key, and reads the refund', async () => {
    const fake = await fakeRefunds({ status: 200, body: { id: 'rfnd_1', entity: 'refund', status: 'processed' } });
    try {
      expect(await fake.gateway.refund(ask)).toEqual({
        accepted: true,
        gatewayRefundId: 'rfnd_1',
        status: 'processed',
      });
      expect(fake.seen[0]).toEqual({
        url: '/v1/payments/pay_ABC123/refund',
        auth: `Basic ${Buffer.from('rzp_test_1:key-secret').toString('base64')}`,
        key: 'refund-u-123-abcd1234',
        body: { amount: 70000, speed: 'normal' },
      });
    } finally {
      await fake.close();
    }
  });
  it('reads a normal refund still on its way as pending', async () => {
    const fake = await fakeRefunds({ status: 200, body: { id: 'rfnd_2', status: 'pending' } });
    try {
      expect(await fake.gateway.refund(ask)).toMatchObject({ accepted: true, status: 'pending' });
    } finally {
      await fake.close();
    }
  });
  it('reads a 400 as a refusal, with the reason Razorpay gave', async () => {
    const fake = await fakeRefunds({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount exceeds the balance.' } },
    });
    try {
      expect(await fake.gateway.refund(ask)).toEqual({
        accepted: false,
        reason: 'The refund amount exceeds the balance.',
      });
    } finally {
      await fake.close();
    }
  });
  it('leaves the outcome unknown on 409 (the same key still in progress) and on a server error', async () => {
    for (const status of [409, 502]) {
      const fake = await fakeRefunds({ status, body: {} });
      try {
        await expect(fake.gateway.refund(ask)).rejects.toBeInstanceOf(GatewayError);
      } finally {
        await fake.close();
      }
    }
    const gone = new RazorpayGateway(options);
    await expect(gone.refund(ask)).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('sandbox gateway', () => {
  it('signs its checkout link so only the server can make a valid one', async () => {
    const sandbox = new SandboxGateway('s'.repeat(32));
    const { checkout } = await sandbox.start({ uniqueId: 'abc-12345', totalPaise: 100, description: '' });
    const token = new URL(`http://x${checkout.url}`).searchParams.get('token') ?? '';
    expect(sandbox.verify('abc-12345', token)).toBe(true);
    expect(sandbox.verify('abc-12346', token)).toBe(false);
    expect(new SandboxGateway('t'.repeat(32)).verify('abc-12345', token)).toBe(false);
  });
  it('refunds at once, answering the same key with the same refund', async () => {
    const sandbox = new SandboxGateway('s'.repeat(32));
    const ask = { paymentId: 'sandbox_1', amountPaise: 100, idempotencyKey: 'refund-abc-1' };
    const first = await sandbox.refund(ask);
    expect(first).toMatchObject({ accepted: true, status: 'processed' });
    expect(await sandbox.refund(ask)).toEqual(first);
    expect(await sandbox.refund({ ...ask, idempotencyKey: 'refund-abc-2' })).not.toEqual(first);
  });
});
