import type { Db } from '../../db/client';
import { type Listener, type ListenHandlers, listenTo } from '../../db/listen';
import { perDatabase } from '../../db/prepared';
import { occupantsAfter } from './holds.repo';
import { PAID_STATUSES } from './lifecycle';

/**
 * The slots occupied by consultations, kept in this process's memory and fresh by PostgreSQL's
 * LISTEN (the trigger of migration 0037 tells every change of a consultation's slot, status or
 * hold expiry, as it commits, to every process). A listing under load reads it instead of asking
 * the database (catalog.service.ts); a quiet listing still asks, so what a process has just written
 * is always in its next listing. Only on PostgreSQL: on PGlite (one process) nothing is kept.
 *
 * Exact for every slot from `keptFrom` on (a day or more before the app's today: no listing asks
 * earlier), up to the moment a notification takes to arrive (a millisecond or so; the database
 * still decides every hold). While it is not listening, or reading itself afresh, it cannot tell.
 */

/** The channel migration 0037's trigger notifies on. */
export const SLOT_CHANNEL = 'consultation_slots';
/** Slots from this long before the app's now are kept (listings ask from the day before today). */
const KEPT_BACK_MS = 3 * 86_400_000;
const DAY_MS = 86_400_000;
/** Distinct ranges asked (a date each): a view per range is kept while nothing changes. */
const MOST_VIEWS = 64;
/** A failed first read is tried again after this long. */
const RETRY_MS = 1_000;

export type OccupiedStarts = ReadonlyMap<number, ReadonlySet<number>>;

interface Occupant {
  doctorId: number;
  slotStart: number;
  /** When a hold stops blocking (epoch ms); Infinity when paid. */
  until: number;
}

/** A consultation as the first read finds it (holds.repo.ts occupantsAfter). */
export interface OccupantRow {
  id: number;
  doctorId: number | null;
  slotStart: Date;
  status: string;
  holdExpiresAt: Date | null;
}

/** Where the index hears and reads from: the database (liveOccupiedOf), or a test's own. */
export interface OccupiedSource {
  /** Listens on SLOT_CHANNEL; undefined when the database cannot (PGlite). */
  listen(handlers: ListenHandlers): Listener | undefined;
  /** The consultations that occupy or may occupy a slot starting after `from`. */
  readOccupants(from: Date): Promise<OccupantRow[]>;
  /** The app's clock: which slots are kept starts from it. */
  now(): Date;
}

interface View {
  version: number;
  at: number;
  validUntil: number;
  occupied: OccupiedStarts;
}

export class LiveOccupiedSlots {
  private readonly occupants = new Map<number, Occupant>();
  /** Consultation ids by the UTC day of their slot (epoch day): a range reads only its days. */
  private readonly byDay = new Map<number, Set<number>>();
  private keptFrom: number | undefined;
  /** Notifications heard while the first read is under way: applied after it, in order. */
  private heardMeanwhile: string[] | undefined;
  /** Raised by every change applied: a view made before one is made again. */
  private version = 0;
  /** Raised when listening starts or stops: a read begun before is thrown away. */
  private generation = 0;
  private readonly views = new Map<string, View>();
  private listener: Listener | undefined;

  constructor(private readonly source: OccupiedSource) {}

  /** Starts listening; false when the database cannot tell (PGlite). */
  start(): boolean {
    this.listener ??= this.source.listen({
      message: (payload) => this.heard(payload),
      listening: () => void this.readAll(),
      lost: () => this.forget(),
    });
    return this.listener !== undefined;
  }

  /** Whether the slots are known (listening, and read since). */
  get ready() {
    return this.keptFrom !== undefined && this.heardMeanwhile === undefined;
  }

  /**
   * The starts occupied by each doctor in (from, to] at `now` (paid, or held until after `now`), as
   * the database's occupiedStarts answers them; undefined when this process cannot tell.
   */
  occupied(from: Date, to: Date, now: Date): OccupiedStarts | undefined {
    if (!this.ready || this.keptFrom === undefined) return undefined;
    const t = now.getTime();
    this.forgetBefore(t - KEPT_BACK_MS);
    if (from.getTime() < this.keptFrom) return undefined;
    const key = `${from.getTime()}|${to.getTime()}`;
    const view = this.views.get(key);
    if (view && view.version === this.version && t >= view.at && t < view.validUntil) return view.occupied;
    const made = this.viewOf(from.getTime(), to.getTime(), t);
    this.views.delete(key);
    this.views.set(key, made);
    if (this.views.size > MOST_VIEWS) this.views.delete(this.views.keys().next().value as string);
    return made.occupied;
  }

  private viewOf(from: number, to: number, t: number): View {
    const occupied = new Map<number, Set<number>>();
    let validUntil = Number.POSITIVE_INFINITY;
    for (let day = Math.floor(from / DAY_MS); day <= Math.floor(to / DAY_MS); day++) {
      for (const id of this.byDay.get(day) ?? []) {
        const o = this.occupants.get(id);
        if (!o || o.slotStart <= from || o.slotStart > to || o.until <= t) continue;
        // A hold stops blocking at its expiry: the view is made again then.
        if (o.until < validUntil) validUntil = o.until;
        const starts = occupied.get(o.doctorId) ?? new Set<number>();
        starts.add(o.slotStart);
        occupied.set(o.doctorId, starts);
      }
    }
    return { version: this.version, at: t, validUntil, occupied };
  }

  /** Reads every occupant from the database, then applies what was heard meanwhile. */
  private async readAll() {
    const generation = ++this.generation;
    this.heardMeanwhile = [];
    const keptFrom = this.source.now().getTime() - KEPT_BACK_MS;
    let rows: OccupantRow[];
    try {
      rows = await this.source.readOccupants(new Date(keptFrom));
    } catch {
      if (generation === this.generation)
        setTimeout(() => this.generation === generation && this.readAll(), RETRY_MS).unref();
      return;
    }
    if (generation !== this.generation) return;
    this.occupants.clear();
    this.byDay.clear();
    this.keptFrom = keptFrom;
    for (const r of rows) {
      if (r.doctorId === null) continue;
      this.put(r.id, r.doctorId, r.slotStart.getTime(), r.status, r.holdExpiresAt?.getTime());
    }
    const heard = this.heardMeanwhile;
    this.heardMeanwhile = undefined;
    for (const payload of heard) this.apply(payload);
    this.version += 1;
  }

  private forget() {
    this.generation += 1;
    this.keptFrom = undefined;
    this.heardMeanwhile = undefined;
    this.occupants.clear();
    this.byDay.clear();
    this.views.clear();
  }

  private heard(payload: string) {
    if (payload === 'reset') return void this.readAll();
    if (this.heardMeanwhile) this.heardMeanwhile.push(payload);
    else if (this.ready) this.apply(payload);
  }

  /** A notification: `id|doctor|slot start ms|status|hold expiry ms` (status empty: deleted). */
  private apply(payload: string) {
    const [id, doctorId, slotStart, status, holdExpiresAt] = payload.split('|');
    this.remove(Number(id));
    if (doctorId && status)
      this.put(
        Number(id),
        Number(doctorId),
        Number(slotStart),
        status,
        holdExpiresAt ? Number(holdExpiresAt) : undefined,
      );
    this.version += 1;
  }

  private put(id: number, doctorId: number, slotStart: number, status: string, holdExpiresAt: number | undefined) {
    if (this.keptFrom === undefined || slotStart <= this.keptFrom) return;
    const paid = (PAID_STATUSES as readonly string[]).includes(status);
    const until = paid ? Number.POSITIVE_INFINITY : status === 'held' ? (holdExpiresAt ?? 0) : 0;
    if (until === 0) return;
    this.occupants.set(id, { doctorId, slotStart, until });
    const day = Math.floor(slotStart / DAY_MS);
    const ids = this.byDay.get(day) ?? new Set<number>();
    ids.add(id);
    this.byDay.set(day, ids);
  }

  private remove(id: number) {
    const o = this.occupants.get(id);
    if (!o) return;
    this.occupants.delete(id);
    this.byDay.get(Math.floor(o.slotStart / DAY_MS))?.delete(id);
  }

  /** Slots before `from` are no longer asked for: their days are let go. */
  private forgetBefore(from: number) {
    if (this.keptFrom === undefined || from < this.keptFrom + DAY_MS) return;
    this.keptFrom = from;
    for (const [day, ids] of this.byDay) {
      if ((day + 1) * DAY_MS > from) continue;
      for (const id of ids) this.occupants.delete(id);
      this.byDay.delete(day);
    }
  }
}

/** The process's live index of a database's occupied slots, started at the first ask. */
export const liveOccupiedOf = perDatabase(
  (db: Db, now: () => Date) =>
    new LiveOccupiedSlots({
      listen: (handlers) => listenTo(db, SLOT_CHANNEL, handlers),
      readOccupants: (from) => occupantsAfter(db, from),
      now,
    }),
);
