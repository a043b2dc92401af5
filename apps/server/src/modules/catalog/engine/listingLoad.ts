import { performance } from 'node:perf_hooks';
import { SHARED_READS } from './freshness';
import { ListingTurns } from './listingTurns';

/**
 * Whether the process's listings are under load, so that their reads may be shared
 * (recentReads.ts): `busyListings` others under way at once, or at least one other and
 * `busyStarts` begun within the last one to two `reuseMs` windows. The second counts what the first
 * misses when the event loop is saturated: requests then wait in their sockets, not inside a
 * listing, and each listing, once begun, ends quickly. Listings one after another (a test, however
 * fast) are never under load: each gets reads of its own. Time here is the process's own, not the
 * app's clock.
 */
export class ListingLoad {
  private underWay = 0;
  private window = 0;
  private startedNow = 0;
  private startedBefore = 0;

  constructor(
    private readonly opts = SHARED_READS,
    private readonly clock: () => number = () => performance.now(),
    private readonly turns = new ListingTurns(),
  ) {}

  /**
   * Runs a listing when its turn comes (listingTurns.ts), counted from its arrival: one waiting
   * for its turn is load as much as one under way, and a burst is seen as one at once.
   */
  async run<T>(listing: () => Promise<T>): Promise<T> {
    this.noteStart();
    this.underWay += 1;
    try {
      const admitted = this.turns.admit();
      if (admitted) await admitted;
      return await listing();
    } finally {
      this.underWay -= 1;
    }
  }

  /** True under load (asked by a listing under way: it does not count itself). */
  busy(): boolean {
    this.roll();
    const others = this.underWay - 1;
    return (
      others >= this.opts.busyListings || (others >= 1 && this.startedNow + this.startedBefore >= this.opts.busyStarts)
    );
  }

  private noteStart() {
    this.roll();
    this.startedNow += 1;
  }

  private roll() {
    const window = Math.floor(this.clock() / this.opts.reuseMs);
    if (window === this.window) return;
    this.startedBefore = window === this.window + 1 ? this.startedNow : 0;
    this.startedNow = 0;
    this.window = window;
  }
}
