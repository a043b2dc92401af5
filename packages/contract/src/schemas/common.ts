import { z } from 'zod';

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

/** The process is up; a load balancer's liveness check, whatever the database does. */
export const HealthResponse = z.object({ status: z.literal('ok') }).meta({ id: 'HealthResponse' });

/** A required text field whose errors name it: missing and wrong-type inputs read differently. */
export const text = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required.` : `${field} must be text.`) });

/** Digits only, as typed in an input; length caps keep a 200-character value from going further. */
export const digits = (field: string, min: number, max: number) =>
  text(field)
    .trim()
    .min(min, `${field} must have at least ${min} digits.`)
    .max(max, `${field} must have at most ${max} digits.`)
    .regex(/^\d+$/, `${field} may contain digits only.`);

/** An id as a query string carries it: digits only, read as text. */
export const idText = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `${field} must be an id.`);

/** An id in a JSON body: a positive whole number, or the same digits as text (read as a number). */
export const idValue = (field: string) =>
  z.union([z.number().int().positive(), idText(field).transform(Number)], { error: `${field} must be an id.` });
