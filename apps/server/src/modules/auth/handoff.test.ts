import { describe, expect, it } from 'vitest';
import { signHandoff, verifyHandoff } from './handoff';

const secret = 'h'.repeat(40);
const now = new Date('2026-11-22T10:00:00Z');
const nowS = Math.floor(now.getTime() / 1000);

describe('native hand-off', () => {
  it('accepts a fresh signature for the same number', () => {
    const h = signHandoff(secret, '91', '9876543210', nowS + 120);
    expect(verifyHandoff(secret, h, '91', '9876543210', now)).toMatchObject({ ok: true, expires: nowS + 120 });
  });
  it('refuses another number, another secret, a tampered or malformed value', () => {
    const h = signHandoff(secret, '91', '9876543210', nowS + 120);
    expect(verifyHandoff(secret, h, '91', '9876543211', now).ok).toBe(false);
    expect(verifyHandoff('x'.repeat(40), h, '91', '9876543210', now).ok).toBe(false);
    expect(
      verifyHandoff(
        secret,
        h.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        '91',
        '9876543210',
        now,
      ).ok,
    ).toBe(false);
    expect(verifyHandoff(secret, 'nonsense', '91', '9876543210', now)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyHandoff(secret, undefined, '91', '9876543210', now).ok).toBe(false);
  });
  it('refuses expired links and links that live longer than five minutes', () => {
    expect(verifyHandoff(secret, signHandoff(secret, '91', '9876543210', nowS), '91', '9876543210', now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const tooLong = signHandoff(secret, '91', '9876543210', nowS + 301);
    expect(verifyHandoff(secret, tooLong, '91', '9876543210', now)).toEqual({
      ok: false,
      reason: 'expiry too far ahead',
    });
  });
  it('is off when no secret is configured', () => {
    const h = signHandoff(secret, '91', '9876543210', nowS + 60);
    expect(verifyHandoff(undefined, h, '91', '9876543210', now).ok).toBe(false);
  });
});
