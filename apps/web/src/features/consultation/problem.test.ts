import { describe, expect, it } from 'vitest';
import { problemOf } from './problem';

const data = (status: 'held' | 'booked' | 'completed' | 'released' | 'cancelled') => ({ status }) as never;

describe('problemOf', () => {
  it('has no consultation to show without an appReqId', () => {
    expect(problemOf(undefined, undefined, undefined)).toEqual({
      message: 'We could not find that consultation.',
      retry: false,
    });
  });
  it('a 404 is not found, with no retry', () => {
    expect(problemOf(5, { status: 404, message: 'Not found.' }, undefined)).toEqual({
      message: 'We could not find that consultation.',
      retry: false,
    });
  });
  it('network and server failures may be tried again', () => {
    expect(problemOf(5, { status: 0, message: 'offline' }, undefined)).toEqual({ message: 'offline', retry: true });
    expect(problemOf(5, { status: 503, message: 'x' }, undefined)?.retry).toBe(true);
  });
  it('an unpaid or cancelled consultation is not shown; a booked or completed one is', () => {
    expect(problemOf(5, undefined, data('held'))?.message).toBe('This consultation has not been paid for yet.');
    expect(problemOf(5, undefined, data('cancelled'))?.retry).toBe(false);
    expect(problemOf(5, undefined, data('booked'))).toBeUndefined();
    expect(problemOf(5, undefined, data('completed'))).toBeUndefined();
    expect(problemOf(5, undefined, undefined)).toBeUndefined();
  });
});
