import type { Db } from './client';

/**
 * One of a thing per database handle, made at the first ask and kept while the handle lives (a
 * WeakMap: a closed test database lets it go). What else the first caller passes (a clock) is the
 * one every later caller shares.
 */
export function perDatabase<T, Args extends unknown[]>(
  make: (db: Db, ...args: Args) => T,
): (db: Db, ...args: Args) => T {
  const made = new WeakMap<Db, T>();
  return (db, ...args) => {
    let thing = made.get(db);
    if (thing === undefined) {
      thing = make(db, ...args);
      made.set(db, thing);
    }
    return thing;
  };
}

/**
 * A statement asked on (nearly) every request, built once per database: drizzle assembles its SQL
 * once, and PostgreSQL parses and plans it once per connection (a named prepared statement), so a
 * call sends only its values. Build it with `sql.placeholder` for each value and `.prepare(name)`
 * with a name no other statement uses.
 */
export const preparedPerDb = <Statement>(build: (db: Db) => Statement): ((db: Db) => Statement) => perDatabase(build);
