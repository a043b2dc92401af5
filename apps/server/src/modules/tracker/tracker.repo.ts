import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { accountMemberIds } from '../../db/accountMembers';
import type { Db } from '../../db/client';
import { milestoneObservations, milestones, uploads } from '../../db/schema';

/** Data access for the tracker; reads of a child's records are scoped by member (checked by the caller). */

/** Milestones expected by an age in (fromMonth, toMonth]. */
export async function milestonesIn(db: Db, fromMonth: number, toMonth: number) {
  return db
    .select()
    .from(milestones)
    .where(and(gt(milestones.ageMonths, fromMonth), lte(milestones.ageMonths, toMonth)))
    .orderBy(asc(milestones.ageMonths), asc(milestones.position));
}

export async function milestoneById(db: Db, id: number) {
  const [row] = await db.select().from(milestones).where(eq(milestones.id, id));
  return row;
}

export async function observationsOf(db: Db, memberId: number) {
  return db
    .select({
      milestoneId: milestoneObservations.milestoneId,
      intervention: milestoneObservations.intervention,
      achievedOn: milestoneObservations.achievedOn,
      notes: milestoneObservations.notes,
      uploadId: milestoneObservations.uploadId,
      contentType: uploads.contentType,
    })
    .from(milestoneObservations)
    .leftJoin(uploads, eq(uploads.id, milestoneObservations.uploadId))
    .where(eq(milestoneObservations.memberId, memberId));
}

export async function observation(db: Db, memberId: number, milestoneId: number) {
  const [row] = await db
    .select({
      id: milestoneObservations.id,
      intervention: milestoneObservations.intervention,
      uploadId: milestoneObservations.uploadId,
      storageKey: uploads.storageKey,
    })
    .from(milestoneObservations)
    .leftJoin(uploads, eq(uploads.id, milestoneObservations.uploadId))
    .where(and(eq(milestoneObservations.memberId, memberId), eq(milestoneObservations.milestoneId, milestoneId)));
  return row;
}

export async function saveObservation(
  db: Db,
  row: {
    memberId: number;
    milestoneId: number;
    intervention: number;
    achievedOn: string | null;
    notes?: string;
    uploadId?: number | null;
    now: Date;
  },
) {
  const set = {
    intervention: row.intervention,
    achievedOn: row.achievedOn,
    updatedAt: row.now,
    ...(row.notes !== undefined ? { notes: row.notes } : {}),
    ...(row.uploadId !== undefined ? { uploadId: row.uploadId } : {}),
  };
  await db
    .insert(milestoneObservations)
    .values({ memberId: row.memberId, milestoneId: row.milestoneId, ...set })
    .onConflictDoUpdate({ target: [milestoneObservations.memberId, milestoneObservations.milestoneId], set });
}

export async function attachUpload(
  db: Db,
  observationId: number,
  uploadId: number,
  notes: string | undefined,
  now: Date,
) {
  await db
    .update(milestoneObservations)
    .set({ uploadId, updatedAt: now, ...(notes !== undefined ? { notes } : {}) })
    .where(eq(milestoneObservations.id, observationId));
}

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert) {
  const [created] = await db.insert(uploads).values(row).returning({ id: uploads.id });
  if (!created) throw new Error('upload insert returned nothing');
  return created.id;
}

export async function deleteUpload(db: Db, id: number) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

export async function uploadById(db: Db, id: number) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** What the parent recorded of every milestone of the account's members, for their copy of their data. */
export async function observationsOfAccount(db: Db, accountId: number) {
  return db
    .select({
      memberId: milestoneObservations.memberId,
      milestone: milestones.text,
      intervention: milestoneObservations.intervention,
      achievedOn: milestoneObservations.achievedOn,
      notes: milestoneObservations.notes,
      uploadId: milestoneObservations.uploadId,
    })
    .from(milestoneObservations)
    .innerJoin(milestones, eq(milestones.id, milestoneObservations.milestoneId))
    .where(inArray(milestoneObservations.memberId, accountMemberIds(db, accountId)))
    .orderBy(asc(milestoneObservations.memberId), asc(milestones.ageMonths), asc(milestones.position));
}

/** The files the account's members hold (their bytes stay in storage). */
export async function uploadsOfAccount(db: Db, accountId: number) {
  return db
    .select({
      uploadId: uploads.id,
      memberId: uploads.memberId,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.accountId, accountId))
    .orderBy(asc(uploads.id));
}

/**
 * Erasure: the milestone records of the account's members and the account's uploads go; the
 * storage keys of the files are returned, for their bytes to be deleted once this commits.
 */
export async function eraseTracker(tx: Db, accountId: number) {
  const observations = await tx
    .delete(milestoneObservations)
    .where(inArray(milestoneObservations.memberId, accountMemberIds(tx, accountId)))
    .returning({ id: milestoneObservations.id });
  const files = await tx
    .delete(uploads)
    .where(eq(uploads.accountId, accountId))
    .returning({ storageKey: uploads.storageKey });
  return {
    counts: { milestone_observations: observations.length, uploads: files.length },
    storageKeys: files.map((f) => f.storageKey),
  };
}
