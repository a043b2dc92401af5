/**
 * Who the tracker is about. A native app names the child with UserId only; the account (and so
 * the name to show) comes from the server once the token is checked.
 */
import type { SessionUser } from '@app/contract/schemas/auth';
import type { BasicState } from '../../app/state';

interface Named {
  userID: number;
  firstName: string;
}

/** The active member: the one picked (rid), else the one calls act for (id). */
export function activeMemberId(basic: BasicState): number | undefined {
  return basic.rid ?? basic.id;
}

/**
 * Basic completed from the checked session: the account id (ConnectionID), the account holder as
 * the active member when none is named, and the active member's first name when Basic has none.
 * Undefined when nothing changes.
 */
export function basicWithSessionUser(
  basic: BasicState,
  user: SessionUser,
  members: readonly Named[] = [],
): BasicState | undefined {
  const next: BasicState = { ...basic };
  if (next.ConnectionID === undefined) next.ConnectionID = user.ConnectionID || user.userID;
  if (activeMemberId(next) === undefined) {
    next.id = user.userID;
    next.rid = user.userID;
  }
  if (next.type === undefined) next.type = user.type;
  if (!next.name?.trim()) {
    const active = activeMemberId(next);
    const member = active === user.userID ? user : members.find((m) => m.userID === active);
    const name = member?.firstName.trim();
    if (name) next.name = name;
  }
  const changed = (Object.keys(next) as (keyof BasicState)[]).some((key) => next[key] !== basic[key]);
  return changed ? next : undefined;
}

/** Whether the members list is needed to name the active member. */
export function needsMembersForName(basic: BasicState, user: SessionUser | undefined): boolean {
  if (!user || basic.name?.trim()) return false;
  const active = activeMemberId(basic);
  return active !== undefined && active !== user.userID;
}
