import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';

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

describe('sandbox gateway', () => {
  it('signs its checkout link so only the server can make a valid one', async () => {
    const sandbox = new SandboxGateway('s'.repeat(32));
    const { checkout } = await sandbox.start({ uniqueId: 'abc-12345', totalPaise: 100, description: '' });
    const token = new URL(`http://x${checkout.url}`).searchParams.get('token') ?? '';
    expect(sandbox.verify('abc-12345', token)).toBe(true);
    expect(sandbox.verify('abc-12346', token)).toBe(false);
    expect(new SandboxGateway('t'.repeat(32)).verify('abc-12345', token)).toBe(false);
  });
});
