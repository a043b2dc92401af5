/**
 * `npm run db:migrate`, `npm run db:seed`, `npm run db:reset`. Seeding imports the reference data
 * and, when config.DEMO_DATA says so, the demo data.
 * The reset wipes every table, so it runs only with CONFIRM_DB_RESET=yes (design §4.10).
 */
import { ConfigError, loadConfig } from '../config';
import { systemClock } from '../lib/clock';
import { openDatabase } from './client';
import { dropEverything, seed } from './seed';

const command = process.argv[2];
const run = async () => {
  const config = loadConfig();
  if (command === 'reset' && process.env.CONFIRM_DB_RESET !== 'yes') {
    console.error('db:reset deletes every table and all data. Run it again with CONFIRM_DB_RESET=yes to go ahead.');
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase(config);
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  try {
    if (command === 'migrate') {
      await database.migrate();
      console.log(`Migrated ${where}.`);
    } else if (command === 'seed') {
      await database.migrate();
      await seed(database.db, systemClock.now(), { demo: config.DEMO_DATA });
      console.log(`Seeded ${where} with reference data${config.DEMO_DATA ? ' and demo data' : ' (DEMO_DATA is off)'}.`);
    } else if (command === 'reset') {
      await dropEverything(database.db);
      await database.migrate();
      await seed(database.db, systemClock.now(), { demo: config.DEMO_DATA });
      console.log(`Reset, migrated and seeded ${where}${config.DEMO_DATA ? ' (with demo data)' : ''}.`);
    } else {
      console.error('Usage: cli.ts migrate | seed | reset');
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
};

run().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exitCode = 1;
});
