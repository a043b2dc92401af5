import { createChallenge } from 'altcha-lib/v1';
import { describe, expect, it, vi } from 'vitest';
import { everyFewMs, findNumber } from './proofOfWork';

const hmacKey = 'test-key';

describe('the proof of work', () => {
  it('finds the number ALTCHA hid, across batches, and the last one allowed', async () => {
    for (const number of [0, 31, 32, 777, 1_000]) {
      const challenge = await createChallenge({ hmacKey, maxnumber: 1_000, number });
      expect(await findNumber({ ...challenge, max: 1_000 })).toBe(number);
    }
  });

  it('answers null when no number up to max solves it, or for a challenge that is not hex', async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 100, number: 90 });
    expect(await findNumber({ ...challenge, max: 89 })).toBeNull();
    expect(await findNumber({ ...challenge, challenge: 'not-a-hash', max: 100 })).toBeNull();
  });

  it('stops when aborted, and pauses between batches', async () => {
    const challenge = await createChallenge({ hmacKey, maxnumber: 10_000, number: 9_000 });
    const aborter = new AbortController();
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      if (pauses === 3) aborter.abort();
      return Promise.resolve();
    };
    expect(await findNumber({ ...challenge, max: 10_000, pause, signal: aborter.signal })).toBeNull();
    expect(pauses).toBe(3);
  });

  it('gives the page its turn only once the slice has passed, a macrotask away', async () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      const pause = everyFewMs(8, () => now);
      now = 5;
      expect(pause()).toBeUndefined();
      now = 9;
      const waiting = pause();
      expect(waiting).toBeInstanceOf(Promise);
      let resumed = false;
      waiting?.then(() => {
        resumed = true;
      });
      await Promise.resolve();
      expect(resumed).toBe(false);
      await vi.runAllTimersAsync();
      expect(resumed).toBe(true);
      // The slice counts again from the resume.
      now = 12;
      expect(pause()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
