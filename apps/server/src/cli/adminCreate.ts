/**
 * `npm run admin:create -- --phone +919876543210 --name "Asha Rao"`: makes an owner of the back
 * office in the configured database (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set),
 * migrating it first as the server does at start. The first owner can only come from here; owners
 * add everyone else in the back office (decision 0050). Running it again for the same number
 * changes nothing and says so.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { checkE164 } from '@app/contract/phone';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/client';
import { openDatabase } from '../db/client';
import { createOperator } from '../modules/admin';

const USAGE = 'Usage: npm run admin:create -- --phone +919876543210 --name "Asha Rao"';

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

type Parsed = { ok: true; phoneE164: string; name: string } | { ok: false; message: string };

/** The command line's options, checked before any database is opened. */
export function parseAdminCreateArgs(argv: string[]): Parsed {
  let values: { phone?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { phone: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (e) {
    return { ok: false, message: `${(e as Error).message}\n${USAGE}` };
  }
  const name = values.name?.trim() ?? '';
  if (!values.phone || !name) return { ok: false, message: `Both --phone and --name are needed.\n${USAGE}` };
  if (name.length > 80) return { ok: false, message: 'The name is too long (80 characters at most).' };
  const phone = checkE164(values.phone);
  if (!phone.ok) {
    return {
      ok: false,
      message: `'${values.phone}' is not a valid phone number: give it whole with its country code, e.g. +919876543210.`,
    };
  }
  return { ok: true, phoneE164: phone.e164, name };
}

/** Creates the owner in `db` (already migrated); the exit code: 0 made or already there, 1 refused. */
export async function adminCreate(argv: string[], db: Db, out: Output): Promise<number> {
  const args = parseAdminCreateArgs(argv);
  if (!args.ok) {
    out.error(args.message);
    return 1;
  }
  await createOwner(args, db, out);
  return 0;
}

async function createOwner(args: { phoneE164: string; name: string }, db: Db, out: Output) {
  const result = await createOperator({ db }, { ...args, role: 'owner', createdBy: null });
  const { operator } = result;
  if (result.created) {
    out.log(
      `Created owner #${operator.id} ${operator.name} (${operator.phoneE164}): they sign in to the back office with an OTP.`,
    );
    return;
  }
  const retired = operator.retiredAt ? ', retired' : '';
  out.log(
    `${operator.phoneE164} already belongs to operator #${operator.id} ${operator.name} (${operator.role}${retired}); nothing changed.`,
  );
}

/** The process: configuration, the database as the server opens it, migrations, then adminCreate. */
export async function main(argv: string[], out: Output = console): Promise<number> {
  // A malformed number is refused before the database is opened (or its folder locked).
  const args = parseAdminCreateArgs(argv);
  if (!args.ok) {
    out.error(args.message);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await createOwner(args, database.db, out);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e) => {
      console.error(e instanceof ConfigError ? e.message : e);
      process.exitCode = 1;
    },
  );
}
