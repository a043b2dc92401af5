/**
 * The phone library's side of the phone field (libphonenumber-js, through the contract's
 * `checkPhone`): loaded on first use by phoneLibrary.ts, so the first screen shows without it.
 */
import { checkPhone } from '@app/contract/phone';
import { AddGuestPhoneRequest } from '@app/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { AsYouType, type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { createFormControl } from 'react-hook-form';
import { z } from 'zod';
import type { PhoneValue } from './phoneValue';
import { phoneParts } from './phoneValue';

/** The spec's phone warnings, then validity for the country (shared with the server). */
export function checkPhoneValue(value: PhoneValue) {
  const { code, number } = phoneParts(value);
  return checkPhone(code, number);
}

/**
 * A pasted or typed international number ('+44 7911 123456') picks its country; anything else
 * stays as typed. Returns undefined when the text is not international.
 */
export function fromInternational(text: string): PhoneValue | undefined {
  if (!text.startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(text);
  if (!parsed?.country) return undefined;
  return { country: parsed.country, number: formatNational(parsed.country, parsed.nationalNumber) };
}

/** '9876543210' → '98765 43210' for India: easier to read back before sending. */
export function formatNational(country: string, digits: string): string {
  if (!country || !digits) return digits;
  return new AsYouType(country as CountryCode).input(digits);
}

/** The request's own phone fields: what a valid entry becomes. */
const PhoneRequest = AddGuestPhoneRequest.pick({ mobileCode: true, mobileNumber: true });

/**
 * The phone form: the field as typed, checked with the spec's rules (their words, on the part
 * that is wrong: `phone.country` or `phone.number`), then shaped as the request's fields, with the
 * number as it should be shown back (formatted for its country).
 */
export const phoneFormSchema = z.object({
  phone: z.object({ country: z.string(), number: z.string() }).transform((typed, context) => {
    const entered = fromInternational(typed.number) ?? typed;
    const check = checkPhoneValue(entered);
    if (!check.ok) {
      const part = check.field === 'mobileCode' ? 'country' : 'number';
      context.addIssue({ code: 'custom', message: check.message, path: [part] });
      return z.NEVER;
    }
    const shown = { country: entered.country, number: formatNational(entered.country, check.number) };
    return { ...PhoneRequest.parse({ mobileCode: check.code, mobileNumber: check.number }), shown };
  }),
});

export const phoneFormResolver = zodResolver(phoneFormSchema);

export type PhoneFormInput = z.input<typeof phoneFormSchema>;
export type PhoneFormValues = z.output<typeof phoneFormSchema>;

/**
 * The phone form's state and checks: react-hook-form with the schema above. Made here, not in the
 * screen, so that react-hook-form (~15 kB gzipped) arrives with the phone library on first touch
 * and the first screen shows without it.
 */
export function createPhoneForm(phone: PhoneValue) {
  return createFormControl<PhoneFormInput, unknown, PhoneFormValues>({
    resolver: phoneFormResolver,
    defaultValues: { phone },
    // A message stays until the next submit or the next change, as it did before any library.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

export type PhoneForm = ReturnType<typeof createPhoneForm>;
