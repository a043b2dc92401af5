import { describe, expect, it } from 'vitest';
import { RecentReads } from './recentReads';

/** A RecentReads on a hand-moved clock and write counter, counting the reads it really made. */
function setUp() {
  let t = 0;
  let writes = 0;
  let made = 0;
  const reads = new RecentReads<number>({ reuseMs: 100, clock: () => t, writes: () => writes });
  const read = (busy: boolean) =>
    reads.read(
      'day',
      async () => {
        made += 1;
        return made;
      },
      busy,
    );
  return {
    read,
    advance: (ms: number) => {
      t += ms;
    },
    write: () => {
      writes += 1;
    },
    made: () => made,
  };
}

describe('the listing’s shared reads', () => {
  it('share a read under way, busy or not', async () => {
    const s = setUp();
    expect(await Promise.all([s.read(false), s.read(false)])).toEqual([1, 1]);
    expect(s.made()).toBe(1);
  });

  it('read again when not busy, however recent the last read', async () => {
    const s = setUp();
    await s.read(false);
    s.advance(1);
    expect(await s.read(false)).toBe(2);
  });

  it('when busy reuse a read of the last 100 ms, not an older one', async () => {
    const s = setUp();
    const first = await s.read(true);
    s.advance(99);
    expect(await s.read(true)).toBe(first);
    s.advance(1);
    expect(await s.read(true)).toBe(first + 1);
  });

  it('never reuse a read older than a write of this process, under way or done', async () => {
    const s = setUp();
    const first = s.read(true);
    s.write();
    const second = s.read(true);
    expect(await second).not.toBe(await first);
    s.advance(10);
    s.write();
    expect(await s.read(true)).toBe(3);
  });

  it('do not keep a failed read', async () => {
    const reads = new RecentReads<number>({ reuseMs: 100, clock: () => 0 });
    await expect(reads.read('k', () => Promise.reject(new Error('gone')), true)).rejects.toThrow('gone');
    expect(await reads.read('k', async () => 7, true)).toBe(7);
  });
});
