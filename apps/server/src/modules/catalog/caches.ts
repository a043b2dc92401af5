import { LRUCache } from 'lru-cache';

export interface PromiseCacheOptions {
  /** Entries kept; past it the least recently used goes first. */
  max: number;
  /** How long an answer is served after it was asked for. */
  ttlMs: number;
  /** The clock the age is measured on (epoch ms); real time when absent. */
  now?: () => number;
}

/**
 * Answers computed once per key and shared while fresh, the pending ones included: concurrent asks
 * for the same key wait on one query. A failed answer is dropped at once, so the next ask retries.
 */
export function promiseCache<V>(options: PromiseCacheOptions) {
  const entries = new LRUCache<string, Promise<V>>({
    max: options.max,
    ttl: options.ttlMs,
    // An injected clock (the test clock) is read on every check: a cached "now" would lag its jumps.
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  return {
    get(key: string, compute: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit) return hit;
      const value = compute();
      entries.set(key, value);
      value.catch(() => {
        if (entries.peek(key) === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
export type PromiseCache<V> = ReturnType<typeof promiseCache<V>>;
