import { FAMILY_INVITE_DAYS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { checkPhone } from '@app/contract/phone';
import type { FamilyInviteRequest } from '@app/contract/schemas/family';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, forbidden, gone, notFound } from '../../lib/errors';
import type { Session } from '../auth';
import type { Member, MembersService } from '../members';
import * as repo from './family.repo';

export interface FamilyServiceDeps {
  db: Db;
  now: () => Date;
  members: Pick<MembersService, 'memberForCall' | 'memberOf' | 'holderOf'>;
}

export type ShareState = 'pending' | 'active' | 'expired' | 'ended';

/** Where an invitation stands at `now`. */
export function stateOf(invite: Pick<repo.InviteRow, 'acceptedAt' | 'endedAt' | 'expiresAt'>, now: Date): ShareState {
  if (invite.endedAt) return 'ended';
  if (invite.acceptedAt) return 'active';
  return invite.expiresAt <= now ? 'expired' : 'pending';
}

const DAY_MS = 86_400_000;

/**
 * Family sharing: a registered parent invites a second caregiver by phone number for some of their
 * children; the account that signs in with that number accepts; then `memberForCare` lets it act
 * for those children wherever a call names a member (the tracker, the consultations' reads). Either
 * side ends it, and the next call is refused.
 */
export function familyServiceFactory(deps: FamilyServiceDeps) {
  /** The member a care call acts for: the caller's own, or a child shared with it now. */
  async function memberForCare(session: Session, memberIdText: string | number | undefined): Promise<Member> {
    try {
      return await deps.members.memberForCall(session, memberIdText);
    } catch (e) {
      if (!(e instanceof AppError) || e.statusCode !== 404 || memberIdText === undefined) throw e;
    }
    // memberForCall checked its form: a member id of another account.
    const memberId = Number(String(memberIdText).trim());
    const grant = await repo.grantFor(deps.db, session.account.accountId, memberId);
    const member = grant ? await deps.members.memberOf(grant.ownerAccountId, memberId) : undefined;
    if (!member) throw notFound(messages.memberNotFound);
    return member;
  }

  async function invite(session: Session, body: z.output<typeof FamilyInviteRequest>) {
    if (session.account.type !== 'Registered') throw forbidden(messages.familyNeedsRegistration);
    const phone = checkPhone(body.mobileCode, body.mobileNumber);
    if (!phone.ok) throw badRequest(phone.message, phone.field);
    if (phone.e164 === session.account.phoneE164) throw badRequest(messages.familyOwnNumber, 'mobileNumber');
    const memberIds = [...new Set(body.memberIds)];
    for (const memberId of memberIds) {
      const member = await deps.members.memberOf(session.account.accountId, memberId);
      if (!member) throw notFound(messages.memberNotFound);
      if (member.relation === 'self') throw badRequest(messages.familyOnlyChildren, 'memberIds');
    }
    const now = deps.now();
    const id = await deps.db.transaction((tx) =>
      repo.insertInvite(tx, {
        accountId: session.account.accountId,
        inviteePhoneE164: phone.e164,
        memberIds,
        now,
        expiresAt: new Date(now.getTime() + FAMILY_INVITE_DAYS * DAY_MS),
      }),
    );
    return shareById(session, id);
  }

  /**
   * Accepted by the account signed in with the invited number, once: an expired, used or
   * withdrawn invitation is gone (410); one to another number is not this caller's (404).
   */
  async function accept(session: Session, inviteId: number) {
    await deps.db.transaction(async (tx) => {
      const invite = await repo.lockInvite(tx, inviteId);
      if (!invite || invite.inviteePhoneE164 !== session.account.phoneE164)
        throw notFound(messages.familyInviteNotFound);
      if (invite.accountId === session.account.accountId) throw notFound(messages.familyInviteNotFound);
      if (invite.endedAt) throw gone(messages.familyInviteEnded);
      if (invite.acceptedAt) throw gone(messages.familyInviteUsed);
      if (invite.expiresAt <= deps.now()) throw gone(messages.familyInviteExpired);
      await repo.acceptInvite(tx, inviteId, session.account.accountId, deps.now());
    });
    return shareById(session, inviteId);
  }

  /** Ended by the inviting parent or by the caregiver who accepted it; ending it again changes nothing. */
  async function end(session: Session, inviteId: number) {
    await deps.db.transaction(async (tx) => {
      const invite = await repo.lockInvite(tx, inviteId);
      const mine = invite?.accountId === session.account.accountId;
      const theirs = invite?.caregiverAccountId === session.account.accountId;
      const invited = invite?.inviteePhoneE164 === session.account.phoneE164 && !invite.acceptedAt;
      if (!invite || !(mine || theirs || invited)) throw notFound(messages.familyInviteNotFound);
      if (!invite.endedAt) await repo.endInvite(tx, inviteId, deps.now());
    });
    return shareById(session, inviteId);
  }

  /** Both sides of the account's sharing, each with the other side's name and the children. */
  async function sharing(session: Session) {
    const { accountId, phoneE164 } = session.account;
    const invites = await repo.invitesOf(deps.db, accountId, phoneE164);
    const [children, holders] = await Promise.all([
      repo.membersOfInvites(
        deps.db,
        invites.map((i) => i.id),
      ),
      // Who invited this account: each inviting account's holder (a handful at most).
      Promise.all(
        [...new Set(invites.filter((i) => i.accountId !== accountId).map((i) => i.accountId))].map((id) =>
          deps.members.holderOf(id),
        ),
      ),
    ]);
    const now = deps.now();
    const shares = invites.map((i) => {
      const given = i.accountId === accountId;
      const holder = holders.find((h) => h?.accountId === i.accountId);
      return {
        inviteId: i.id,
        given,
        state: stateOf(i, now),
        otherName: given ? '' : `${holder?.firstName ?? ''} ${holder?.lastName ?? ''}`.trim(),
        otherPhone: given ? i.inviteePhoneE164 : holder ? `+${holder.mobileCode}${holder.mobileNumber}` : '',
        members: children
          .filter((c) => c.inviteId === i.id)
          .map(({ memberId, firstName, lastName, gender }) => ({ memberId, firstName, lastName, gender })),
        expiresAt: i.expiresAt,
      };
    });
    return { given: shares.filter((s) => s.given), received: shares.filter((s) => !s.given) };
  }

  async function shareById(session: Session, inviteId: number) {
    const { given, received } = await sharing(session);
    const share = [...given, ...received].find((s) => s.inviteId === inviteId);
    if (!share) throw notFound(messages.familyInviteNotFound);
    return share;
  }

  /** The children shared with the account now, with the account each belongs to. */
  const sharedWith = (session: Session) => repo.sharedWith(deps.db, session.account.accountId);

  return {
    memberForCare,
    invite,
    accept,
    end,
    sharing,
    sharedWith,
    /** Erasure, in its transaction: the account's sharing both ways goes (its children's links with it). */
    erasePersonalData: (tx: Db, account: Pick<Session['account'], 'accountId' | 'phoneE164'>) =>
      repo.eraseOfAccount(tx, account.accountId, account.phoneE164),
  };
}
export type FamilyService = ReturnType<typeof familyServiceFactory>;
