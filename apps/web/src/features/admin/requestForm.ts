/**
 * The back office's forms check what they send with the contract's own request schema (the one
 * the server validates with), through react-hook-form's zod resolver, so the operator sees the
 * server's checks before sending. The values as typed are shaped into the request first
 * (`toRequest`: numbers from text, blanks left out); a field left empty says what to enter in the
 * catalogue's words rather than the schema's ('specialityID must be an id.').
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type PhoneValue, phoneParts } from '../../components/phone/phoneValue';

/** Nothing entered: an empty text, no box ticked, a phone field with no number typed. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return !value.trim();
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && 'number' in value && isBlank(value.number);
}

export function requestResolver<V extends FieldValues, S extends z.ZodType>(
  toRequest: (values: V) => z.input<S>,
  schema: S,
  /** The words for a field left empty, by the form's field. */
  missing: Partial<Record<keyof V & string, string>>,
  /** Where a request field's message shows when the form names it otherwise ('mobileNumber' → 'phone'). */
  renamed: Record<string, keyof V & string> = {},
): Resolver<V, unknown, z.output<S>> {
  const request = z
    .custom<V>()
    .transform((values): unknown => toRequest(values))
    .pipe(schema as z.ZodType<z.output<S>, unknown>);
  const check = zodResolver(request) as unknown as Resolver<V, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await check(values, context, options);
    // The result's own errors object, rewritten in place: its type stays the resolver's.
    const errors = result.errors as Record<string, FieldError | undefined>;
    for (const [from, to] of Object.entries(renamed)) {
      if (errors[from] && !errors[to]) errors[to] = errors[from];
      delete errors[from];
    }
    for (const [field, words] of Object.entries(missing)) {
      if (errors[field] && words && isBlank(values[field])) errors[field] = { type: 'required', message: words };
    }
    return result;
  };
}

/** The request's phone fields from the phone field's value: none when no number was typed. */
export function phoneRequest(value: PhoneValue): { mobileCode?: string; mobileNumber?: string } {
  const { code, number } = phoneParts(value);
  return number ? { mobileCode: code, mobileNumber: number } : {};
}
