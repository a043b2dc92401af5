import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildConsultation, buildDoctor, buildParent } from '../../db/builders';
import { type Database, openPostgres } from '../../db/client';
import { importReferenceData } from '../../db/reference';
import { openScratchPostgres } from '../../db/scratch';
import { consultations } from './consultations.schema';
import { occupiedStarts } from './holds.repo';
import { type ConsultationStatus, LIVE_STATUSES, PAID_STATUSES } from './lifecycle';
import { type LiveOccupiedSlots, liveOccupiedOf } from './liveOccupied';

/**
 * The live index against PostgreSQL itself: migration 0037's trigger, LISTEN on a connection of its
 * own, and writes from another pool (as another server process makes them). Whatever is written,
 * the index answers as the database's own query within a second.
 */

/** The app's clock: 1 December 2026, 10:00 in India. */
const NOW = new Date('2026-12-01T04:30:00Z');
const FROM = new Date('2026-12-01T00:00:00Z');
const TO = new Date('2026-12-04T00:00:00Z');

/** A small deterministic generator: the same writes on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const plain = (m: ReadonlyMap<number, ReadonlySet<number>> | undefined) =>
  m && Object.fromEntries([...m].filter(([, s]) => s.size > 0).map(([doctor, s]) => [doctor, [...s].sort()]));

/** Until the index answers as the database does; how long that took. */
async function agreesWithin(index: LiveOccupiedSlots, db: Database['db'], timeoutMs: number) {
  const started = performance.now();
  const expected = plain(await occupiedStarts(db, 'all', FROM, TO, NOW));
  for (;;) {
    const heard = plain(index.occupied(FROM, TO, NOW));
    if (JSON.stringify(heard) === JSON.stringify(expected)) return performance.now() - started;
    if (performance.now() - started > timeoutMs)
      throw new Error(`heard ${JSON.stringify(heard)}, the database says ${JSON.stringify(expected)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!inject('postgresUrl'))('the live index of occupied slots on PostgreSQL', () => {
  let database: Database & { url: string };
  /** Another pool on the same database: another server process's writes. */
  let other: Database;
  let index: LiveOccupiedSlots;

  beforeAll(async () => {
    database = await openScratchPostgres(inject('postgresUrl'), 'live');
    await importReferenceData(database.db);
    other = await openPostgres(database.url, () => {});
    index = liveOccupiedOf(database.db, () => NOW);
    expect(index.start()).toBe(true);
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it('answers as the database after 200 concurrent holds, payments, releases, moves and deletions from another process', async () => {
    const next = random(19);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
    const doctors = await Promise.all([1, 2, 3].map(() => buildDoctor(other.db)));
    const parent = await buildParent(other.db);
    // Twelve slot starts over three days, so that holds race for the same ones.
    const starts = Array.from({ length: 12 }, (_, i) => new Date(FROM.getTime() + (6 + i * 5) * 3_600_000));
    const ids: number[] = [];
    const write = async () => {
      const r = next();
      const id = ids.length > 0 ? pick(ids) : undefined;
      const set = (values: Partial<typeof consultations.$inferInsert>) =>
        id === undefined ? undefined : other.db.update(consultations).set(values).where(eq(consultations.id, id));
      if (r < 0.4 || id === undefined) {
        // A hold: some lapse before NOW, most run on (the database refuses a live slot twice).
        const row = await buildConsultation(other.db, {
          parent,
          doctor: pick(doctors),
          slotStart: pick(starts),
          status: 'held',
          consent: false,
        });
        ids.push(row.id);
        const minutes = next() < 0.2 ? -1 : 10;
        await other.db
          .update(consultations)
          .set({ holdExpiresAt: new Date(NOW.getTime() + minutes * 60_000) })
          .where(eq(consultations.id, row.id));
      } else if (r < 0.6) await set({ status: pick(PAID_STATUSES) as ConsultationStatus, holdExpiresAt: null });
      else if (r < 0.75) await set({ status: pick(['released', 'cancelled', 'refunded'] as const) });
      else if (r < 0.9) await set({ slotStart: pick(starts) });
      else if (id !== undefined) await other.db.delete(consultations).where(eq(consultations.id, id));
    };
    // Refusals (a live slot taken, a closed record unchanged) are part of the race, not failures.
    for (let round = 0; round < 20; round++) await Promise.allSettled(Array.from({ length: 10 }, write));
    const [live] = await database.db
      .select({ n: count() })
      .from(consultations)
      .where(inArray(consultations.status, [...LIVE_STATUSES]));
    expect(live?.n).toBeGreaterThan(5);
    expect(await agreesWithin(index, database.db, 1_000)).toBeLessThan(1_000);
  });

  it('reads everything again when the table is emptied (TRUNCATE has no row triggers)', async () => {
    await agreesWithin(index, database.db, 1_000);
    expect(Object.keys(plain(index.occupied(FROM, TO, NOW)) ?? {}).length).toBeGreaterThan(0);
    await other.db.execute(sql`truncate consultations cascade`);
    await agreesWithin(index, database.db, 1_000);
    expect(plain(index.occupied(FROM, TO, NOW))).toEqual({});
  });
});
