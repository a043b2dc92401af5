import { z } from 'zod';
import { CONSULT_TYPES, GENDERS, OTP_LENGTH, USER_TYPES } from '../constants';
import { digits, text } from './common';

/** '+91' or '91': a calling code of one to four digits. */
export const MobileCode = text('mobileCode')
  .trim()
  .regex(/^\+?\d{1,4}$/, 'mobileCode must be a country calling code such as +91.');
export const MobileNumber = digits('mobileNumber', 4, 15);

/** ALTCHA proof-of-work payload (base64 JSON), required unless the captcha is turned off. */
export const CaptchaPayload = text('captcha').max(4000, 'captcha is too long.');

/** OTP request (spec §7 "OTP request"). */
export const AddGuestPhoneRequest = z
  .object({
    mobileCode: MobileCode,
    mobileNumber: MobileNumber,
    /** 1 asks to skip the OTP; honoured only with a valid signed `handoff` (see README). */
    NoOTPVerification: z.union([z.literal(0), z.literal(1)], { error: 'NoOTPVerification must be 0 or 1.' }).default(0),
    captcha: CaptchaPayload.optional(),
    /** The signed hand-off from a native app: '<expiresUnixSeconds>.<hex HMAC-SHA256>'. */
    handoff: text('handoff').max(200, 'handoff is too long.').optional(),
  })
  .meta({ id: 'AddGuestPhoneRequest' });
export type AddGuestPhoneRequest = z.input<typeof AddGuestPhoneRequest>;
/** The same request in the product's words: the spec's NoOTPVerification 1 asks to skip the code. */
export const OtpRequestIn = AddGuestPhoneRequest.transform(({ NoOTPVerification, ...rest }) => ({
  ...rest,
  skipOtp: NoOTPVerification === 1,
}));
export type OtpRequestIn = z.output<typeof OtpRequestIn>;

export const VerifyOtpRequest = z
  .object({
    mobileCode: MobileCode,
    mobileNumber: MobileNumber,
    otp: text('otp')
      .trim()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `otp must be ${OTP_LENGTH} digits.`),
  })
  .meta({ id: 'VerifyOtpRequest' });
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequest>;

export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;
export const Gender = z.enum(GENDERS);

/**
 * The OTP response of spec §3. `otp` is in the spec's field list but this server never sends it:
 * the code travels only by SMS (or the dev outbox outside production).
 */
export const OtpResponse = z
  .object({
    status: z.literal(1),
    message: z.string(),
    userID: z.number().int().optional(),
    type: UserType.optional(),
    firstName: z.string().optional(),
    Gender: Gender.nullable().optional(),
    authToken: z.string().optional(),
    /** Seconds until Resend OTP may be used again (ours). */
    resendAfterSeconds: z.number().int().optional(),
  })
  .meta({ id: 'OtpResponse' });
export type OtpResponse = z.infer<typeof OtpResponse>;

/** The signed-in account as the app restores it after a reload. */
export const SessionUser = z
  .object({
    userID: z.number().int(),
    type: UserType,
    firstName: z.string(),
    LastName: z.string(),
    email: z.string(),
    Gender: Gender.nullable(),
    Relation: z.string(),
    mobile: z.string(),
    mobileCode: z.string(),
    ConnectionID: z.number().int(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUser>;
export const SessionUserResponse = z.object({ status: z.literal(1), data: SessionUser });

export const CaptchaChallenge = z
  .object({
    algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
    challenge: z.string(),
    maxnumber: z.number().int().optional(),
    salt: z.string(),
    signature: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>;

/** What the browser may know of the server's configuration (an explicit allow-list). */
export const ClientConfig = z
  .object({
    captchaEnabled: z.boolean(),
    production: z.boolean(),
    /** The Jitsi server of the video calls, e.g. meet.example.org (self-hosted) or 8x8.vc (JaaS). */
    jitsiDomain: z.string(),
    /** Its external API script: https://{jitsiDomain}/external_api.js unless configured. */
    jitsiScriptUrl: z.string(),
    /** The provider's child-care page, opened by the confirmed screen's home button; null: our /home. */
    childCareUrl: z.string().nullable(),
    /** The spec's call-centre number (agent_number of the call request). */
    callAgentNumber: z.string(),
    /** Ours: the consult types parents are offered (ENABLED_CONSULT_TYPES and follow ups), in the contract's order. */
    consultTypes: z.array(z.enum(CONSULT_TYPES)),
    /** Ours: who parents write to with a grievance (/grievances): GRIEVANCE_OFFICER_*, the issuer's address. */
    grievanceOfficer: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    }),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof ClientConfig>;

export const OutboxQuery = z.object({
  mobileNumber: text('mobileNumber')
    .trim()
    .max(20)
    .regex(/^\+?\d*$/)
    .optional(),
});
export const OutboxMessage = z.object({ to: z.string(), text: z.string(), sentAt: z.string() });
export const OutboxResponse = z.object({ status: z.literal(1), data: z.array(OutboxMessage) });

/** Test only (TEST_CLOCK): the instant the server's clock is set to, with its offset. */
export const SetClockRequest = z.object({
  now: z.iso.datetime({ offset: true, error: 'now must be an ISO date-time with an offset' }),
});
export const ClockResponse = z.object({ status: z.literal(1), now: z.string() });
