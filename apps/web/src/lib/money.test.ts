import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('rupees', () => {
  it('shows whole rupees with the rupee sign and Indian grouping', () => {
    expect(formatRupees(800)).toBe('₹800');
    expect(formatRupees(1200)).toBe('₹1,200');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows paise when there are any', () => {
    expect(formatRupees(1250.5)).toBe('₹1,250.50');
    expect(formatRupees(99.99)).toBe('₹99.99');
  });

  it('shows nothing for no amount', () => {
    expect(formatRupees(undefined)).toBe('');
    expect(formatRupees(null)).toBe('');
    expect(formatRupees(Number.NaN)).toBe('');
  });
});
