import type { UserDetails } from '@app/contract/schemas/members';
import type { UserState } from '../../app/state';

/**
 * The User slice filled from the server's saved details of a member, keeping what the slice holds
 * that the server does not (the chosen reason). Empty server fields stay out.
 */
export function userFromServer(user: UserState, saved: UserDetails): UserState {
  const next: UserState = { userID: saved.userID, isPremature: saved.isPremature };
  if (user.qs) next.qs = user.qs;
  if (saved.age) next.age = saved.age;
  if (saved.gender) next.gender = saved.gender;
  if (saved.height !== null) next.height = saved.height;
  if (saved.weight !== null) next.weight = String(saved.weight);
  if (saved.dob) next.dob = saved.dob;
  return next;
}
