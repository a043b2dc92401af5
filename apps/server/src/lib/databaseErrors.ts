import { messages } from '@app/contract/messages';
import { AppError } from './errors';

/** How long a client is asked to wait when the database is away (a restart or failover takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs that say "the database is not there right now", not "this query is wrong": class 08
 * (connection exception) is matched by prefix; these are the rest.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: an administrator or a restart ended the backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

/** Socket errors of the connection to the database server. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/, // the pool's connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  // ALTER DATABASE … ALLOW_CONNECTIONS false answers 55000, a code other failures share.
  /is not currently accepting connections/,
];

/**
 * The error (or the cause in its chain: drizzle wraps the driver's error) that shows the
 * database is unreachable, or undefined when `err` is something else.
 */
export function databaseUnavailableCause(err: unknown): Error | undefined {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code))) return e;
    if (typeof code === 'string' && UNAVAILABLE_NODE_CODES.has(code)) return e;
    const { message } = e;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return e;
  }
  return undefined;
}

/** The 503 a request gets while the database is away (plugins/errors.ts maps every error in one place). */
export const databaseUnavailable = () =>
  new AppError(503, messages.databaseUnavailable, undefined, DATABASE_RETRY_AFTER_SECONDS);

/** PostgreSQL's unique_violation, as both drivers report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } } | undefined;
  return err?.code === '23505' || err?.cause?.code === '23505';
}
