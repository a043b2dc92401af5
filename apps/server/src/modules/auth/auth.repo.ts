import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { accounts, authTokens, members, otpCodes, usedProofs } from '../../db/schema';

/** Data access for sign-in. Every function takes the db or a transaction (design §4.3). */

/** Serialises concurrent sends/verifies for one key (a number, an IP) inside a transaction. */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function countSendsSince(tx: Db, by: { phoneE164: string } | { ip: string }, since: Date) {
  const where =
    'phoneE164' in by
      ? and(eq(otpCodes.phoneE164, by.phoneE164), gt(otpCodes.createdAt, since))
      : and(eq(otpCodes.requestIp, by.ip), gt(otpCodes.createdAt, since));
  const [row] = await tx.select({ n: count() }).from(otpCodes).where(where);
  return row?.n ?? 0;
}

export async function lastSendAt(tx: Db, phoneE164: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(eq(otpCodes.phoneE164, phoneE164))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Stores a new code and closes any earlier one: only the latest code works. */
export async function insertOtp(
  tx: Db,
  row: { phoneE164: string; codeHash: string; requestIp: string; expiresAt: Date; now: Date },
) {
  await tx
    .update(otpCodes)
    .set({ closedAt: row.now })
    .where(and(eq(otpCodes.phoneE164, row.phoneE164), isNull(otpCodes.closedAt)));
  const [inserted] = await tx
    .insert(otpCodes)
    .values({
      phoneE164: row.phoneE164,
      codeHash: row.codeHash,
      requestIp: row.requestIp,
      expiresAt: row.expiresAt,
      createdAt: row.now,
    })
    .returning({ id: otpCodes.id });
  if (!inserted) throw new Error('otp insert returned nothing');
  return inserted.id;
}

/** Removes a code the SMS gateway could not deliver: never usable, and not a send for the limits. */
export async function withdrawOtp(db: Db, otpId: number) {
  await db.delete(otpCodes).where(eq(otpCodes.id, otpId));
}

export async function openOtp(tx: Db, phoneE164: string) {
  const [row] = await tx
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      wrongTries: otpCodes.wrongTries,
      expiresAt: otpCodes.expiresAt,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.phoneE164, phoneE164), isNull(otpCodes.closedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

export async function addWrongTry(tx: Db, otpId: number) {
  await tx
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(eq(otpCodes.id, otpId));
}

export async function closeOtp(tx: Db, otpId: number, now: Date) {
  await tx.update(otpCodes).set({ closedAt: now }).where(eq(otpCodes.id, otpId));
}

/** Records a single-use proof; false when it was used before. */
export async function useProof(tx: Db, kind: 'captcha' | 'handoff', proofHash: string, expiresAt: Date) {
  const inserted = await tx
    .insert(usedProofs)
    .values({ kind, proofHash, expiresAt })
    .onConflictDoNothing()
    .returning({ kind: usedProofs.kind });
  return inserted.length === 1;
}

const accountColumns = {
  accountId: accounts.id,
  type: accounts.type,
  phoneE164: accounts.phoneE164,
  mobileCode: accounts.mobileCode,
  mobileNumber: accounts.mobileNumber,
  memberId: members.id,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  gender: members.gender,
  relation: members.relation,
};

/** The account `which` picks, with its 'self' member. */
async function findAccount(tx: Db, which: SQL) {
  const [row] = await tx
    .select(accountColumns)
    .from(accounts)
    .innerJoin(members, and(eq(members.accountId, accounts.id), eq(members.relation, 'self')))
    .where(which);
  return row;
}

export function findAccountByPhone(tx: Db, phoneE164: string) {
  return findAccount(tx, eq(accounts.phoneE164, phoneE164));
}

export function findAccountById(tx: Db, accountId: number) {
  return findAccount(tx, eq(accounts.id, accountId));
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/** A guest account for a number seen for the first time, with its empty 'self' member. */
export async function createGuestAccount(
  tx: Db,
  phone: { phoneE164: string; mobileCode: string; mobileNumber: string },
) {
  const [account] = await tx
    .insert(accounts)
    .values({ ...phone, type: 'Guest' })
    .returning({ id: accounts.id });
  if (!account) throw new Error('account insert returned nothing');
  await tx.insert(members).values({ accountId: account.id, relation: 'self' });
  return account.id;
}

export async function insertAuthToken(tx: Db, row: { accountId: number; tokenHash: string; expiresAt: Date }) {
  await tx.insert(authTokens).values(row);
}

const tokenWithAccount = preparedPerDb((db) =>
  db
    .select({
      id: authTokens.id,
      expiresAt: authTokens.expiresAt,
      revokedAt: authTokens.revokedAt,
      account: accountColumns,
    })
    .from(authTokens)
    .leftJoin(accounts, eq(accounts.id, authTokens.accountId))
    .leftJoin(members, and(eq(members.accountId, accounts.id), eq(members.relation, 'self')))
    .where(eq(authTokens.tokenHash, sql.placeholder('tokenHash')))
    .prepare('token_with_account'),
);

/**
 * A presented token's row with its account and 'self' member, in one query (every signed-in call
 * asks it first): whether it is live, and whose it is.
 */
export async function findLiveToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await tokenWithAccount(db).execute({ tokenHash });
  if (!row) return undefined;
  const { account, ...token } = row;
  return {
    ...token,
    live: !row.revokedAt && row.expiresAt.getTime() > now.getTime(),
    // Left joins give nulls for an account without its member: that is no account to act as.
    account: account.accountId === null || account.memberId === null ? undefined : (account as AccountRow),
  };
}

export async function revokeToken(db: Db, tokenId: number, now: Date) {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

/** The account as the parent's copy of their data shows it. */
export async function accountForExport(db: Db, accountId: number) {
  const [row] = await db
    .select({
      phoneE164: accounts.phoneE164,
      type: accounts.type,
      createdAt: accounts.createdAt,
      registeredAt: accounts.registeredAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/**
 * The number an erased account keeps in place of its own: unique per account (the phone's unique
 * index), and never a number anyone signs in with (those are E.164, '+' and digits).
 */
export const erasedPhoneOf = (accountId: number) => `erased:${accountId}`;

/**
 * Erasure (DPDP Act 2023): the account's number is replaced by its placeholder and every sign-in
 * token and OTP code of the number is deleted. Undefined when the account no longer has this number
 * (erased already), so a second erasure changes nothing.
 */
export async function eraseSignIn(tx: Db, accountId: number, phoneE164: string) {
  const replaced = await tx
    .update(accounts)
    .set({ phoneE164: erasedPhoneOf(accountId), mobileCode: '', mobileNumber: '' })
    .where(and(eq(accounts.id, accountId), eq(accounts.phoneE164, phoneE164)))
    .returning({ id: accounts.id });
  if (replaced.length === 0) return undefined;
  const tokens = await tx
    .delete(authTokens)
    .where(eq(authTokens.accountId, accountId))
    .returning({ id: authTokens.id });
  const codes = await tx.delete(otpCodes).where(eq(otpCodes.phoneE164, phoneE164)).returning({ id: otpCodes.id });
  return { auth_tokens: tokens.length, otp_codes: codes.length, accounts: replaced.length };
}
