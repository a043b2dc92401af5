/**
 * Native apps open the tracker with the session in the query (spec §2 "milestone", §6):
 * AuthToken, UserType, UserId, planId and isPlan. These pure rules read it, say what the Basic
 * session becomes, and give the address without the token (it must not stay in the address bar,
 * the history or a shared link).
 */
import type { BasicState } from '../../app/state';

/** The query names of the token (the spec's AuthToken; authToken accepted too). */
export const TOKEN_PARAMS = ['AuthToken', 'authToken'] as const;
const MAX_TOKEN_CHARS = 512;

export interface Adoption {
  authToken: string;
  userId?: number;
  userType?: string;
  planId?: string;
  isPlan?: 0 | 1;
  isMobile?: 0 | 1;
}

function param(query: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = query.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

const zeroOrOne = (value: string | undefined): 0 | 1 | undefined => (value === '1' ? 1 : value === '0' ? 0 : undefined);

export function hasTokenParam(url: URL): boolean {
  return TOKEN_PARAMS.some((name) => url.searchParams.has(name));
}

/** The session a native app handed over, or undefined when there is no usable token. */
export function adoptionOf(url: URL): Adoption | undefined {
  const query = url.searchParams;
  const authToken = param(query, ...TOKEN_PARAMS);
  if (!authToken || authToken.length > MAX_TOKEN_CHARS || /\s/.test(authToken)) return undefined;
  const adoption: Adoption = { authToken };
  const userId = param(query, 'UserId', 'userId');
  if (userId && /^\d{1,9}$/.test(userId) && Number(userId) > 0) adoption.userId = Number(userId);
  const userType = param(query, 'UserType', 'userType');
  if (userType && userType.length <= 40) adoption.userType = userType;
  const planId = param(query, 'planId', 'PlanId');
  if (planId && /^\d{1,9}$/.test(planId)) adoption.planId = planId;
  const isPlan = zeroOrOne(param(query, 'isPlan', 'IsPlan'));
  if (isPlan !== undefined) adoption.isPlan = isPlan;
  const isMobile = zeroOrOne(param(query, 'isMobile'));
  if (isMobile !== undefined) adoption.isMobile = isMobile;
  return adoption;
}

/** The same address (path, other query parameters, hash) with the token, and only the token, removed. */
export function withoutToken(url: URL): string {
  const query = new URLSearchParams(url.search);
  for (const name of TOKEN_PARAMS) query.delete(name);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/**
 * Basic after adopting a native session, as sign-in leaves it (authToken, type, id; the member
 * named by UserId is the active one: id and rid). The same token only updates the member;
 * another token is another session, so nothing of the earlier one carries over except isMobile.
 */
export function basicAfterAdoption(basic: BasicState, adoption: Adoption): BasicState {
  const same = basic.authToken === adoption.authToken;
  let next: BasicState;
  if (same) {
    next = { ...basic };
    if (adoption.userId !== undefined && adoption.userId !== basic.rid) {
      // Another member of the same account: its name and Gender are not the earlier one's.
      delete next.name;
      delete next.Gender;
      delete next.isExisted;
    }
  } else {
    next = { authToken: adoption.authToken };
    if (basic.isMobile !== undefined) next.isMobile = basic.isMobile;
  }
  if (adoption.userId !== undefined) {
    next.id = adoption.userId;
    next.rid = adoption.userId;
  }
  if (adoption.userType) next.type = adoption.userType;
  if (adoption.isMobile !== undefined) next.isMobile = adoption.isMobile;
  return next;
}
