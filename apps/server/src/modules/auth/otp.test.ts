import { describe, expect, it } from 'vitest';
import { checkOtp, generateOtp, hashOtp, hashToken, newAuthToken } from './otp';

const secret = 's'.repeat(32);
const phone = '+919876543210';
const now = new Date('2026-11-22T10:00:00Z');
const inFiveMinutes = new Date(now.getTime() + 300_000);

describe('generateOtp', () => {
  it('makes 6-digit codes, zero-padded, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });
});

describe('checkOtp', () => {
  const outstanding = (overrides: Partial<{ wrongTries: number; expiresAt: Date }> = {}) => ({
    codeHash: hashOtp(secret, phone, '123456'),
    wrongTries: 0,
    expiresAt: inFiveMinutes,
    ...overrides,
  });
  it('accepts the right code before expiry', () => {
    expect(checkOtp(secret, phone, '123456', outstanding(), now)).toBe('ok');
  });
  it('refuses a wrong code, a code for another number and a code hashed with another secret', () => {
    expect(checkOtp(secret, phone, '654321', outstanding(), now)).toBe('wrong');
    expect(checkOtp(secret, '+919876543211', '123456', outstanding(), now)).toBe('wrong');
    expect(checkOtp('t'.repeat(32), phone, '123456', outstanding(), now)).toBe('wrong');
  });
  it('expires at five minutes', () => {
    expect(checkOtp(secret, phone, '123456', outstanding(), new Date(inFiveMinutes.getTime() - 1))).toBe('ok');
    expect(checkOtp(secret, phone, '123456', outstanding(), inFiveMinutes)).toBe('expired');
  });
  it('locks after five wrong tries, even for the right code', () => {
    expect(checkOtp(secret, phone, '123456', outstanding({ wrongTries: 4 }), now)).toBe('ok');
    expect(checkOtp(secret, phone, '123456', outstanding({ wrongTries: 5 }), now)).toBe('locked');
  });
});

describe('auth tokens', () => {
  it('are random and stored only as their hash', () => {
    const a = newAuthToken();
    const b = newAuthToken();
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).not.toContain(a.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
  });
});
