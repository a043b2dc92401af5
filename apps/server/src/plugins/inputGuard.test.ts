import { describe, expect, it } from 'vitest';
import { findNul } from './inputGuard';

describe('findNul', () => {
  it('names the first string holding a NUL, however deep', () => {
    expect(findNul({ firstName: 'Aarav', LastName: 'a\u0000b' })).toBe('LastName');
    expect(findNul({ orders: [{ orderDetails: [{ PlanName: 'x\u0000' }] }] })).toBe('orders.0.orderDetails.0.PlanName');
    expect(findNul({ type: '\u0000' })).toBe('type');
  });

  it('names the object holding a field name with a NUL', () => {
    expect(findNul({ 'a\u0000': 1 })).toBe('body');
    expect(findNul({ member: { 'a\u0000': 1 } })).toBe('member');
  });

  it('lets everything else through, other control characters included (the schemas refuse those)', () => {
    expect(findNul({ notes: 'Fever\tsince\r\nMonday', n: 5, ok: true, none: null, list: [] })).toBeUndefined();
    expect(findNul({ note: 'a\u0001b' })).toBeUndefined();
    expect(findNul(undefined)).toBeUndefined();
    expect(findNul('plain')).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNul(deep)).toMatch(/^0(\.0)+$/);
  });
});
