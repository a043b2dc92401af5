import { LEGAL_DOCUMENTS, LEGAL_VERSIONS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { MemberPayloadIn, RegisterPayloadIn, SaveUserDetailsIn } from '@app/contract/schemas/members';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { Session } from '../auth';
import * as repo from './members.repo';

export interface MembersServiceDeps {
  db: Db;
  now: () => Date;
  /**
   * The growth record's first entry from the height and weight typed at intake (the growth module
   * owns that table; services.ts hands its function in). Runs in the details' transaction.
   */
  intakeMeasured?: (
    db: Db,
    m: { accountId: number; memberId: number; on: string; heightCm: number | null; weightKg: number | null },
  ) => Promise<void>;
}

/** A member (the account holder or a relation), with its account's type and mobile. */
export type Member = repo.MemberRow;

/**
 * The member a call acts for: the spec's `userId` (a header, or a query's member id) when sent, else
 * the account holder. A member of another account is answered exactly like one that does not exist.
 */
export async function memberForCall(
  deps: MembersServiceDeps,
  session: Session,
  memberIdText: string | number | undefined,
): Promise<Member> {
  const raw = memberIdText === undefined ? undefined : String(memberIdText).trim();
  if (raw && !/^\d{1,9}$/.test(raw)) throw badRequest(messages.memberIdInvalid, 'userId');
  const memberId = raw ? Number(raw) : session.account.memberId;
  const member = await repo.findMember(deps.db, session.account.accountId, memberId);
  if (!member) throw notFound(messages.memberNotFound);
  return member;
}

/**
 * How long the slot listing may order its cards for a child it has read (its age): the listing is
 * public, the child only changes the order, and a parent's screen asks again at every date and
 * filter. Every change of a member in this process forgets them at once.
 */
export const KEPT_RANKING_MEMBER_MS = 2_000;

export function membersServiceFactory(deps: MembersServiceDeps) {
  const forCall = (session: Session, memberIdText: string | number | undefined) =>
    memberForCall(deps, session, memberIdText);

  const keptForRanking = new LRUCache<string, Member>({ max: 10_000, ttl: KEPT_RANKING_MEMBER_MS });
  /** memberForCall for the listing's order: a member read a moment ago will do. */
  async function memberForRanking(session: Session, memberIdText: string | number | undefined) {
    const key = `${session.account.accountId}:${memberIdText ?? ''}`;
    const kept = keptForRanking.get(key);
    if (kept) return kept;
    const member = await forCall(session, memberIdText);
    keptForRanking.set(key, member);
    return member;
  }
  /** A write to members, after which no kept member is used. */
  const forgetting =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        keptForRanking.clear();
      }
    };

  /** The account's relations (not the holder), oldest first. */
  const listRelations = (session: Session) => repo.listRelations(deps.db, session.account.accountId);

  /** The account holder named by the payload, when it names one, must be this account's. */
  function checkAccountHolder(session: Session, input: MemberPayloadIn) {
    if (input.accountHolderId !== undefined && input.accountHolderId !== session.account.memberId) {
      throw notFound(messages.memberNotFound);
    }
  }

  /** A new relation of the account; there is only ever one account holder ('self'). */
  async function addMember(session: Session, input: MemberPayloadIn) {
    checkAccountHolder(session, input);
    if (input.relation === 'self') throw conflict(messages.accountHolderExists);
    const memberId = await repo.insertMember(deps.db, {
      accountId: session.account.accountId,
      relation: input.relation ?? 'other',
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
    });
    return { memberId, accountType: session.account.type };
  }

  async function modifyMember(session: Session, memberIdText: string | undefined, input: MemberPayloadIn) {
    checkAccountHolder(session, input);
    const member = await forCall(session, memberIdText);
    // The account holder stays 'self'; a relation cannot become a second account holder.
    if (input.relation === 'self' && member.relation !== 'self') throw conflict(messages.accountHolderExists);
    const relation = member.relation === 'self' ? undefined : input.relation;
    await repo.updateMember(
      deps.db,
      session.account.accountId,
      member.memberId,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        ...(relation ? { relation } : {}),
      },
      deps.now(),
    );
    return { memberId: member.memberId, accountType: session.account.type };
  }

  /** The child profile (age band, sex, size, birth); the date of birth is a past Indian date. */
  async function saveDetails(session: Session, memberIdText: string | undefined, input: SaveUserDetailsIn) {
    const member = await forCall(session, memberIdText);
    if (input.dateOfBirth !== undefined) {
      if (input.dateOfBirth > localDate(deps.now())) throw badRequest(messages.dobInFuture, 'dob');
      if (input.dateOfBirth < '1900-01-01') throw badRequest(messages.dobTooOld, 'dob');
    }
    const accountId = session.account.accountId;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      // The input's names are the columns'; drizzle leaves the fields not sent (undefined) as they are.
      await repo.updateMember(tx, accountId, member.memberId, input, now);
      if (!deps.intakeMeasured || (input.heightCm === undefined && input.weightKg === undefined)) return;
      const saved = await repo.findMember(tx, accountId, member.memberId);
      if (!saved) return;
      const on = localDate(now);
      await deps.intakeMeasured(tx, {
        accountId,
        memberId: saved.memberId,
        on,
        heightCm: saved.heightCm,
        weightKg: saved.weightKg,
      });
    });
    return forCall(session, member.memberId);
  }

  /**
   * A guest registers: the holder's name and email, the account's type, and the documents accepted
   * (the versions in force only), together or not at all.
   */
  async function register(session: Session, input: RegisterPayloadIn, ip: string) {
    if (session.account.type !== 'Guest') throw conflict(messages.alreadyRegistered);
    if (LEGAL_DOCUMENTS.some((document) => input.versions[document] !== LEGAL_VERSIONS[document]))
      throw conflict(messages.legalVersionChanged);
    const { accountId, memberId } = session.account;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      if (!(await repo.markRegistered(tx, accountId, now))) throw conflict(messages.alreadyRegistered);
      const { firstName, lastName, email } = input;
      await repo.updateMember(tx, accountId, memberId, { firstName, lastName, email }, now);
      await repo.insertAgreements(
        tx,
        LEGAL_DOCUMENTS.map((document) => ({
          accountId,
          document,
          version: LEGAL_VERSIONS[document],
          acceptedAt: now,
          ip,
        })),
      );
    });
    return { memberId, accountType: 'Registered' as const };
  }

  /** The account holder, for what is issued in the account's name (a receipt names its payer). */
  const holderOf = (accountId: number) => repo.findHolder(deps.db, accountId);

  /** A member of the account named (a shared child, once the family module checked the grant). */
  const memberOf = (accountId: number, memberId: number) => repo.findMember(deps.db, accountId, memberId);

  /** An account's relations, oldest first (whose tracker a plan covers). */
  const relationsOf = (accountId: number) => repo.listRelations(deps.db, accountId);

  /** Every member of the account and the documents it accepted, for the parent's copy of their data. */
  const personalDataOf = async (accountId: number) => ({
    members: await repo.membersOfAccount(deps.db, accountId),
    agreements: await repo.agreementsOf(deps.db, accountId),
  });

  return {
    memberForCall: forCall,
    memberForRanking,
    personalDataOf,
    /** Erasure: names, email, birth and size emptied (ids kept), in the erasure's transaction. */
    erasePersonalData: forgetting((tx: Db, accountId: number) => repo.eraseMembers(tx, accountId, deps.now())),
    listRelations,
    addMember: forgetting(addMember),
    modifyMember: forgetting(modifyMember),
    saveDetails: forgetting(saveDetails),
    register: forgetting(register),
    holderOf,
    memberOf,
    relationsOf,
  };
}
export type MembersService = ReturnType<typeof membersServiceFactory>;
