import { dateIn } from '@app/contract/calendar';
import type { Db } from '../../../db/client';
import { perDatabase } from '../../../db/prepared';
import * as repo from '../catalog.repo';
import { CatalogBook } from './book';
import { daysOffOf, extraHoursOf } from './daysOff';
import { RecentReads } from './recentReads';

/**
 * Each process keeps one copy of the catalogue per database and asks, on every listing, for the
 * catalogue's version (one indexed row, read beside the taken slots). When another process or a
 * script has changed schedules, doctors, clinics or specialities, the copy re-reads the rows of
 * the doctors and clinics named since (catalog_changes, written by triggers), or everything when
 * a change named neither.
 */

/**
 * How the listing's reads are shared (recentReads.ts): under load (listingLoad.ts: at least
 * `busyListings` other listings of the process under way at once, or one and `busyStarts` begun
 * in the last 100–200 ms, 200–400 a second), one read serves the listings of the next 100 ms.
 */
export const SHARED_READS = { reuseMs: 100, busyListings: 8, busyStarts: 40 };

/** Past this many changed doctors and clinics, one full read is cheaper than many small ones. */
const FULL_RELOAD_AFTER = 2000;

interface Copy {
  book: CatalogBook;
  version: number;
}

export class CatalogCopy {
  private copy: Promise<Copy> | undefined;
  /** The catch-up under way from a copy: concurrent listings share it. */
  private next: { from: Copy; to: Promise<Copy> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The version read under way, or under load one of the last moment, is shared. */
  private readonly versions = new RecentReads<number>(SHARED_READS);

  /**
   * The catalogue as of the version read now (or by a read still under way when asked; `busy`:
   * under load, by one of the last moment).
   */
  async current(busy = false): Promise<CatalogBook> {
    const [version, loaded] = await Promise.all([
      this.versions.read('version', () => repo.catalogVersionNow(this.db), busy),
      this.loaded(),
    ]);
    let copy = loaded;
    while (copy.version < version) copy = await this.caughtUp(copy);
    return copy.book;
  }

  private loaded(): Promise<Copy> {
    if (!this.copy) {
      const loading = this.loadAll();
      this.copy = loading;
      loading.catch(() => {
        if (this.copy === loading) this.copy = undefined;
      });
    }
    return this.copy;
  }

  private caughtUp(from: Copy): Promise<Copy> {
    if (this.next?.from === from) return this.next.to;
    {
      const to = this.catchUp(from);
      this.next = { from, to };
      to.then(
        (copy) => {
          this.copy = Promise.resolve(copy);
        },
        () => {
          if (this.next?.to === to) this.next = undefined;
        },
      );
      return to;
    }
  }

  private async loadAll(): Promise<Copy> {
    // The version the cards are as of: a change committed after it is read again next time.
    const { version, cards } = await repo.wholeCatalogue(this.db);
    return { version, book: await this.withDaysOff(CatalogBook.fromCards(cards)) };
  }

  private async catchUp(from: Copy): Promise<Copy> {
    const version = await repo.catalogVersionNow(this.db);
    const changes = await repo.changesSince(this.db, from.version);
    if (changes.everything || changes.doctorIds.length + changes.clinicIds.length > FULL_RELOAD_AFTER)
      return this.loadAll();
    const cards = await repo.catalogCards(this.db, changes);
    const book = from.book.withChanges(cards, new Set(changes.doctorIds), new Set(changes.clinicIds));
    return { version, book: await this.withDaysOff(book) };
  }

  /**
   * Days off and extra hours are few: those from two days before the app's today (no listing asks earlier) are
   * read again with every change.
   */
  private async withDaysOff(book: CatalogBook) {
    const from = dateIn('UTC', new Date(this.now().getTime() - 2 * 86_400_000));
    const [off, extra] = await Promise.all([repo.daysOffFrom(this.db, from), repo.extraHoursFrom(this.db, from)]);
    book.daysOff = daysOffOf(off);
    book.extraHours = extraHoursOf(extra);
    return book;
  }
}

/** The process's copy of a database's catalogue (apps on one database share it, and the first one's clock). */
export const catalogCopyOf = perDatabase((db: Db, now: () => Date) => new CatalogCopy(db, now));

/**
 * Reads the catalogue into the process's copy before the first listing asks for it (server.ts, at
 * boot, while the app is built): at 10,000 doctors that read is most of a first listing's time. A
 * listing that comes meanwhile shares the read; one that fails is tried again by the next listing.
 */
export async function warmCatalogue(db: Db, now: () => Date): Promise<void> {
  await catalogCopyOf(db, now).current();
}
