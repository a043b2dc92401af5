/**
 * The register form (ours): the holder's first name (required), last name and email (optional),
 * and both documents accepted. Checked in the browser with zod/mini; the server checks again.
 */
import { LEGAL_VERSIONS, NAME_MAX_CHARS } from '@app/contract/constants';
import type { RegisterPayload } from '@app/contract/schemas/members';
import type { z as zod } from 'zod';
import * as z from 'zod/mini';
import { enAccount } from '../../i18n/enAccount';

const t = enAccount.register;
const emailFormat = z.email();

export const registerFormSchema = z.object({
  firstName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, t.required(t.firstName)),
      z.maxLength(NAME_MAX_CHARS, t.tooLong(t.firstName, NAME_MAX_CHARS)),
    ),
  LastName: z.string().check(z.trim(), z.maxLength(NAME_MAX_CHARS, t.tooLong(t.lastName, NAME_MAX_CHARS))),
  email: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || emailFormat.safeParse(value).success, t.emailInvalid),
  ),
  acceptTerms: z.boolean().check(z.refine((v) => v, t.mustAcceptTerms)),
  acceptPrivacy: z.boolean().check(z.refine((v) => v, t.mustAcceptPrivacy)),
});
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const emptyRegisterForm = (firstName = '', lastName = '', email = ''): RegisterFormValues => ({
  firstName,
  LastName: lastName,
  email,
  acceptTerms: false,
  acceptPrivacy: false,
});

/** The payload: the versions in force are the ones the parent was shown (the pages link to them). */
export function registerPayloadOf(values: RegisterFormValues): zod.input<typeof RegisterPayload> {
  return {
    firstName: values.firstName,
    LastName: values.LastName,
    email: values.email,
    acceptTerms: true,
    acceptPrivacy: true,
    termsVersion: LEGAL_VERSIONS.terms,
    privacyVersion: LEGAL_VERSIONS.privacy,
  };
}
