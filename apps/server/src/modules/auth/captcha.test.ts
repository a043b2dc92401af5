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
  it('judges expiry by the server clock, not the wall clock', async () => {
    // Years from the wall clock either way: the library's own check would refuse the first.
    for (const madeAt of [new Date('2021-03-04T05:06:07Z'), new Date('2041-03-04T05:06:07Z')]) {
      const payload = await solvedPayload(secret, 5000, madeAt);
      const at = (minutes: number) => new Date(madeAt.getTime() + minutes * 60_000);
      const fresh = await checkCaptcha(secret, payload, at(9));
      expect(fresh).toMatchObject({ ok: true, expiresAt: new Date(Math.floor(at(10).getTime() / 1000) * 1000) });
      expect((await checkCaptcha(secret, payload, at(10.1))).ok).toBe(false);
    }
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
