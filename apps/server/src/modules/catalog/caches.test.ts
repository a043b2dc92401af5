import { describe, expect, it } from 'vitest';
import { promiseCache } from './caches';

const counting = () => {
  const asked: string[] = [];
  const compute = (key: string) => () => {
    asked.push(key);
    return Promise.resolve(`${key}!`);
  };
  return { asked, compute };
};

describe('promiseCache', () => {
  it('computes a key once while fresh, and again once its time is up on the given clock', async () => {
    let now = 1_000;
    const cache = promiseCache<string>({ max: 10, ttlMs: 1000, now: () => now });
    const { asked, compute } = counting();
    expect(await cache.get('a', compute('a'))).toBe('a!');
    now += 999;
    expect(await cache.get('a', compute('a'))).toBe('a!');
    expect(asked).toEqual(['a']);
    now += 2;
    await cache.get('a', compute('a'));
    expect(asked).toEqual(['a', 'a']);
  });

  it('evicts the least recently used key past its size, not everything', async () => {
    const cache = promiseCache<string>({ max: 2, ttlMs: 60_000 });
    const { asked, compute } = counting();
    await cache.get('a', compute('a'));
    await cache.get('b', compute('b'));
    await cache.get('a', compute('a')); // a is now the most recently used
    await cache.get('c', compute('c')); // b goes
    expect(cache.size).toBe(2);
    await cache.get('a', compute('a'));
    await cache.get('c', compute('c'));
    expect(asked).toEqual(['a', 'b', 'c']);
    await cache.get('b', compute('b'));
    expect(asked).toEqual(['a', 'b', 'c', 'b']);
  });

  it('shares a pending answer, and drops a failed one so the next ask retries', async () => {
    const cache = promiseCache<string>({ max: 10, ttlMs: 60_000 });
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('database down'));
    };
    const first = cache.get('a', failing);
    const second = cache.get('a', failing);
    expect(second).toBe(first);
    await expect(first).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    await expect(cache.get('a', failing)).rejects.toThrow('database down');
    expect(calls).toBe(2);
  });

  it('forgets everything on clear', async () => {
    const cache = promiseCache<string>({ max: 10, ttlMs: 60_000 });
    const { asked, compute } = counting();
    await cache.get('a', compute('a'));
    cache.clear();
    await cache.get('a', compute('a'));
    expect(asked).toEqual(['a', 'a']);
  });
});
