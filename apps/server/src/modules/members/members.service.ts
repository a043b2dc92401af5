import { messages } from '@app/contract/messages';
import type { Member, MemberPayload, SaveUserDetailsRequest, UserDetails } from '@app/contract/schemas/members';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { localDate } from '../../lib/time';
import type { Session } from '../auth';
import * as repo from './members.repo';

export interface MembersDeps {
  db: Db;
  now: () => Date;
}
type Payload = z.output<typeof MemberPayload>;
type DetailsInput = z.output<typeof SaveUserDetailsRequest>;

/**
 * The member a call acts for: the `userId` header (spec §6) when sent, else the account holder.
 * A member of another account is answered exactly like one that does not exist.
 */
export async function memberForCall(deps: MembersDeps, session: Session, userIdHeader: string | undefined) {
  const raw = userIdHeader?.trim();
  if (raw && !/^\d{1,9}$/.test(raw)) throw badRequest(messages.memberIdInvalid, 'userId');
  const memberId = raw ? Number(raw) : session.account.userID;
  const member = await repo.findMember(deps.db, session.account.accountId, memberId);
  if (!member) throw notFound(messages.memberNotFound);
  return member;
}

export const toMember = (m: repo.MemberRow): Member => ({
  userID: m.userID,
  type: m.type,
  firstName: m.firstName,
  LastName: m.lastName,
  email: m.email,
  Gender: m.gender,
  Relation: m.relation,
  age: m.ageBand,
  mobile: m.mobileNumber,
  mobileCode: m.mobileCode,
});

export async function listRelations(deps: MembersDeps, session: Session): Promise<Member[]> {
  return (await repo.listRelations(deps.db, session.account.accountId)).map(toMember);
}

/** ConnectionID, when sent, must be this account's holder: naming another account is a 404. */
function checkConnection(session: Session, payload: Payload) {
  if (payload.ConnectionID !== undefined && Number(payload.ConnectionID) !== session.account.userID) {
    throw notFound(messages.memberNotFound);
  }
}

export async function addMember(deps: MembersDeps, session: Session, payload: Payload) {
  checkConnection(session, payload);
  if (payload.RelationType === 'self') throw conflict(messages.accountHolderExists);
  const userID = await repo.insertMember(deps.db, {
    accountId: session.account.accountId,
    relation: payload.RelationType ?? 'other',
    firstName: payload.firstName,
    lastName: payload.LastName,
    email: payload.email,
  });
  return { userID, type: session.account.type };
}

export async function modifyMember(
  deps: MembersDeps,
  session: Session,
  memberId: string | undefined,
  payload: Payload,
) {
  checkConnection(session, payload);
  const member = await memberForCall(deps, session, memberId);
  // The account holder stays 'self'; a relation cannot become a second account holder.
  if (payload.RelationType === 'self' && member.relation !== 'self') throw conflict(messages.accountHolderExists);
  const relation = member.relation === 'self' ? undefined : payload.RelationType;
  await repo.updateMember(
    deps.db,
    session.account.accountId,
    member.userID,
    {
      firstName: payload.firstName,
      lastName: payload.LastName,
      email: payload.email,
      ...(relation ? { relation } : {}),
    },
    deps.now(),
  );
  return { userID: member.userID, type: session.account.type };
}

const toDetails = (m: repo.MemberRow): UserDetails => ({
  userID: m.userID,
  age: m.ageBand,
  gender: m.gender,
  height: m.heightCm,
  weight: m.weightKg,
  dob: m.dateOfBirth,
  isPremature: m.isPremature,
});

export async function getDetails(deps: MembersDeps, session: Session, memberId: string | undefined) {
  return toDetails(await memberForCall(deps, session, memberId));
}

export async function saveDetails(
  deps: MembersDeps,
  session: Session,
  memberId: string | undefined,
  input: DetailsInput,
) {
  const member = await memberForCall(deps, session, memberId);
  if (input.dob !== undefined) {
    if (input.dob > localDate(deps.now())) throw badRequest(messages.dobInFuture, 'dob');
    if (input.dob < '1900-01-01') throw badRequest(messages.dobTooOld, 'dob');
  }
  await repo.updateMember(
    deps.db,
    session.account.accountId,
    member.userID,
    {
      ...(input.age !== undefined && { ageBand: input.age }),
      ...(input.gender !== undefined && { gender: input.gender }),
      ...(input.height !== undefined && { heightCm: input.height }),
      ...(input.weight !== undefined && { weightKg: input.weight }),
      ...(input.dob !== undefined && { dateOfBirth: input.dob }),
      ...(input.isPremature !== undefined && { isPremature: input.isPremature }),
    },
    deps.now(),
  );
  return getDetails(deps, session, String(member.userID));
}
