import { describe, expect, it } from 'vitest';
import { ListingLoad } from './listingLoad';
import { ListingTurns } from './listingTurns';

const opts = { reuseMs: 100, busyListings: 2, busyStarts: 5 };

/** A listing that stays under way until released, and a ListingLoad on a hand-moved clock. */
function setUp() {
  let t = 1_000;
  const load = new ListingLoad(opts, () => t);
  const open = () => {
    let release = () => {};
    const ended = load.run(() => new Promise<void>((r) => (release = r)));
    return { release, ended };
  };
  return { load, open, advance: (ms: number) => (t += ms) };
}

describe('ListingLoad', () => {
  it('is quiet for listings one after another, however many over time', async () => {
    const { load, advance } = setUp();
    for (let i = 0; i < 50; i++) {
      let busy = true;
      await load.run(async () => {
        busy = load.busy();
      });
      expect(busy).toBe(false);
      advance(50);
    }
  });

  it('is busy with busyListings others under way at once', async () => {
    const { load, open, advance } = setUp();
    const probe = () => load.run(async () => load.busy());
    const a = open();
    advance(300);
    expect(await probe()).toBe(false); // one other under way
    const b = open();
    advance(300);
    expect(await probe()).toBe(true); // two others
    a.release();
    await a.ended;
    expect(await probe()).toBe(false);
    b.release();
    await b.ended;
  });

  it('is busy when busyStarts listings began within the last window or two beside another, and quiet again after', async () => {
    const { load, open, advance } = setUp();
    const other = open();
    const quick = () => load.run(async () => load.busy());
    for (let i = 0; i < 2; i++) await quick(); // and the other: 3 begun
    advance(100);
    expect(await quick()).toBe(false); // 4 begun across two windows
    expect(await quick()).toBe(true); // the fifth
    advance(100);
    expect(await quick()).toBe(false); // the window before had 2, this one 1
    for (let i = 0; i < 4; i++) await quick();
    expect(await quick()).toBe(true); // 2 + 6
    advance(250);
    expect(await quick()).toBe(false);
    other.release();
    await other.ended;
  });

  it('is never busy for listings one after another, however fast', async () => {
    const { load } = setUp();
    for (let i = 0; i < 100; i++) expect(await load.run(async () => load.busy())).toBe(false);
  });

  it('counts listings waiting for their turn: a burst is busy past its first few', async () => {
    const load = new ListingLoad(opts, () => 1_000, new ListingTurns(1));
    // Ten arrive in one turn; one begins per turn, each over as soon as it has asked.
    const seen = await Promise.all(Array.from({ length: 10 }, () => load.run(async () => load.busy())));
    expect(seen[0]).toBe(false); // the first asked alone
    expect(seen.slice(1, 8).every(Boolean)).toBe(true); // the next ones with at least two still waiting
    expect(seen.at(-1)).toBe(false); // the last asks alone again
  });
});
