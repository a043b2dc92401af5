import { describe, expect, it } from 'vitest';
import { solvedPayload } from '../../test/captcha';
import { checkCaptcha } from './captcha';

const secret = 'c'.repeat(32);

describe('captcha', () => {
  it('accepts a solved challenge and names it by a stable hash', async () => {
    const payload = await solvedPayload(secret);
    const a = await checkCaptcha(secret, payload, new Date());
    const b = await checkCaptcha(secret, payload, new Date());
    expect(a.ok).toBe(true);
    expect(a).toEqual(b);
  });
  it('refuses a wrong number, another secret and garbage', async () => {
    const payload = await solvedPayload(secret);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    expect((await checkCaptcha(secret, wrong, new Date())).ok).toBe(false);
    expect((await checkCaptcha('d'.repeat(32), payload, new Date())).ok).toBe(false);
    expect((await checkCaptcha(secret, 'not base64 json', new Date())).ok).toBe(false);
    expect((await checkCaptcha(secret, Buffer.from('null').toString('base64'), new Date())).ok).toBe(false);
  });
});
