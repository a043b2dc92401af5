import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, members } from '../schema';
import { seedCatalog } from './catalog';
import { seedDemoPrescriptions } from './consultations';
import { seedPlans, seedTrackerAccounts } from './people';

/**
 * Demo data, only when config.DEMO_DATA (on by default outside production, refused in production
 * unless ALLOW_DEMO_DATA_IN_PRODUCTION): invented clinics, doctors and schedules, the care plan
 * catalogue and demo parents. Safe to run again (every insert skips what exists).
 * A registered parent with a son, so the "existing user" paths can be tried: +91 90000 00001; the
 * son has two past consultations with prescriptions. Doctors sign in to the console with +91 91000
 * 00001 onwards (catalog.ts). Priya's account holds an active care plan; +91 90000 00002 is
 * registered without one and +91 90000 00003 is a guest (people.ts).
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
export async function seedDemoData(db: Db, now: Date): Promise<void> {
  await seedCatalog(db);
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
