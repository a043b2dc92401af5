/**
 * How many listings begin in one turn of the event loop (decision 0064). Four kept the mixed
 * load's holds and payments at a few milliseconds per wait on the database, with the listings'
 * throughput unchanged; sixteen left the writes almost as slow as with no limit.
 */
export const LISTINGS_PER_TURN = 4;

/**
 * Listings begun per turn of the event loop. A listing is one piece of CPU work, and under load
 * many arrive at once; a write (a hold, a release, a payment) waits on the database several times,
 * and each wait lasts until the loop comes round again. Unlimited, a turn runs every listing that
 * arrived, so each of a write's waits costs as long as tens of listings. Here at most `perTurn`
 * listings begin in a turn; the others wait in arrival order and begin in the turns after, while
 * the database's answers to the writes are taken in between. A quiet server never waits here.
 */
export class ListingTurns {
  private begunThisTurn = 0;
  private turnEnding = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly perTurn = LISTINGS_PER_TURN) {}

  /** Undefined when this listing may begin at once; else what resolves when it may. */
  admit(): Promise<void> | undefined {
    this.endTurnLater();
    if (this.waiting.length === 0 && this.begunThisTurn < this.perTurn) {
      this.begunThisTurn += 1;
      return undefined;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * The turn ends in the loop's check phase (setImmediate), after its poll phase has taken the
   * answers and requests that arrived: the next listings, from those waiting, begin there.
   */
  private endTurnLater() {
    if (this.turnEnding) return;
    this.turnEnding = true;
    setImmediate(() => {
      this.turnEnding = false;
      const next = this.waiting.splice(0, this.perTurn);
      this.begunThisTurn = next.length;
      for (const begin of next) begin();
      if (next.length > 0) this.endTurnLater();
    });
  }
}
