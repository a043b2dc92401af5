import { z } from 'zod';
import { isCalendarDate } from '../calendar';

/** Every failure answers with the spec's envelope: status 0 and a message a person understands. */
export const ErrorResponse = z
  .object({
    status: z.literal(0),
    message: z.string(),
    /** The request field the message is about, when there is one. */
    field: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const OkResponse = z.object({ status: z.literal(1), message: z.string() });

/**
 * C0 control characters other than tab, newline and carriage return (which notes may hold).
 * PostgreSQL refuses NUL in text ('invalid byte sequence'), and none of the others belongs in a
 * name, a note or a query value: they are refused at the door with the field named.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}
export const controlCharacterMessage = (field: string) => `${field} contains a character that is not allowed.`;

/**
 * A text field whose errors name it: missing and wrong-type inputs read differently, and control
 * characters are refused before any other check. Every string of every request goes through this.
 */
/** The process is up; a load balancer's liveness check, whatever the database does. */
export const HealthResponse = z.object({ status: z.literal('ok') }).meta({ id: 'HealthResponse' });

/** A required text field whose errors name it: missing and wrong-type inputs read differently. */
export const text = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be text.`) })
    .refine((v) => !hasControlCharacter(v), { message: controlCharacterMessage(field), abort: true });

/** Optional free text with a length cap (the spec's unused query values, notes, labels). */
export const optionalText = (field: string, max = 200) =>
  text(field).max(max, `${field} must be at most ${max} characters.`).optional();

/** An optional choice from a list, where a blank value (as a form or a query sends it) means none. */
export const optionalChoice = <T extends z.ZodType<string, string>>(field: string, choice: T) =>
  text(field)
    .optional()
    .transform((v) => (v?.trim() ? v : undefined))
    .pipe(choice.optional());

/** Digits only, as typed in an input; length caps keep a 200-character value from going further. */
export const digits = (field: string, min: number, max: number) =>
  text(field)
    .trim()
    .min(min, `${field} must have at least ${min} digits.`)
    .max(max, `${field} must have at most ${max} digits.`)
    .regex(/^\d+$/, `${field} may contain digits only.`);

/** An id as a query string carries it: digits only, read as text. */
export const idText = (field: string) =>
  text(field)
    .trim()
    .regex(/^\d{1,9}$/, `${field} must be an id.`);

/** An id in a JSON body: a positive whole number, or the same digits as text (read as a number). */
export const idValue = (field: string) =>
  z.union([z.number().int().positive(), idText(field).transform(Number)], { error: `${field} must be an id.` });

/** The words of a date field's errors; the spec fixes some (e.g. 'Please select date.'). */
export interface DateWords {
  /** The field is absent. */
  missing?: string;
  /** Not 'yyyy-MM-dd'. */
  format?: string;
  /** 'yyyy-MM-dd' but no such day (2024-02-30). */
  unreal?: string;
}

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** The spec sometimes sends a day with a time ('yyyy-MM-DD HH:mm:ss'): only the day counts. */
const DAY_WITH_TIME_SHAPE = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/;

const dateText = (field: string, words: DateWords, shape: RegExp) => {
  const format = words.format ?? `${field} must be a date as yyyy-MM-DD.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? (words.missing ?? `${field} is required.`) : format) })
    .trim()
    .regex(shape, { message: format, abort: true });
};

/**
 * Every date field of every request: 'yyyy-MM-dd', a day that exists, the field named in the
 * message. Its `format: 'date'` shows in the OpenAPI document (and lets tests find date fields).
 */
export const calendarDate = (field: string, words: DateWords = {}) =>
  dateText(field, words, DAY_SHAPE)
    .refine(isCalendarDate, words.unreal ?? `${field} is not a real date.`)
    .meta({ format: 'date' });

/** A date that may carry a time of day, which is dropped: the result is the day, 'yyyy-MM-dd'. */
export const calendarDay = (field: string, words: DateWords = {}) =>
  dateText(field, words, DAY_WITH_TIME_SHAPE)
    .transform((v) => v.slice(0, 10))
    .pipe(calendarDate(field, words));
