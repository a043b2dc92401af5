import { z } from 'zod';
import { Gender, MobileCode, MobileNumber } from './auth';
import { idValue } from './common';

/** POST Family/Invite (ours): a registered parent invites a second caregiver for some children. */
export const FamilyInviteRequest = z
  .object({
    mobileCode: MobileCode,
    mobileNumber: MobileNumber,
    memberIds: z
      .array(idValue('memberIds'))
      .min(1, 'Please choose at least one child to share.')
      .max(10, 'Please choose at most 10 children.'),
  })
  .meta({ id: 'FamilyInviteRequest' });
export type FamilyInviteRequest = z.input<typeof FamilyInviteRequest>;

/** POST Family/Accept and Family/End (ours): one invitation, by its id. */
export const FamilyInviteIdRequest = z.object({ inviteId: idValue('inviteId') }).meta({ id: 'FamilyInviteIdRequest' });

export const FAMILY_SHARE_STATES = ['pending', 'active', 'expired', 'ended'] as const;
export const FamilyShare = z.object({
  inviteId: z.number().int(),
  /** pending until accepted (or expired); active while shared; ended by either side. */
  state: z.enum(FAMILY_SHARE_STATES),
  /** The other side: the number invited (given), or the inviting parent's name (received). */
  otherName: z.string(),
  otherPhone: z.string(),
  members: z.array(
    z.object({
      memberId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      /** What the caregiver's member chooser needs to book for the child as for one of its own. */
      gender: Gender.nullable(),
    }),
  ),
  expiresAt: z.string(),
});
export type FamilyShare = z.infer<typeof FamilyShare>;

export const FamilySharingResponse = z
  .object({
    status: z.literal(1),
    /** Invitations this account made, newest first. */
    given: z.array(FamilyShare),
    /** Invitations to this account's number, and the sharing it accepted, newest first. */
    received: z.array(FamilyShare),
  })
  .meta({ id: 'FamilySharingResponse' });
export type FamilySharingResponse = z.infer<typeof FamilySharingResponse>;

export const FamilyInviteResponse = z
  .object({ status: z.literal(1), message: z.string(), share: FamilyShare })
  .meta({ id: 'FamilyInviteResponse' });
