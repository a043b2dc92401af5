import type { LegalDocument } from '@app/contract/constants';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { accountAgreements, accounts, members } from '../../db/schema';

/** Data access for members: every query is scoped by the owning account (design §4.3). */

const memberColumns = {
  memberId: members.id,
  /** The owning account (another than the caller's for a child shared with it). */
  accountId: members.accountId,
  relation: members.relation,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  gender: members.gender,
  ageBand: members.ageBand,
  heightCm: members.heightCm,
  weightKg: members.weightKg,
  dateOfBirth: members.dateOfBirth,
  isPremature: members.isPremature,
  accountType: accounts.type,
  mobileCode: accounts.mobileCode,
  mobileNumber: accounts.mobileNumber,
};
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** Asked by nearly every call that names a member (a listing for a child too): prepared once. */
const memberOfAccount = preparedPerDb((db) =>
  db
    .select(memberColumns)
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(eq(members.id, sql.placeholder('memberId')), eq(members.accountId, sql.placeholder('accountId'))))
    .prepare('member_of_account'),
);

/** The member if it belongs to the account; undefined for another account's member. */
export async function findMember(db: Db, accountId: number, memberId: number) {
  const [row] = await memberOfAccount(db).execute({ memberId, accountId });
  return row;
}

/** The account holder ('self'), with the account's mobile. */
export async function findHolder(db: Db, accountId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(eq(members.accountId, accountId), eq(members.relation, 'self')));
  return row;
}

export async function listRelations(db: Db, accountId: number) {
  return db
    .select(memberColumns)
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(eq(members.accountId, accountId), ne(members.relation, 'self')))
    .orderBy(asc(members.id));
}

export async function insertMember(
  db: Db,
  row: { accountId: number; relation: MemberRow['relation']; firstName: string; lastName: string; email: string },
) {
  const [inserted] = await db.insert(members).values(row).returning({ id: members.id });
  if (!inserted) throw new Error('member insert returned nothing');
  return inserted.id;
}

type MemberUpdate = Partial<
  Pick<
    typeof members.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'relation'
    | 'gender'
    | 'ageBand'
    | 'heightCm'
    | 'weightKg'
    | 'dateOfBirth'
    | 'isPremature'
  >
>;

export async function updateMember(db: Db, accountId: number, memberId: number, changes: MemberUpdate, now: Date) {
  await db
    .update(members)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(members.id, memberId), eq(members.accountId, accountId)));
}

/**
 * A guest account becomes registered, once: false when it was no longer a guest (a second tab or
 * a repeated request registered it first).
 */
export async function markRegistered(db: Db, accountId: number, now: Date) {
  const updated = await db
    .update(accounts)
    .set({ type: 'Registered', registeredAt: now })
    .where(and(eq(accounts.id, accountId), eq(accounts.type, 'Guest')))
    .returning({ id: accounts.id });
  return updated.length === 1;
}

/** The documents an account accepted, each with its version, time and address. */
export async function insertAgreements(
  db: Db,
  rows: { accountId: number; document: LegalDocument; version: string; acceptedAt: Date; ip: string }[],
) {
  await db.insert(accountAgreements).values(rows).onConflictDoNothing();
}

export function agreementsOf(db: Db, accountId: number) {
  return db
    .select({
      document: accountAgreements.document,
      version: accountAgreements.version,
      acceptedAt: accountAgreements.acceptedAt,
      ip: accountAgreements.ip,
    })
    .from(accountAgreements)
    .where(eq(accountAgreements.accountId, accountId))
    .orderBy(asc(accountAgreements.document));
}

/** Every member of the account, the holder first, for the parent's copy of their data. */
export function membersOfAccount(db: Db, accountId: number) {
  return db
    .select(memberColumns)
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(eq(members.accountId, accountId))
    .orderBy(asc(members.id));
}

/**
 * Erasure (DPDP Act 2023): every member of the account keeps its id (consultations, prescriptions
 * and receipts point to it) and loses what says who it is. The documents accepted keep their
 * version and time (what was agreed), not the address it came from. Counts per table.
 */
export async function eraseMembers(tx: Db, accountId: number, now: Date) {
  const erased = await tx
    .update(members)
    .set({
      firstName: '',
      lastName: '',
      email: '',
      gender: null,
      ageBand: null,
      heightCm: null,
      weightKg: null,
      dateOfBirth: null,
      isPremature: false,
      updatedAt: now,
    })
    .where(eq(members.accountId, accountId))
    .returning({ id: members.id });
  const agreements = await tx
    .update(accountAgreements)
    .set({ ip: '' })
    .where(eq(accountAgreements.accountId, accountId))
    .returning({ id: accountAgreements.id });
  return { members: erased.length, account_agreements: agreements.length };
}
