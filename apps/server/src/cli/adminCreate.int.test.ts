import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { operators } from '../modules/admin/admin.schema';
import { dbKinds, openTestDatabase } from '../test/db';
import { adminCreate, main, parseAdminCreateArgs } from './adminCreate';

const captured = () => {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
};

describe('admin:create arguments', () => {
  it('takes a whole number with its country code and a name', () => {
    expect(parseAdminCreateArgs(['--phone', '+91 98765 43210', '--name', ' Asha Rao '])).toEqual({
      ok: true,
      phoneE164: '+919876543210',
      name: 'Asha Rao',
    });
  });

  it.each([
    [['--phone', '9876543210', '--name', 'Asha']],
    [['--phone', '+91123', '--name', 'Asha']],
    [['--phone', '+9198765abc10', '--name', 'Asha']],
  ])('refuses a malformed number %j', (argv) => {
    const parsed = parseAdminCreateArgs(argv);
    expect(parsed).toMatchObject({ ok: false, message: expect.stringContaining('is not a valid phone number') });
  });

  it('refuses a missing option or an unknown one', () => {
    expect(parseAdminCreateArgs(['--phone', '+919876543210'])).toMatchObject({ ok: false });
    expect(parseAdminCreateArgs(['--phone', '+919876543210', '--name', 'A', '--role', 'x'])).toMatchObject({
      ok: false,
    });
  });

  it('exits 1 on a malformed number before opening any database', async () => {
    const { lines, out } = captured();
    expect(await main(['--phone', 'not-a-number', '--name', 'Asha'], out)).toBe(1);
    expect(lines.error.join('\n')).toContain("'not-a-number' is not a valid phone number");
  });
});

describe.each(dbKinds())('admin:create on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('creates an owner, and says it exists when run again for the same number', async () => {
    const first = captured();
    expect(await adminCreate(['--phone', '+919876543210', '--name', 'Asha Rao'], database.db, first.out)).toBe(0);
    expect(first.lines.log.join('\n')).toMatch(/^Created owner #\d+ Asha Rao \(\+919876543210\)/);

    const second = captured();
    expect(await adminCreate(['--phone', '+919876543210', '--name', 'Someone Else'], database.db, second.out)).toBe(0);
    expect(second.lines.log.join('\n')).toContain('+919876543210 already belongs to operator');
    expect(second.lines.log.join('\n')).toContain('nothing changed');

    const rows = await database.db.select().from(operators);
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Asha Rao', role: 'owner', createdBy: null, retiredAt: null }),
    ]);
  });

  it('refuses a malformed number with exit code 1 and writes nothing', async () => {
    const { lines, out } = captured();
    expect(await adminCreate(['--phone', '+9112', '--name', 'Ravi'], database.db, out)).toBe(1);
    expect(lines.error).toHaveLength(1);
    const rows = await database.db.select().from(operators);
    expect(rows.map((r) => r.name)).not.toContain('Ravi');
  });
});
