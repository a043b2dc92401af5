import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { accounts, members } from './schema';
import { seedCatalog } from './seed-catalog';
import { backfillDoctorPhones, seedDemoPrescriptions } from './seed-consultations';
import { seedWhoTables } from './seed-growth';
import { seedMilestones, seedPlans, seedTrackerAccounts } from './seed-tracker';
import { seedVaccines } from './seed-vaccination';

/**
 * Demo data for an empty database; safe to run again (every insert skips what exists).
 * A registered parent with a son, so the "existing user" paths can be tried: +91 90000 00001;
 * the son has two past consultations with prescriptions. Doctors sign in to the console with
 * +91 91000 00001 onwards (seed-catalog.ts). Priya's account holds an active care plan; +91 90000
 * 00002 is registered without one and +91 90000 00003 is a guest (seed-tracker.ts).
 */
export const DEMO_ACCOUNT = {
  phoneE164: '+919000000001',
  mobileCode: '91',
  mobileNumber: '9000000001',
  firstName: 'Priya',
  lastName: 'Sharma',
  gender: 'Female' as const,
  /** Her son, with his details filled in. */
  child: {
    firstName: 'Aarav',
    lastName: 'Sharma',
    gender: 'Male' as const,
    relation: 'son' as const,
    dateOfBirth: '2022-03-14',
    heightCm: 98,
    weightKg: 15,
    ageBand: '2-6' as const,
  },
};

/** `now` comes from the server's clock: demo plans and sample consultations are dated from it. */
export async function seed(db: Db, now: Date): Promise<void> {
  await seedCatalog(db);
  await backfillDoctorPhones(db);
  await seedMilestones(db);
  await seedWhoTables(db);
  await seedVaccines(db);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        phoneE164: DEMO_ACCOUNT.phoneE164,
        mobileCode: DEMO_ACCOUNT.mobileCode,
        mobileNumber: DEMO_ACCOUNT.mobileNumber,
        type: 'Registered',
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (!account) return; // already seeded
    const inserted = await tx
      .insert(members)
      .values([
        {
          accountId: account.id,
          relation: 'self',
          firstName: DEMO_ACCOUNT.firstName,
          lastName: DEMO_ACCOUNT.lastName,
          gender: DEMO_ACCOUNT.gender,
        },
        { accountId: account.id, ...DEMO_ACCOUNT.child },
      ])
      .returning({ id: members.id, relation: members.relation });
    const child = inserted.find((m) => m.relation !== 'self');
    if (child) await seedDemoPrescriptions(tx, { accountId: account.id, childId: child.id }, now);
  });
  const [demo] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.phoneE164, DEMO_ACCOUNT.phoneE164));
  await seedPlans(db, demo?.id, now);
  await seedTrackerAccounts(db, now);
}

/** Drops every table of ours and the migration journal. Callers must check the opt-in first. */
export async function dropEverything(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}
