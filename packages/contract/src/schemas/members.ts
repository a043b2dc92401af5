import { z } from 'zod';
import { AGE_BANDS, GENDERS, HEIGHT_SLIDER, NAME_MAX_CHARS, RELATIONS, WEIGHT_KG } from '../constants';
import { messages } from '../messages';
import { Gender, MobileCode, MobileNumber, SessionUser, UserType } from './auth';
import { calendarDate, text } from './common';

const name = (field: string, label: string) =>
  text(field)
    .trim()
    .min(1, `${label} is required.`)
    .max(NAME_MAX_CHARS, `${label} must be at most ${NAME_MAX_CHARS} characters.`);

/** An email address or nothing (''). */
const Email = z
  .union([z.literal(''), z.email({ error: 'email must be a valid email address, such as name@example.com.' })], {
    error: 'email must be a valid email address, such as name@example.com.',
  })
  .optional()
  .default('');

export const Relation = z.enum(RELATIONS, { error: `Relation must be one of: ${RELATIONS.join(', ')}.` });

/**
 * Member create/update payload (spec §3). `Relation` is always 'self' on the wire, as the spec
 * sends it; `RelationType` (ours) carries the relation the parent chose in the chooser.
 */
export const MemberPayload = z
  .object({
    firstName: name('firstName', 'First Name'),
    LastName: name('LastName', 'Last Name'),
    email: Email,
    Relation: text('Relation').max(30).optional(),
    RelationType: Relation.optional(),
    ConnectionID: z
      .union([z.number().int(), text('ConnectionID').regex(/^\d+$/)], { error: 'ConnectionID must be an id.' })
      .optional(),
    mobileNumber: MobileNumber.optional(),
    mobileCode: MobileCode.optional(),
  })
  .meta({ id: 'MemberPayload' });
/**
 * The payload in the product's words. `Relation` (always 'self' on the wire) is dropped; the
 * relation chosen is `RelationType`, and `ConnectionID` names the account holder.
 */
export const MemberPayloadIn = MemberPayload.transform((p) => ({
  firstName: p.firstName,
  lastName: p.LastName,
  email: p.email,
  relation: p.RelationType,
  accountHolderId: p.ConnectionID === undefined ? undefined : Number(p.ConnectionID),
}));
export type MemberPayloadIn = z.output<typeof MemberPayloadIn>;

/**
 * Ours: a guest registers (their own name, an email if they wish) and accepts the terms of use
 * and the privacy notice in the versions they were shown (`LEGAL_VERSIONS`).
 */
export const RegisterPayload = z
  .object({
    firstName: name('firstName', 'First Name'),
    LastName: text('LastName')
      .trim()
      .max(NAME_MAX_CHARS, `Last Name must be at most ${NAME_MAX_CHARS} characters.`)
      .optional()
      .default(''),
    email: Email,
    acceptTerms: z.literal(true, { error: messages.acceptTerms }),
    acceptPrivacy: z.literal(true, { error: messages.acceptPrivacy }),
    termsVersion: text('termsVersion').min(1).max(40),
    privacyVersion: text('privacyVersion').min(1).max(40),
  })
  .meta({ id: 'RegisterPayload' });
export const RegisterPayloadIn = RegisterPayload.transform((p) => ({
  firstName: p.firstName,
  lastName: p.LastName,
  email: p.email,
  versions: { terms: p.termsVersion, privacy: p.privacyVersion },
}));
export type RegisterPayloadIn = z.output<typeof RegisterPayloadIn>;
export const RegisterResponse = z
  .object({ status: z.literal(1), message: z.string(), userID: z.number().int(), type: UserType })
  .meta({ id: 'RegisterResponse' });

export const AddMemberResponse = z
  .object({
    status: z.literal(1),
    message: z.string(),
    userID: z.number().int(),
    type: UserType,
    authToken: z.string(),
  })
  .meta({ id: 'AddMemberResponse' });
export const ModifyMemberResponse = z
  .object({ status: z.literal(1), message: z.string(), userID: z.number().int(), type: UserType })
  .meta({ id: 'ModifyMemberResponse' });

/** A member as lists and details show it (spec §3 member / user): the account holder's fields, with the age band. */
export const Member = SessionUser.omit({ ConnectionID: true })
  .extend({ Relation: Relation, age: z.enum(AGE_BANDS).nullable() })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof Member>;

export const RelationsResponse = z
  .object({ status: z.literal(1), relations: z.array(Member) })
  .meta({ id: 'RelationsResponse' });

/** 'yyyy-MM-DD', a real calendar date. The service also refuses future dates (Indian "today"). */
export const IsoDate = calendarDate('dob');

const numberish = (field: string, unit: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        text(field)
          .trim()
          .regex(/^\d{1,4}(\.\d{1,2})?$/, `${field} must be a number such as 12.5.`),
      ],
      {
        error: `${field} must be a number.`,
      },
    )
    .transform((v) => Number(v))
    .refine(
      (v) => Number.isFinite(v) && v > min && v <= max,
      `${field} must be more than ${min} and at most ${max} ${unit}.`,
    );

/** "Save user details" (spec §7): the age band, or the child profile. Every field optional. */
export const SaveUserDetailsRequest = z
  .object({
    age: z.enum(AGE_BANDS, { error: `age must be one of ${AGE_BANDS.join(', ')}.` }).optional(),
    gender: z.enum(GENDERS, { error: 'gender must be Male or Female.' }).optional(),
    height: numberish('height', 'cm', HEIGHT_SLIDER.min, HEIGHT_SLIDER.max).optional(),
    weight: numberish('weight', 'kg', WEIGHT_KG.min, WEIGHT_KG.max).optional(),
    dob: IsoDate.optional(),
    isPremature: z
      .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'isPremature must be true or false.' })
      .transform((v) => v === true || v === 1)
      .optional(),
  })
  .meta({ id: 'SaveUserDetailsRequest' });
/** The details in the product's words (and units). */
export const SaveUserDetailsIn = SaveUserDetailsRequest.transform((d) => ({
  ageBand: d.age,
  gender: d.gender,
  heightCm: d.height,
  weightKg: d.weight,
  dateOfBirth: d.dob,
  isPremature: d.isPremature,
}));
export type SaveUserDetailsIn = z.output<typeof SaveUserDetailsIn>;

export const UserDetails = z
  .object({
    userID: z.number().int(),
    age: z.enum(AGE_BANDS).nullable(),
    gender: Gender.nullable(),
    height: z.number().nullable(),
    weight: z.number().nullable(),
    dob: z.string().nullable(),
    isPremature: z.boolean(),
  })
  .meta({ id: 'UserDetails' });
export type UserDetails = z.infer<typeof UserDetails>;
export const UserDetailsResponse = z.object({ status: z.literal(1), message: z.string(), data: UserDetails });
