import { DrizzleQueryError } from 'drizzle-orm/errors';
import { mappedStack } from './stackTraces';

/**
 * PostgreSQL error fields that name schema objects, never a row's values. Left out on purpose:
 * `detail` ("Key (phone)=(+91…) already exists"), `where` ("unnamed portal parameter $1 = '…'"),
 * `hint` and `internalQuery`, which can all repeat values.
 */
const SAFE_DB_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

type PgLikeError = Error & Partial<Record<(typeof SAFE_DB_FIELDS)[number], string>>;

const isPgError = (e: unknown): e is PgLikeError =>
  e instanceof Error &&
  typeof (e as PgLikeError).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((e as PgLikeError).code ?? '');

/** The call frames of a stack, without its first lines (which repeat the message). */
const framesOf = (stack: string | undefined) =>
  mappedStack(stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * Data exceptions (SQLSTATE class 22: "invalid input syntax for type integer: "Meera"") quote
 * the value that failed; other classes quote only names (constraints, columns, relations).
 */
const messageOf = (e: PgLikeError) => (e.code?.startsWith('22') ? e.message.replace(/"[^"]*"/g, '"…"') : e.message);

/**
 * A failed query: the statement (with $1 placeholders) and what PostgreSQL said, never the
 * parameters. Drizzle's own message and stack carry "params: …", so neither is used.
 */
function databaseError(e: DrizzleQueryError | PgLikeError) {
  const query = e instanceof DrizzleQueryError ? e.query : undefined;
  const pg = e instanceof DrizzleQueryError ? e.cause : e;
  const out: Record<string, unknown> = { type: 'DatabaseError', query, message: '' };
  if (isPgError(pg)) {
    for (const key of SAFE_DB_FIELDS) if (pg[key] !== undefined) out[key] = pg[key];
    out.message = messageOf(pg);
  } else if (pg instanceof Error) {
    // A driver failure (a dropped connection) rather than PostgreSQL's answer: no row in it.
    out.message = pg.message;
  }
  out.stack = framesOf(e.stack);
  return out;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * pino's `err` serializer for the whole app: pino's standard one copies every enumerable field
 * (drizzle's `params`: names, phone numbers, token hashes) into the log. This one logs a failed
 * query as its statement, SQLSTATE code and message, and any other error as pino would, with
 * causes serialized the same way.
 */
export function serializeError(err: Error): SerializedError {
  return serialize(err, 0) as SerializedError;
}

function serialize(err: unknown, depth: number): unknown {
  if (!(err instanceof Error)) return err;
  if (err instanceof DrizzleQueryError || isPgError(err)) return databaseError(err);
  const out: Record<string, unknown> = { type: err.constructor?.name ?? err.name, message: err.message };
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'cause') out[key] = value instanceof Error ? serialize(value, depth + 1) : value;
  }
  out.stack = mappedStack(err.stack ?? '');
  if (err.cause !== undefined && depth < 5) out.cause = serialize(err.cause, depth + 1);
  return out;
}
