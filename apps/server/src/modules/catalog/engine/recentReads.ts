import { performance } from 'node:perf_hooks';

/**
 * A listing's reads of what changes under it (the slots taken around a date, the catalogue's
 * version), shared: a read under way answers every listing that asks meanwhile, and under load
 * (the caller says: many listings under way at once) one made less than `reuseMs` ago answers too,
 * unless the process wrote since (`writes`, a counter its writers raise). Listings one after
 * another, however fast (a test, a quiet hour), always get a read of their own; under load a
 * listing may miss what another process wrote in the last `reuseMs` (the hold itself stays exact:
 * the database refuses a taken slot). Time here is the process's own, not the app's clock: it
 * bounds how old a read is, not business time.
 */
export interface RecentReadsOptions {
  reuseMs: number;
  /** Raised by this process's writes to what is read: a read older than a write is not reused. */
  writes?: () => number;
  /** Milliseconds, for tests. */
  clock?: () => number;
}

interface Read<T> {
  startedAt: number;
  writes: number;
  underWay: boolean;
  value: Promise<T>;
}

/** Keys are few (a date each, the version); past this many, the oldest go. */
const MOST_KEYS = 1_000;

export class RecentReads<T> {
  private readonly reads = new Map<string, Read<T>>();

  constructor(private readonly opts: RecentReadsOptions) {}

  private now() {
    return this.opts.clock?.() ?? performance.now();
  }

  read(key: string, fetch: () => Promise<T>, busy = false): Promise<T> {
    const t = this.now();
    const writes = this.opts.writes?.() ?? 0;
    const last = this.reads.get(key);
    if (last && last.writes === writes && (last.underWay || (busy && t - last.startedAt < this.opts.reuseMs)))
      return last.value;
    const read: Read<T> = { startedAt: t, writes, underWay: true, value: fetch() };
    read.value.then(
      () => {
        read.underWay = false;
      },
      () => {
        if (this.reads.get(key) === read) this.reads.delete(key);
      },
    );
    this.reads.delete(key);
    this.reads.set(key, read);
    if (this.reads.size > MOST_KEYS) {
      const oldest = this.reads.keys().next().value;
      if (oldest !== undefined) this.reads.delete(oldest);
    }
    return read.value;
  }
}
