/**
 * The member chooser's rules (spec §2 "Member chooser and member details", §4 "Member chooser") as
 * pure functions: what the sheet lists, when it opens by itself, and what the Basic session holds
 * after each choice.
 */
import type { SessionUser } from '@app/contract/schemas/auth';
import type { Member } from '@app/contract/schemas/members';
import type { BasicState } from '../../app/state';

/** A person the consultation can be for: a relation, or the account holder (Relation 'self'). */
export type ChooserMember = Pick<Member, 'userID' | 'type' | 'firstName' | 'LastName' | 'email' | 'Gender'> & {
  Relation: string;
};

export function holderAsMember(user: SessionUser): ChooserMember {
  return {
    userID: user.userID,
    type: user.type,
    firstName: user.firstName,
    LastName: user.LastName,
    email: user.email,
    Gender: user.Gender,
    Relation: 'self',
  };
}

/**
 * The sheet's list: the account holder first, then the relations (never the holder twice), then
 * the children other accounts share with this one (family sharing).
 */
export function chooserList(
  holder: ChooserMember | undefined,
  relations: readonly ChooserMember[],
  shared: readonly ChooserMember[] = [],
): ChooserMember[] {
  const others = relations.filter((m) => m.userID !== holder?.userID && m.Relation !== 'self');
  const own = new Set([holder?.userID, ...others.map((m) => m.userID)]);
  const fromOthers = shared.filter((m) => !own.has(m.userID));
  return holder ? [holder, ...others, ...fromOthers] : [...others, ...fromOthers];
}

/** The relation a shared child is listed with (its parent's account holds its details). */
export const SHARED_RELATION = 'shared';

/**
 * The children shared with this account now, as the chooser lists them: only those with their
 * details on file (a gender), since only their parent can fill them in; each once.
 */
export function sharedAsMembers(
  received: readonly {
    state: string;
    members: readonly { memberId: number; firstName: string; lastName: string; gender: ChooserMember['Gender'] }[];
  }[],
  accountType: ChooserMember['type'],
): ChooserMember[] {
  const seen = new Set<number>();
  return received
    .filter((share) => share.state === 'active')
    .flatMap((share) => share.members)
    .filter((m) => Boolean(m.gender) && !seen.has(m.memberId) && seen.add(m.memberId))
    .map((m) => ({
      userID: m.memberId,
      type: accountType,
      firstName: m.firstName,
      LastName: m.lastName,
      email: '',
      Gender: m.gender,
      Relation: SHARED_RELATION,
    }));
}

export const isAccountHolder = (member: Pick<ChooserMember, 'Relation'>) => member.Relation === 'self';

/** Spec §4: the sheet opens by itself when Basic has a Gender, and when no member is active (no rid). */
export function opensSheetOnLoad(basic: BasicState): boolean {
  return Boolean(basic.Gender) || basic.rid === undefined || basic.rid === null;
}

/** Picking a member makes it the active one; the sign-in (authToken, number) stays. */
export function basicForPicked(basic: BasicState, member: ChooserMember): BasicState {
  const { isExisted: _isExisted, name: _name, ...rest } = basic;
  const next: BasicState = {
    ...rest,
    id: member.userID,
    rid: member.userID,
    type: member.type,
    Gender: member.Gender,
  };
  if (member.firstName.trim()) next.name = member.firstName.trim();
  if (member.Gender) next.isExisted = true;
  return next;
}

/** Add-new: no active member until the form creates one; calls act for the account holder again. */
export function basicForAddNew(basic: BasicState): BasicState {
  const { rid: _rid, name: _name, Gender: _gender, isExisted: _isExisted, ...rest } = basic;
  const holderId = basic.ConnectionID ?? basic.id;
  return holderId === undefined ? rest : { ...rest, id: holderId };
}

/** After AddGuestProfile: the new member is the active one (spec §4: userID as id and rid). */
export function basicAfterCreate(
  basic: BasicState,
  created: { userID: number; type: string; authToken: string },
  firstName: string,
): BasicState {
  const { Gender: _gender, isExisted: _isExisted, ...rest } = basic;
  return {
    ...rest,
    id: created.userID,
    rid: created.userID,
    type: created.type,
    // The server answers with the same sign-in's token; keep ours if it ever sends none.
    authToken: created.authToken || basic.authToken,
    name: firstName,
  };
}

/** After ModifyGuestInfo: the name shown in the flow follows the form; type only if it was missing. */
export function basicAfterModify(basic: BasicState, updated: { type: string }, firstName: string): BasicState {
  return { ...basic, name: firstName, type: basic.type ?? updated.type };
}

/** The name a member goes by: the first name; for the account holder without one, the phone number or 'You'. */
export function tileName(member: ChooserMember, phone: string | undefined, you: string): string {
  const first = member.firstName.trim();
  if (first) return first;
  return isAccountHolder(member) ? phone || you : you;
}

/**
 * What a tile in the sheet shows: the first name over the relation. The account holder without a
 * name shows 'You' over the phone number (a phone number is too long to be a tile's big name).
 */
export function tileLabels(
  member: ChooserMember,
  phone: string | undefined,
  texts: { you: string; relation: (relation: string) => string },
): { name: string; caption: string; isPhone: boolean } {
  const first = member.firstName.trim();
  if (!isAccountHolder(member))
    return { name: first || texts.you, caption: texts.relation(member.Relation), isPhone: false };
  if (first) return { name: first, caption: texts.you, isPhone: false };
  return { name: texts.you, caption: phone ?? '', isPhone: true };
}
