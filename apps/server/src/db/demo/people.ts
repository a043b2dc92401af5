import { addDays, todayInIndia } from '@app/contract/calendar';
import { eq } from 'drizzle-orm';
import { accountPlans, plans } from '../../modules/plans/plans.schema';
import type { Db } from '../client';
import { accounts, members } from '../schema';

/** The plans on offer in development (the back office manages them in a real clinic). */
export const DEMO_PLANS = [
  {
    name: 'Child Care Annual',
    description: 'Milestones, growth and vaccination tracking with due dates, for a year.',
    durationDays: 365,
    pricePaise: 99_900,
    children: 1,
    freeConsultationsPerMonth: 0,
    freeFollowUps: 2,
    position: 1,
  },
  {
    name: 'Family Care Annual',
    description: 'The tracker for up to three children and one free consultation every month, for a year.',
    durationDays: 365,
    pricePaise: 2_49_900,
    children: 3,
    freeConsultationsPerMonth: 1,
    freeFollowUps: 6,
    position: 2,
  },
  {
    name: 'Child Care Quarterly',
    description: 'Milestones, growth and vaccination tracking with due dates, for three months.',
    durationDays: 90,
    pricePaise: 29_900,
    children: 1,
    freeConsultationsPerMonth: 0,
    freeFollowUps: 0,
    position: 3,
  },
];

/** The plans on offer, and who holds one: the demo parent has one running; the second demo account none. */
export async function seedPlans(db: Db, demoAccountId: number | undefined, now: Date) {
  let [plan] = await db.select({ id: plans.id }).from(plans).orderBy(plans.id).limit(1);
  if (!plan) [plan] = await db.insert(plans).values(DEMO_PLANS).returning({ id: plans.id });
  if (!plan || demoAccountId === undefined) return;
  const [held] = await db
    .select({ id: accountPlans.id })
    .from(accountPlans)
    .where(eq(accountPlans.accountId, demoAccountId));
  if (held) return;
  const today = todayInIndia(now);
  await db.insert(accountPlans).values({
    accountId: demoAccountId,
    planId: plan.id,
    startsOn: addDays(today, -30),
    endsOn: addDays(today, 334),
  });
}

/**
 * Two more demo accounts for the tracker's rules: a registered parent without a plan (+91 90000
 * 00002, a daughter born early), and a guest (+91 90000 00003, a son). Safe to run again.
 */
export async function seedTrackerAccounts(db: Db, now: Date) {
  const today = todayInIndia(now);
  const people = [
    {
      phone: '9000000002',
      type: 'Registered' as const,
      self: { firstName: 'Rahul', lastName: 'Mehta', gender: 'Male' as const },
      child: {
        firstName: 'Anaya',
        lastName: 'Mehta',
        gender: 'Female' as const,
        relation: 'daughter' as const,
        dateOfBirth: addDays(today, -300),
        isPremature: true,
        heightCm: 70,
        weightKg: 7.6,
        ageBand: '0-2' as const,
      },
    },
    {
      phone: '9000000003',
      type: 'Guest' as const,
      self: { firstName: '', lastName: '', gender: null },
      child: {
        firstName: 'Vivaan',
        lastName: 'Rao',
        gender: 'Male' as const,
        relation: 'son' as const,
        dateOfBirth: addDays(today, -500),
        isPremature: false,
        heightCm: 78,
        weightKg: 10.2,
        ageBand: '0-2' as const,
      },
    },
  ];
  for (const person of people) {
    await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ phoneE164: `+91${person.phone}`, mobileCode: '91', mobileNumber: person.phone, type: person.type })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      if (!account) return;
      await tx.insert(members).values([
        { accountId: account.id, relation: 'self', ...person.self },
        { accountId: account.id, ...person.child },
      ]);
    });
  }
}
