import { and, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { familyInviteMembers, familyInvites } from './family.schema';

/** Data access for family sharing; every read is scoped by the inviting or the invited side. */

export async function insertInvite(
  tx: Db,
  row: { accountId: number; inviteePhoneE164: string; memberIds: number[]; now: Date; expiresAt: Date },
) {
  const [invite] = await tx
    .insert(familyInvites)
    .values({
      accountId: row.accountId,
      inviteePhoneE164: row.inviteePhoneE164,
      createdAt: row.now,
      expiresAt: row.expiresAt,
    })
    .returning({ id: familyInvites.id });
  if (!invite) throw new Error('invite not created');
  await tx.insert(familyInviteMembers).values(row.memberIds.map((memberId) => ({ inviteId: invite.id, memberId })));
  return invite.id;
}

const inviteColumns = {
  id: familyInvites.id,
  accountId: familyInvites.accountId,
  inviteePhoneE164: familyInvites.inviteePhoneE164,
  createdAt: familyInvites.createdAt,
  expiresAt: familyInvites.expiresAt,
  acceptedAt: familyInvites.acceptedAt,
  caregiverAccountId: familyInvites.caregiverAccountId,
  endedAt: familyInvites.endedAt,
};
export type InviteRow = NonNullable<Awaited<ReturnType<typeof lockInvite>>>;

/** One invitation, locked until the transaction ends (accepting and ending are one at a time). */
export async function lockInvite(tx: Db, id: number) {
  const [row] = await tx.select(inviteColumns).from(familyInvites).where(eq(familyInvites.id, id)).for('update');
  return row;
}

export async function acceptInvite(tx: Db, id: number, caregiverAccountId: number, now: Date) {
  await tx.update(familyInvites).set({ acceptedAt: now, caregiverAccountId }).where(eq(familyInvites.id, id));
}

export async function endInvite(tx: Db, id: number, now: Date) {
  await tx.update(familyInvites).set({ endedAt: now }).where(eq(familyInvites.id, id));
}

/** The invitations an account made, and the ones to its number or accepted by it, newest first. */
export async function invitesOf(db: Db, accountId: number, phoneE164: string) {
  return db
    .select(inviteColumns)
    .from(familyInvites)
    .where(
      or(
        eq(familyInvites.accountId, accountId),
        eq(familyInvites.caregiverAccountId, accountId),
        and(eq(familyInvites.inviteePhoneE164, phoneE164), isNull(familyInvites.acceptedAt)),
      ),
    )
    .orderBy(desc(familyInvites.id));
}

/** The children of these invitations, with their names. */
export async function membersOfInvites(db: Db, inviteIds: number[]) {
  if (inviteIds.length === 0) return [];
  return db
    .select({
      inviteId: familyInviteMembers.inviteId,
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      gender: members.gender,
    })
    .from(familyInviteMembers)
    .innerJoin(members, eq(members.id, familyInviteMembers.memberId))
    .where(inArray(familyInviteMembers.inviteId, inviteIds))
    .orderBy(members.id);
}

/**
 * The account that shared this member with `caregiverAccountId`, while the sharing lasts
 * (accepted and not ended); undefined otherwise. Asked on every call that names a shared child,
 * so a grant ended a moment ago is refused at once.
 */
export async function grantFor(db: Db, caregiverAccountId: number, memberId: number) {
  const [row] = await db
    .select({ ownerAccountId: familyInvites.accountId })
    .from(familyInvites)
    .innerJoin(familyInviteMembers, eq(familyInviteMembers.inviteId, familyInvites.id))
    .where(
      and(
        eq(familyInvites.caregiverAccountId, caregiverAccountId),
        eq(familyInviteMembers.memberId, memberId),
        isNotNull(familyInvites.acceptedAt),
        isNull(familyInvites.endedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The members shared with an account now (the caregiver's side), for its lists. */
export async function sharedWith(db: Db, caregiverAccountId: number) {
  return db
    .selectDistinct({ memberId: familyInviteMembers.memberId, ownerAccountId: familyInvites.accountId })
    .from(familyInvites)
    .innerJoin(familyInviteMembers, eq(familyInviteMembers.inviteId, familyInvites.id))
    .where(
      and(
        eq(familyInvites.caregiverAccountId, caregiverAccountId),
        isNotNull(familyInvites.acceptedAt),
        isNull(familyInvites.endedAt),
      ),
    );
}

/**
 * Erasure: every invitation the account made (with its children), and every one to its number or
 * accepted by it, goes; a sharing either way ends with it. Counts per table.
 */
export async function eraseOfAccount(tx: Db, accountId: number, phoneE164: string) {
  const rows = await tx
    .delete(familyInvites)
    .where(
      or(
        eq(familyInvites.accountId, accountId),
        eq(familyInvites.caregiverAccountId, accountId),
        eq(familyInvites.inviteePhoneE164, phoneE164),
      ),
    )
    .returning({ id: familyInvites.id });
  return { family_invites: rows.length };
}
