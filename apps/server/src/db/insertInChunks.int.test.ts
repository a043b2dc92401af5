import { count, countDistinct, getTableColumns } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DbKind, dbKinds, openTestDatabase } from '../test/db';
import type { Database } from './client';
import { seedCatalog } from './demo/catalog';
import { MAX_BIND_PARAMETERS, rowsPerInsert } from './insertInChunks';
import { doctorSchedules, doctors } from './schema';

/**
 * Far more doctors than one insert can carry (65,535 parameters: 4,681 doctors a statement). On
 * PostgreSQL 10,000 (about 14 s on a 2-core machine). On PGlite 10,000 took about 19 s alone and
 * more beside the rest of the suite, so it seeds 6,000 (about 12 s): still two statements.
 */
const DOCTORS: Record<DbKind, number> = { postgres: 10_000, pglite: 6_000 };

describe.each(dbKinds())('a catalogue import larger than one insert (%s)', (kind) => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database?.close());

  it('sends at most one parameter per column of a row', () => {
    const row = {
      name: 'Meera Iyer',
      gender: 'Female' as const,
      professionalKind: 'medical' as const,
      imagePath: '/doctors/1.jpg',
      specialityId: 1,
      experienceYears: 10,
      qualification: 'MBBS',
      registrationNumber: 'KMC 123456',
      languages: ['english' as const, 'hindi' as const],
      consultTypes: ['video' as const, 'audio' as const],
      feePaise: 50_000,
      bio: 'Paediatrics',
      phoneE164: '+919100000001',
    };
    const { params } = database.db.insert(doctors).values([row, row, row]).toSQL();
    const columns = Object.keys(getTableColumns(doctors)).length;
    expect(params.length).toBeLessThanOrEqual(3 * columns);
    expect(rowsPerInsert(doctors) * columns).toBeLessThanOrEqual(MAX_BIND_PARAMETERS);
  });

  it(`seeds ${DOCTORS[kind].toLocaleString('en')} doctors with their schedules`, { timeout: 120_000 }, async () => {
    const total = DOCTORS[kind];
    expect(total).toBeGreaterThan(rowsPerInsert(doctors));
    await seedCatalog(database.db, { doctors: total });
    const db = database.db;
    const [seeded] = await db.select({ n: count(), phones: countDistinct(doctors.phoneE164) }).from(doctors);
    expect(seeded).toEqual({ n: total, phones: total });
    const [scheduled] = await db.select({ n: countDistinct(doctorSchedules.doctorId) }).from(doctorSchedules);
    expect(scheduled?.n).toBe(total);
  });
});
