import { randomInt } from 'node:crypto';
import { accountPlans, plans } from '../../modules/plans/plans.schema';
import type { Db } from '../client';
import { accounts, members } from '../schema';

/** A valid Indian mobile number no other test uses. */
export function uniqueMobile(): string {
  return `9${randomInt(100_000_000, 999_999_999)}`;
}

type MemberValues = Omit<typeof members.$inferInsert, 'accountId' | 'id'>;

/**
 * A parent's account written straight to the database: its 'self' member and any others (a
 * child: `{ relation: 'son', firstName: 'Aarav', dateOfBirth: '2022-03-14' }`). Sign it in with
 * `signIn(t, parent.mobileNumber)`.
 */
export async function buildParent(
  db: Db,
  opts: {
    type?: 'Guest' | 'Registered';
    mobileNumber?: string;
    self?: Partial<MemberValues>;
    members?: MemberValues[];
  } = {},
) {
  const mobileNumber = opts.mobileNumber ?? uniqueMobile();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ phoneE164: `+91${mobileNumber}`, mobileCode: '91', mobileNumber, type: opts.type ?? 'Registered' })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account not created');
    const rows = await tx
      .insert(members)
      .values([
        { accountId: account.id, relation: 'self', firstName: 'Test', lastName: 'Parent', ...opts.self },
        ...(opts.members ?? []).map((m) => ({ ...m, accountId: account.id })),
      ])
      .returning({ id: members.id, relation: members.relation, firstName: members.firstName });
    const [self, ...others] = rows;
    if (!self) throw new Error('member not created');
    return { accountId: account.id, mobileNumber, phoneE164: `+91${mobileNumber}`, selfId: self.id, members: others };
  });
}

/** A plan on offer (a test names what it needs; the rest is a one-child annual plan). */
export async function buildPlan(db: Db, overrides: Partial<typeof plans.$inferInsert> = {}) {
  const [plan] = await db
    .insert(plans)
    .values({ name: 'Test Care Annual', durationDays: 365, pricePaise: 99_900, ...overrides })
    .returning();
  if (!plan) throw new Error('plan not created');
  return plan;
}

/** The care plan an account holds from one Indian date to another (a plan is made when none exists). */
export async function holdPlan(db: Db, accountId: number, dates = { startsOn: '2026-01-01', endsOn: '2027-12-31' }) {
  let [plan] = await db.select({ id: plans.id }).from(plans).limit(1);
  if (!plan) {
    [plan] = await db
      .insert(plans)
      .values({ name: 'Child Care Annual', durationDays: 365, pricePaise: 99_900 })
      .returning({ id: plans.id });
  }
  if (!plan) throw new Error('plan not created');
  await db.insert(accountPlans).values({ accountId, planId: plan.id, ...dates });
  return plan;
}
