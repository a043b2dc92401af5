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

/** The sheet's list: the account holder first, then the relations (never the holder twice). */
export function chooserList(holder: ChooserMember | undefined, relations: readonly ChooserMember[]): ChooserMember[] {
  const others = relations.filter((m) => m.userID !== holder?.userID && m.Relation !== 'self');
  return holder ? [holder, ...others] : others;
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
