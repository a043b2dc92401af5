import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { growthRecords } from '../../db/schema';

/** A child's measurements, oldest first (the member was checked against the account by the caller). */
export async function recordsOf(db: Db, memberId: number) {
  return db
    .select()
    .from(growthRecords)
    .where(eq(growthRecords.memberId, memberId))
    .orderBy(asc(growthRecords.measuredOn), asc(growthRecords.id));
}

export async function insertRecord(db: Db, row: typeof growthRecords.$inferInsert) {
  const [created] = await db.insert(growthRecords).values(row).returning({ id: growthRecords.id });
  if (!created) throw new Error('growth insert returned nothing');
  return created.id;
}

/** Deletes the entry only if it is the account's; false when there was none to delete. */
/** The entry's child, for the caller's rights to be checked on it (a shared child's too). */
export async function memberOfRecord(db: Db, id: number) {
  const [row] = await db
    .select({ memberId: growthRecords.memberId })
    .from(growthRecords)
    .where(eq(growthRecords.id, id));
  return row?.memberId;
}

/** Deletes the child's entry; false when it is not that child's. */
export async function deleteOfMember(db: Db, memberId: number, id: number) {
  const rows = await db
    .delete(growthRecords)
    .where(and(eq(growthRecords.id, id), eq(growthRecords.memberId, memberId)))
    .returning({ id: growthRecords.id });
  return rows.length === 1;
}

/** The child's entry made from the intake details, if any (one at most: a partial unique index). */
export async function intakeEntryOf(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(growthRecords)
    .where(and(eq(growthRecords.memberId, memberId), eq(growthRecords.fromIntake, true)));
  return row;
}

export async function updateIntakeEntry(
  db: Db,
  id: number,
  values: { measuredOn: string; heightCm: number | null; weightKg: number | null },
) {
  await db.update(growthRecords).set(values).where(eq(growthRecords.id, id));
}

/** The measurements of the account's children, for the parent's copy of their data. */
export async function recordsOfAccount(db: Db, accountId: number) {
  return db
    .select({
      memberId: growthRecords.memberId,
      measuredOn: growthRecords.measuredOn,
      weightKg: growthRecords.weightKg,
      heightCm: growthRecords.heightCm,
      headCm: growthRecords.headCm,
    })
    .from(growthRecords)
    .where(eq(growthRecords.accountId, accountId))
    .orderBy(asc(growthRecords.memberId), asc(growthRecords.measuredOn), asc(growthRecords.id));
}

/** Erasure: every measurement of the account's children goes. */
export async function eraseOfAccount(tx: Db, accountId: number) {
  const rows = await tx
    .delete(growthRecords)
    .where(eq(growthRecords.accountId, accountId))
    .returning({ id: growthRecords.id });
  return { growth_records: rows.length };
}
