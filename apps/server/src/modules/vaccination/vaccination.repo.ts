import { asc, eq, inArray } from 'drizzle-orm';
import { accountMemberIds } from '../../db/accountMembers';
import type { Db } from '../../db/client';
import { uploads, vaccinationRecords, vaccineDoses } from '../../db/schema';

export async function dosesOf(db: Db, schedule: string) {
  return db
    .select()
    .from(vaccineDoses)
    .where(eq(vaccineDoses.schedule, schedule))
    .orderBy(asc(vaccineDoses.dueAgeDays), asc(vaccineDoses.position));
}
export type DoseRow = Awaited<ReturnType<typeof dosesOf>>[number];

export async function doseById(db: Db, id: number) {
  const [row] = await db.select().from(vaccineDoses).where(eq(vaccineDoses.id, id));
  return row;
}

export async function recordsOf(db: Db, memberId: number) {
  return db
    .select({
      id: vaccinationRecords.id,
      doseId: vaccinationRecords.doseId,
      takenOn: vaccinationRecords.takenOn,
      notes: vaccinationRecords.notes,
      uploadId: vaccinationRecords.uploadId,
      reportedByParent: vaccinationRecords.reportedByParent,
      storageKey: uploads.storageKey,
    })
    .from(vaccinationRecords)
    .leftJoin(uploads, eq(uploads.id, vaccinationRecords.uploadId))
    .where(eq(vaccinationRecords.memberId, memberId));
}

export async function saveRecord(
  db: Db,
  row: { memberId: number; doseId: number; takenOn: string; notes?: string; uploadId?: number; now: Date },
) {
  // A date recorded on the dose's own form replaces a date the parent reported among earlier doses.
  const set = {
    takenOn: row.takenOn,
    reportedByParent: false,
    updatedAt: row.now,
    ...(row.notes !== undefined ? { notes: row.notes } : {}),
    ...(row.uploadId !== undefined ? { uploadId: row.uploadId } : {}),
  };
  await db
    .insert(vaccinationRecords)
    .values({ memberId: row.memberId, doseId: row.doseId, ...set })
    .onConflictDoUpdate({ target: [vaccinationRecords.memberId, vaccinationRecords.doseId], set });
}

export async function recordOf(db: Db, memberId: number, doseId: number) {
  const [row] = (await recordsOf(db, memberId)).filter((r) => r.doseId === doseId);
  return row;
}

/**
 * Doses marked as given among earlier ones, with one date: reported by the parent. A dose that
 * already has a record keeps it (a replay or a double tap adds nothing); the doses recorded now.
 */
export async function saveReported(db: Db, row: { memberId: number; doseIds: number[]; takenOn: string; now: Date }) {
  if (row.doseIds.length === 0) return [];
  const inserted = await db
    .insert(vaccinationRecords)
    .values(
      row.doseIds.map((doseId) => ({
        memberId: row.memberId,
        doseId,
        takenOn: row.takenOn,
        reportedByParent: true,
        updatedAt: row.now,
      })),
    )
    .onConflictDoNothing({ target: [vaccinationRecords.memberId, vaccinationRecords.doseId] })
    .returning({ doseId: vaccinationRecords.doseId });
  return inserted.map((r) => r.doseId);
}

/** The doses recorded for the account's members, with the vaccine's names, for the parent's copy of their data. */
export async function recordsOfAccount(db: Db, accountId: number) {
  return db
    .select({
      memberId: vaccinationRecords.memberId,
      vaccine: vaccineDoses.fullName,
      dose: vaccineDoses.doseLabel,
      takenOn: vaccinationRecords.takenOn,
      notes: vaccinationRecords.notes,
      reportedByParent: vaccinationRecords.reportedByParent,
      uploadId: vaccinationRecords.uploadId,
    })
    .from(vaccinationRecords)
    .innerJoin(vaccineDoses, eq(vaccineDoses.id, vaccinationRecords.doseId))
    .where(inArray(vaccinationRecords.memberId, accountMemberIds(db, accountId)))
    .orderBy(asc(vaccinationRecords.memberId), asc(vaccinationRecords.takenOn), asc(vaccinationRecords.id));
}

/** Erasure: every dose recorded for the account's members goes. */
export async function eraseOfAccount(tx: Db, accountId: number) {
  const rows = await tx
    .delete(vaccinationRecords)
    .where(inArray(vaccinationRecords.memberId, accountMemberIds(tx, accountId)))
    .returning({ id: vaccinationRecords.id });
  return { vaccination_records: rows.length };
}
