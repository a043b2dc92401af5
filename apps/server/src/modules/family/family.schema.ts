import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountRef, accounts, memberRef } from '../../db/schema/accounts';
import { createdAt, identity, requiredRef } from '../../db/schema/columns';

/**
 * A registered parent's invitation to a second caregiver, by phone number, for some of their
 * children. Accepted by the account that signs in with that number, it is the sharing grant: while
 * `accepted_at` is set and `ended_at` is not, that account may see and record those children's
 * tracker and see their consultations. Either side ends it. Only the family module reads or writes
 * these tables.
 */
export const familyInvites = pgTable(
  'family_invites',
  {
    id: identity(),
    /** The inviting (owning) account. */
    accountId: accountRef(),
    /** The number invited, E.164: whoever signs in with it may accept. */
    inviteePhoneE164: text('invitee_phone_e164').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    caregiverAccountId: integer('caregiver_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('family_invites_account_idx').on(t.accountId),
    index('family_invites_phone_idx').on(t.inviteePhoneE164),
    index('family_invites_caregiver_idx').on(t.caregiverAccountId).where(sql`ended_at is null`),
  ],
);

/** The children an invitation (and the grant it becomes) is for. */
export const familyInviteMembers = pgTable(
  'family_invite_members',
  {
    inviteId: requiredRef('invite_id', () => familyInvites.id, 'cascade'),
    memberId: memberRef(),
  },
  (t) => [primaryKey({ columns: [t.inviteId, t.memberId] }), index('family_invite_members_member_idx').on(t.memberId)],
);
