import type { Database } from './client';

/**
 * A statement built once per database handle instead of on every call: Drizzle keeps its SQL
 * text, and on PostgreSQL each connection parses and plans it once under its name. For the
 * statements every request runs (the session's); a pooler in transaction mode would need
 * named statements turned off.
 */
export function preparedPerDatabase<P>(prepare: (db: Database) => P): (db: Database) => P {
  const prepared = new WeakMap<Database, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
