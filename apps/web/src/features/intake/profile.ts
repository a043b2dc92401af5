import type { UserDetails } from '@app/contract/schemas/members';
import type { UserState } from '../../app/state';

/**
 * The User slice filled from the server's saved details of a member, keeping what the slice holds
 * that the server does not (the chosen reason, and the gender the member's relation implied before
 * the profile loaded: a son starts as Male). Empty server fields stay out.
 */
export function userFromServer(user: UserState, saved: UserDetails): UserState {
  const next: UserState = { userID: saved.userID, isPremature: saved.isPremature };
  if (user.qs) next.qs = user.qs;
  if (saved.age) next.age = saved.age;
  // A slice with no userID is the fresh one of this member (a new member resets it).
  const preset = user.userID === undefined ? user.gender : undefined;
  const gender = saved.gender ?? preset;
  if (gender) next.gender = gender;
  if (saved.height !== null) next.height = saved.height;
  if (saved.weight !== null) next.weight = String(saved.weight);
  if (saved.dob) next.dob = saved.dob;
  return next;
}
