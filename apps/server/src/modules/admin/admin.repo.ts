import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, operatorTokens } from './admin.schema';

/** Data access for the back office: operators and their tokens. */

const operatorColumns = {
  id: operators.id,
  name: operators.name,
  phoneE164: operators.phoneE164,
  role: operators.role,
  createdAt: operators.createdAt,
  createdBy: operators.createdBy,
  retiredAt: operators.retiredAt,
};

export async function operatorByPhone(db: Db, phoneE164: string) {
  const [row] = await db.select(operatorColumns).from(operators).where(eq(operators.phoneE164, phoneE164));
  return row;
}

export async function operatorById(db: Db, id: number) {
  const [row] = await db.select(operatorColumns).from(operators).where(eq(operators.id, id));
  return row;
}
export type OperatorRow = NonNullable<Awaited<ReturnType<typeof operatorById>>>;

export function listOperators(db: Db) {
  return db.select(operatorColumns).from(operators).orderBy(asc(operators.id));
}

/** The new operator, or undefined when the number is already one's (the unique index decides). */
export async function insertOperator(db: Db, row: typeof operators.$inferInsert) {
  const [inserted] = await db
    .insert(operators)
    .values(row)
    .onConflictDoNothing({ target: operators.phoneE164 })
    .returning(operatorColumns);
  return inserted;
}

/**
 * The ids of the owners still serving, their rows locked to the end of the transaction: two owners
 * retiring each other at once are taken in turn, so the second sees one owner left.
 */
export async function lockActiveOwners(tx: Db) {
  const rows = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'owner'), isNull(operators.retiredAt)))
    .for('update');
  return rows.map((r) => r.id);
}

/** Retires the operator and revokes every token of theirs, in the caller's transaction. */
export async function retireOperator(tx: Db, id: number, now: Date) {
  await tx.update(operators).set({ retiredAt: now }).where(eq(operators.id, id));
  await tx
    .update(operatorTokens)
    .set({ revokedAt: now })
    .where(and(eq(operatorTokens.operatorId, id), isNull(operatorTokens.revokedAt)));
}

export async function insertOperatorToken(tx: Db, row: { operatorId: number; tokenHash: string; expiresAt: Date }) {
  await tx.insert(operatorTokens).values(row);
}

export async function findOperatorToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: operatorTokens.id,
      operatorId: operatorTokens.operatorId,
      expiresAt: operatorTokens.expiresAt,
      revokedAt: operatorTokens.revokedAt,
    })
    .from(operatorTokens)
    .where(eq(operatorTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeOperatorToken(db: Db, id: number, now: Date) {
  await db.update(operatorTokens).set({ revokedAt: now }).where(eq(operatorTokens.id, id));
}
