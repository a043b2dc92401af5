import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { clinicAddressOrNone, clinicNameOrNone, selectParentView } from './consultations.repo';
import { consultations } from './consultations.schema';
import { latestPrescriptionId } from './prescriptions.repo';

/**
 * What the parent's home lists: every consultation of the account that was paid for (held and
 * released ones were never the parent's to keep), of every member, slot order. Scoped by the
 * account in the one query, so another family's consultations cannot appear, except those of the
 * children another account shares with this one now (the caller passes them, checked), and those a
 * caregiver booked for this account's children.
 */
export const HOME_STATUSES = ['booked', 'in_progress', 'completed', 'no_show', 'cancelled', 'refunded'] as const;

export type HomeStatus = (typeof HOME_STATUSES)[number];

export async function accountConsultations(db: Db, accountId: number, sharedMemberIds: number[] = []) {
  // The account's own bookings; those a caregiver booked for one of its children; and those of the
  // children shared with it.
  const mine = or(eq(consultations.accountId, accountId), eq(members.accountId, accountId));
  const whose = sharedMemberIds.length > 0 ? or(mine, inArray(consultations.memberId, sharedMemberIds)) : mine;
  return selectParentView(db, {
    accountId: consultations.accountId,
    clinicId: consultations.clinicId,
    rescheduledAt: consultations.rescheduledAt,
    clinicName: clinicNameOrNone,
    clinicAddress: clinicAddressOrNone,
    prescriptionId: latestPrescriptionId,
  })
    .where(and(whose, inArray(consultations.status, [...HOME_STATUSES])))
    .orderBy(asc(consultations.slotStart), asc(consultations.id));
}
export type HomeRow = Awaited<ReturnType<typeof accountConsultations>>[number];

/**
 * The account's holds still inside their minutes: payments the parent left open (the checkout tab
 * closed, or cancelled on the gateway's page), every member's, the soonest to lapse first. Scoped
 * by the account in the query; a lapsed hold is not listed even before the sweeper releases it.
 */
export async function accountOpenHolds(db: Db, accountId: number, now: Date) {
  return selectParentView(db, {
    holdExpiresAt: consultations.holdExpiresAt,
    feePaise: consultations.feePaise,
    clinicId: consultations.clinicId,
    clinicName: clinicNameOrNone,
  })
    .where(
      and(
        eq(consultations.accountId, accountId),
        eq(consultations.status, 'held'),
        gt(consultations.holdExpiresAt, now),
      ),
    )
    .orderBy(asc(consultations.holdExpiresAt), asc(consultations.id));
}
