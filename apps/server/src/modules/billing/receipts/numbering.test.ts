import { describe, expect, it } from 'vitest';
import { financialYearOf, receiptNumber, seriesOf } from './numbering';

describe('receipt numbering', () => {
  it.each([
    ['2026-04-01', '2026-27'],
    ['2026-11-24', '2026-27'],
    ['2027-03-31', '2026-27'],
    ['2027-01-01', '2026-27'],
    ['2026-03-31', '2025-26'],
    ['2099-12-31', '2099-00'],
  ])('%s is in the financial year %s', (date, year) => {
    expect(financialYearOf(date)).toBe(year);
  });

  it('numbers receipts and credit notes in series of their own', () => {
    expect(seriesOf('receipt', '2026-11-24')).toBe('RCT/2026-27');
    expect(seriesOf('credit_note', '2027-04-02')).toBe('CN/2027-28');
    expect(receiptNumber('RCT/2026-27', 42)).toBe('RCT/2026-27/000042');
    expect(receiptNumber('RCT/2026-27', 1_234_567)).toBe('RCT/2026-27/1234567');
  });
});
