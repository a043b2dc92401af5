import type { Db } from './client';

/**
 * A statement asked on (nearly) every request, built once per database: drizzle assembles its SQL
 * once, and PostgreSQL parses and plans it once per connection (a named prepared statement), so a
 * call sends only its values. Build it with `sql.placeholder` for each value and `.prepare(name)`
 * with a name no other statement uses.
 */
export function preparedPerDb<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
