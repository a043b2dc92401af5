import { describe, expect, it } from 'vitest';
import { cartStatusOf, consultationPrice, toPaise, transition } from './orderStatus';

describe('order status machine', () => {
  it('lets a pending order succeed, fail or be cancelled', () => {
    expect(transition('pending', 'Success')).toBe('apply');
    expect(transition('pending', 'Failure')).toBe('apply');
    expect(transition('pending', 'Aborted')).toBe('apply');
  });
  it('honours a late success, keeps success final, and makes replays no-ops', () => {
    expect(transition('Failure', 'Success')).toBe('apply');
    expect(transition('Aborted', 'Success')).toBe('apply');
    expect(transition('Success', 'Success')).toBe('same');
    expect(transition('Success', 'Failure')).toBe('refused');
    expect(transition('Success', 'Aborted')).toBe('refused');
    expect(transition('Refund', 'Success')).toBe('same');
    expect(transition('Refund', 'Failure')).toBe('refused');
    expect(transition('Failure', 'Aborted')).toBe('refused');
  });
  it('re-opens an order cancelled on the gateway page, and only that one', () => {
    expect(transition('Aborted', 'pending')).toBe('apply');
    expect(transition('Failure', 'pending')).toBe('refused');
    expect(transition('Success', 'pending')).toBe('refused');
    expect(transition('Refund', 'pending')).toBe('refused');
  });
  it('reports 1 while pending', () => {
    expect(cartStatusOf('pending')).toBe(1);
    expect(cartStatusOf('Success')).toBe('Success');
  });
});

describe('consultation price', () => {
  it('is the fee, GST-exempt, with no discount by default', () => {
    expect(consultationPrice(50000)).toEqual({ amount: 50000, gst: 0, discount: 0, total: 50000 });
  });
  it('adds GST and takes a discount when configured, never below zero', () => {
    expect(consultationPrice(50000, { gstPercent: 18, discountPaise: 10000 })).toEqual({
      amount: 50000,
      gst: 9000,
      discount: 10000,
      total: 49000,
    });
    expect(consultationPrice(50000, { discountPaise: 99999 }).total).toBe(0);
  });
  it('turns rupees into whole paise', () => {
    expect(toPaise(499.99)).toBe(49999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
  });
});
