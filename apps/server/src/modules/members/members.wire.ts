import type { Member as MemberWire, UserDetails } from '@app/contract/schemas/members';
import type { Member } from './members.service';

/** A member in the spec's words (spec §3 member / user). */
export const toMemberWire = (m: Member): MemberWire => ({
  userID: m.memberId,
  type: m.accountType,
  firstName: m.firstName,
  LastName: m.lastName,
  email: m.email,
  Gender: m.gender,
  Relation: m.relation,
  age: m.ageBand,
  mobile: m.mobileNumber,
  mobileCode: m.mobileCode,
});

/** The child profile in the spec's words ("Save user details"). */
export const toUserDetails = (m: Member): UserDetails => ({
  userID: m.memberId,
  age: m.ageBand,
  gender: m.gender,
  height: m.heightCm,
  weight: m.weightKg,
  dob: m.dateOfBirth,
  isPremature: m.isPremature,
});
