import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './logErrors';

const pgError = () =>
  Object.assign(new Error('duplicate key value violates unique constraint "accounts_phone_uq"'), {
    code: '23505',
    severity: 'ERROR',
    constraint: 'accounts_phone_uq',
    detail: 'Key (phone_e164)=(+919812345678) already exists.',
  });

describe('serializeError', () => {
  it('logs a failed query wrapped in another error without its parameters', () => {
    const failed = new DrizzleQueryError('insert into "accounts" values ($1)', ['+919812345678'], pgError());
    const wrapped = Object.assign(new Error('booking failed', { cause: failed }), { orderId: 7 });
    const out = serializeError(wrapped);
    expect(out).toMatchObject({ type: 'Error', message: 'booking failed', orderId: 7 });
    expect(out.cause).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      query: 'insert into "accounts" values ($1)',
    });
    expect(JSON.stringify(out)).not.toContain('9812345678');
  });

  it('logs other errors as pino would: type, message, stack and their own fields', () => {
    const out = serializeError(Object.assign(new TypeError('bad'), { statusCode: 502 }));
    expect(out).toMatchObject({ type: 'TypeError', message: 'bad', statusCode: 502 });
    expect(out.stack).toContain('TypeError: bad');
  });
});
