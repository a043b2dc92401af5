import { messages } from '@app/contract/messages';
import type { OtpResponse, SessionUser } from '@app/contract/schemas/auth';
import type { Account, OtpRequestOutcome, SignedIn } from './auth.service';

/** The signed-in account as the app restores it after a reload (its holder is its own connection). */
export const toSessionUser = (a: Account): SessionUser => ({
  userID: a.memberId,
  type: a.type,
  firstName: a.firstName,
  LastName: a.lastName,
  email: a.email,
  Gender: a.gender,
  Relation: a.relation,
  mobile: a.mobileNumber,
  mobileCode: a.mobileCode,
  ConnectionID: a.memberId,
});

/** Spec §3's OTP response for a sign-in. */
export const toSignedInResponse = ({ account, token }: SignedIn): OtpResponse => ({
  status: 1,
  message: messages.otpVerified,
  userID: account.memberId,
  type: account.type,
  firstName: account.firstName,
  Gender: account.gender,
  authToken: token,
});

export const toOtpResponse = (outcome: OtpRequestOutcome): OtpResponse =>
  outcome.kind === 'signedIn'
    ? toSignedInResponse(outcome)
    : { status: 1, message: messages.otpSent, resendAfterSeconds: outcome.resendAfterSeconds };
