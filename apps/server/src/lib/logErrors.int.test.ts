import { messages } from '@app/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/builders';
import { dbKinds } from '../test/db';

// Personal data as it would reach a query's parameters.
const NAME = 'Meera Iyer';
const PHONE = '+919812345678';
const TOKEN_HASH = 'f3c1e0a4b2d94c7e8a61b5d0c9e2f7a1b3c5d7e9f1a2b4c6d8e0f2a4b6c8d0e2';

describe.each(dbKinds())('a failed query in the logs, on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { LOG_LEVEL: 'error' }, logStream: { write: (line) => lines.push(line) } });
    const account = { phoneE164: PHONE, mobileCode: '91', mobileNumber: PHONE.slice(3) };
    // Test-only routes that fail inside the database the way a real call could.
    t.app.post('/test/duplicate-account', async () => {
      await t.database.db.insert(accounts).values(account).onConflictDoNothing();
      await t.database.db.insert(accounts).values(account);
    });
    t.app.get('/test/bad-input', async () => {
      await t.database.db.execute(sql`select ${TOKEN_HASH}::text, ${NAME}::int`);
    });
  });
  afterAll(async () => t?.close());

  const loggedError = async (method: 'GET' | 'POST', url: string) => {
    lines.length = 0;
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 0, message: messages.serverError });
    // Decimals (responseTime) left out: their digits may spell a number by chance.
    const text = lines.join('').replace(/\d+\.\d+/g, '');
    for (const value of [NAME, 'Meera', PHONE, PHONE.slice(3), TOKEN_HASH]) expect(text).not.toContain(value);
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry, text).toBeDefined();
    return entry.err as Record<string, unknown>;
  };

  it('keeps the statement, the code and the constraint, never the values or the detail', async () => {
    const err = await loggedError('POST', '/test/duplicate-account');
    expect(err).toMatchObject({ type: 'DatabaseError', code: '23505', constraint: 'accounts_phone_uq' });
    expect(err.query).toMatch(/^insert into "accounts"/);
    expect(err.query).toContain('$1');
    expect(err.message).toContain('accounts_phone_uq');
    expect(err).not.toHaveProperty('params');
    expect(err).not.toHaveProperty('detail');
    expect(String(err.stack)).toMatch(/^\s+at /);
  });

  it('hides the value a data error quotes in its message', async () => {
    const err = await loggedError('GET', '/test/bad-input');
    expect(err).toMatchObject({ type: 'DatabaseError', code: '22P02' });
    expect(err.message).toBe('invalid input syntax for type integer: "…"');
    expect(err).not.toHaveProperty('where');
  });
});
