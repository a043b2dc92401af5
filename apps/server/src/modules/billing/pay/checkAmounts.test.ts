import { describe, expect, it } from 'vitest';
import { consultationPrice } from '../orderStatus';
import { checkAmounts } from './checkAmounts';

describe('checkAmounts', () => {
  const price = consultationPrice(50_000, { gstPercent: 18, discountPaise: 1_000 });
  const sent = {
    Amount: 50_000,
    Tariff: 50_000,
    detailAmount: 50_000,
    GST: 9_000,
    Disc: 1_000,
    Disc1: 1_000,
    Total: 58_000,
  };
  it("passes amounts equal to the server's price", () => {
    expect(() => checkAmounts(sent, price)).not.toThrow();
  });
  it('names the first field that differs; the detail line’s Amount is reported as Amount', () => {
    expect(() => checkAmounts({ ...sent, Total: 1 }, price)).toThrow(expect.objectContaining({ field: 'Total' }));
    expect(() => checkAmounts({ ...sent, detailAmount: 1 }, price)).toThrow(
      expect.objectContaining({ statusCode: 400, field: 'Amount', message: 'Amount mismatch' }),
    );
  });
});
