import { describe, expect, it } from 'vitest';
import { cancelPaymentAnswer } from './openPayments';

describe('cancelling a payment left open', () => {
  it('succeeds for a hold, and the same again once released', () => {
    expect(cancelPaymentAnswer('released')).toBe('released');
  });
  it('is too late once paid: booked, in a call, completed or not joined', () => {
    for (const status of ['booked', 'in_progress', 'completed', 'no_show'])
      expect(cancelPaymentAnswer(status)).toBe('paid');
  });
  it('is closed for a consultation cancelled or refunded', () => {
    expect(cancelPaymentAnswer('cancelled')).toBe('closed');
    expect(cancelPaymentAnswer('refunded')).toBe('closed');
  });
});
