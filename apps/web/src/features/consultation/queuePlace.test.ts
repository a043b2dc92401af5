import { describe, expect, it } from 'vitest';
import { openQueuePlace, queueWords } from './queuePlace';
import { aQueuePlace } from './testData';

describe('queueWords', () => {
  it('the number in the queue, the wait and when the fee comes back (India time)', () => {
    expect(queueWords(aQueuePlace(), '₹299')).toEqual({
      position: 'You are number 3 in the queue',
      wait: 'About 12 minutes',
      refund: 'If no doctor takes your call by 10:20 AM, your ₹299 is refunded by itself.',
      sentBack: null,
    });
  });

  it('one minute in the singular; the fee in words when the phone does not know the amount', () => {
    const words = queueWords(aQueuePlace({ position: 1, estimatedWaitMinutes: 1 }));
    expect(words.position).toBe('You are number 1 in the queue');
    expect(words.wait).toBe('About 1 minute');
    expect(words.refund).toBe('If no doctor takes your call by 10:20 AM, your fee is refunded by itself.');
  });

  it('with nobody on duty just now: says the place is kept', () => {
    expect(queueWords(aQueuePlace({ onDuty: 0, estimatedWaitMinutes: null })).wait).toBe(
      'No doctor is on duty just now. Your place is kept.',
    );
  });

  it('sent back once after an unanswered call: says why', () => {
    expect(queueWords(aQueuePlace({ sentBack: true })).sentBack).toBe(
      'The doctor could not reach you, so you are back in the queue behind one parent. Please keep this screen open.',
    );
  });
});

describe('openQueuePlace', () => {
  it('a booked place waiting or called; not a closed one, an unpaid one, or a scheduled consultation', () => {
    expect(openQueuePlace({ status: 'booked', queue: aQueuePlace() })?.state).toBe('waiting');
    expect(openQueuePlace({ status: 'booked', queue: aQueuePlace({ state: 'called' }) })?.state).toBe('called');
    expect(openQueuePlace({ status: 'booked', queue: aQueuePlace({ state: 'closed' }) })).toBeUndefined();
    expect(openQueuePlace({ status: 'held', queue: aQueuePlace() })).toBeUndefined();
    expect(openQueuePlace({ status: 'booked', queue: null })).toBeUndefined();
    expect(openQueuePlace(undefined)).toBeUndefined();
  });
});
