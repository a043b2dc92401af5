import { describe, expect, it } from 'vitest';
import { payable } from './payable';

describe('payable', () => {
  const now = new Date('2026-11-22T04:30:00Z');
  const hold = { memberId: 2, status: 'held', holdExpiresAt: new Date(now.getTime() + 60_000) };
  it("passes the member's hold inside its 10 minutes", () => {
    expect(payable(hold, 2, now)).toBe(hold);
  });
  it("reads nothing, or another member's hold, as nothing to pay (404)", () => {
    expect(() => payable(undefined, 2, now)).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => payable(hold, 3, now)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
  it('refuses a lapsed or no longer held consultation (409)', () => {
    expect(() => payable({ ...hold, holdExpiresAt: now }, 2, now)).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
    expect(() => payable({ ...hold, status: 'booked' }, 2, now)).toThrow(expect.objectContaining({ statusCode: 409 }));
    expect(() => payable({ ...hold, holdExpiresAt: null }, 2, now)).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
  });
});
