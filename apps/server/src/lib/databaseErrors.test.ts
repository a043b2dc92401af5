import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailableCause } from './databaseErrors';

/** An error as the PostgreSQL server reports it (pg's DatabaseError with its SQLSTATE). */
function serverError(code: string, message: string) {
  const e = new pg.DatabaseError(message, 0, 'error');
  e.code = code;
  return e;
}

/** A socket error as Node reports it. */
function socketError(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

/** How drizzle hands a failed query to the route (the parameters are personal data). */
const fromDrizzle = (cause: Error) =>
  new DrizzleQueryError('select "id" from "accounts" where "phone_e164" = $1', ['+919000000001'], cause);

describe('which errors mean the database is away', () => {
  it.each([
    [
      'an administrator ended the backend (57P01)',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a crash (57P02)', serverError('57P02', 'terminating connection because of crash of another server process')],
    ['the server is starting up (57P03)', serverError('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', serverError('08006', 'connection failure')],
    ['too many connections (53300)', serverError('53300', 'sorry, too many clients already')],
    [
      'connections to the database are not allowed',
      serverError('55000', 'database "childhealth" is not currently accepting connections'),
    ],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long for a connection', new Error('timeout exceeded when trying to connect')],
  ])('%s', (_name, error) => {
    expect(databaseUnavailableCause(error)).toBe(error);
    // drizzle wraps it: the cause is found, and it is the driver's error, not the one naming the query.
    expect(databaseUnavailableCause(fromDrizzle(error))).toBe(error);
  });

  it.each([
    ['a unique violation (23505)', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', serverError('42601', 'syntax error at or near "selec"')],
    ['another 55000 (object not in prerequisite state)', serverError('55000', 'cannot do that now')],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('not %s', (_name, error) => {
    expect(databaseUnavailableCause(error)).toBeUndefined();
    expect(databaseUnavailableCause(fromDrizzle(error))).toBeUndefined();
  });

  it('is not fooled by something that is not an error', () => {
    expect(databaseUnavailableCause(undefined)).toBeUndefined();
    expect(databaseUnavailableCause({ code: 'ECONNREFUSED' })).toBeUndefined();
  });
});
