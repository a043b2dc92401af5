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

describe('rupees written out', () => {
  const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  const intl = (rupees: number) => (Number.isInteger(rupees) ? whole : exact).format(rupees);

  it('reads as Intl writes them, from paise to crores', () => {
    const amounts = [0.001, 0.005, 0.01, 0.5, 1.005, 1.015, 2.675, 999.995, 1000, 99999.99, 100000, 123456789.12];
    // Every power of ten and its neighbours, whole and with paise.
    for (let power = 0; power <= 13; power++) {
      const n = 10 ** power;
      amounts.push(n - 1, n, n + 1, n - 0.01, n + 0.5, n * 1.25);
    }
    // A fixed spread of prices (a small linear congruential generator, the same on every run).
    let seed = 1203;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const paise = seed % 1_000_000_000;
      amounts.push(i % 2 ? paise : paise / 100);
    }
    for (const amount of amounts) {
      expect(formatRupees(amount), String(amount)).toBe(intl(amount));
      if (amount !== 0) expect(formatRupees(-amount), String(-amount)).toBe(intl(-amount));
    }
  });

  it('shows minus zero as zero (Intl writes -₹0)', () => {
    expect(formatRupees(-0)).toBe('₹0');
  });
});
