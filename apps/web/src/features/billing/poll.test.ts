import { describe, expect, it } from 'vitest';
import { exitWithoutPrice, outcomeOf, TIMED_OUT, ticksExhausted, ticksSince } from './poll';

describe('outcomeOf', () => {
  it('keeps polling while pending', () => {
    expect(outcomeOf({ cartStatus: 1 })).toEqual({ kind: 'pending' });
    expect(outcomeOf({ cartStatus: '1' })).toEqual({ kind: 'pending' });
  });
  it('Success: toast and the confirmation', () => {
    expect(outcomeOf({ cartStatus: 'Success', message: '' })).toEqual({
      kind: 'done',
      tone: 'success',
      message: 'Payment Success.',
      to: '/doctor-confirmed',
    });
  });
  it('Aborted: back to /details', () => {
    expect(outcomeOf({ cartStatus: 'Aborted' })).toMatchObject({ message: 'Payment Aborted.', to: '/details' });
  });
  it('Failure and any other value: failed, back to /details', () => {
    for (const cartStatus of ['Failure', 'Weird', 0, 2, null, undefined]) {
      expect(outcomeOf({ cartStatus })).toEqual({
        kind: 'done',
        tone: 'error',
        message: 'Payment Failed.',
        to: '/details',
      });
    }
  });
  it("Refund: the server's message", () => {
    expect(outcomeOf({ cartStatus: 'Refund', message: 'Refund on its way.' })).toMatchObject({
      message: 'Refund on its way.',
      to: '/details',
    });
    expect(outcomeOf({ cartStatus: 'Refund', message: ' ' })).toMatchObject({
      message: expect.stringMatching(/refunded/),
    });
  });
});

describe('tick limit', () => {
  it('is 10000 ticks', () => {
    expect(ticksExhausted(9_999)).toBe(false);
    expect(ticksExhausted(10_000)).toBe(true);
    expect(ticksExhausted(3, 3)).toBe(true);
  });
  it('times out to /details with the spec message', () => {
    expect(TIMED_OUT).toMatchObject({ message: 'Some error please retry', to: '/details' });
  });
  it('counts the seconds already spent after a reload', () => {
    expect(ticksSince(1_000, 6_500)).toBe(5);
    expect(ticksSince(undefined, 6_500)).toBe(0);
    expect(ticksSince(9_000, 6_500)).toBe(0);
  });
});

describe('no price to show', () => {
  it('only a 401 ends at the phone screen', () => {
    expect(exitWithoutPrice(401)).toEqual({ message: 'Some error please re-try', to: '/', forgetHold: true });
  });
  it('a hold that is over (status 0 answer, 404, 409) keeps the parent signed in, choosing a time again', () => {
    for (const status of [undefined, 400, 404, 409]) {
      expect(exitWithoutPrice(status)).toEqual({
        message: expect.stringMatching(/no longer held/),
        to: '/doctor-selection',
        forgetHold: true,
      });
    }
  });
  it('a network or server failure keeps the hold (it may still be there)', () => {
    for (const status of [0, 429, 500, 503]) {
      expect(exitWithoutPrice(status)).toEqual({
        message: 'Some error please re-try',
        to: '/doctor-selection',
        forgetHold: false,
      });
    }
  });
});
