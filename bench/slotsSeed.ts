/**
 * The slot benchmark's data: the demo catalogue with `doctors` doctors and `parents` signed-in
 * parents with a child each (tokens written as a sign-in writes them, to keep the OTPs out of the
 * measurement). Run as a script (`tsx bench/slotsSeed.ts <database url> <doctors> <parents>`) it
 * seeds a PostgreSQL database in its own process and prints the parents as one JSON line, so the
 * bench server's memory is the server's own and not the seeding's.
 */

import { dateIn } from '@app/contract/calendar';
import { CLINIC_TIME_ZONE } from '@app/contract/constants';
import { buildParent } from '../apps/server/src/db/builders';
import type { Db } from '../apps/server/src/db/client';
import { openPostgres } from '../apps/server/src/db/client';
import { seedCatalog } from '../apps/server/src/db/demo/catalog';
import { importReferenceData } from '../apps/server/src/db/reference';
import { systemClock } from '../apps/server/src/lib/clock';
import { newAuthToken } from '../apps/server/src/modules/auth';
import { insertAuthToken } from '../apps/server/src/modules/auth/auth.repo';

export type BenchParent = { memberId: number; token: string };

export async function seedSlotsBench(db: Db, opts: { doctors: number; parents: number }) {
  await importReferenceData(db);
  await seedCatalog(db, { doctors: opts.doctors });
  // Children of every age from newborn to 17, so a signed-in listing is ranked for many ages.
  const expiresAt = new Date(Date.now() + 86_400_000);
  const thisYear = Number(dateIn(CLINIC_TIME_ZONE, systemClock.now()).slice(0, 4));
  const parents: BenchParent[] = [];
  for (let i = 0; i < opts.parents; i++) {
    const born = `${thisYear - (i % 18)}-0${1 + (i % 9)}-1${i % 10}`;
    const parent = await buildParent(db, {
      members: [{ relation: i % 2 ? 'son' : 'daughter', firstName: `Child${i}`, lastName: 'Bench', dateOfBirth: born }],
    });
    const { token, hash } = newAuthToken();
    await insertAuthToken(db, { accountId: parent.accountId, tokenHash: hash, expiresAt });
    const memberId = parent.members[0]?.id;
    if (memberId !== undefined) parents.push({ memberId, token });
  }
  return parents;
}

if (process.argv[1]?.endsWith('slotsSeed.ts')) {
  const [url = '', doctors, parents] = process.argv.slice(2);
  const database = await openPostgres(url, () => {});
  const seeded = await seedSlotsBench(database.db, { doctors: Number(doctors), parents: Number(parents) });
  await database.close();
  console.log(JSON.stringify({ parents: seeded }));
}
