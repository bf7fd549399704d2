import { type SQL, eq, sql } from 'drizzle-orm';
import { integer, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * Optimistic concurrency in SQL (docs/adr/0022). An editable table gets the column with one line,
 * `version: versionColumn()`, and every change of what its screens show raises it in the same
 * UPDATE (`...nextVersion(table)`); a write that names the version it read adds
 * `versionIs(table, expected)` to its WHERE, so that of two simultaneous writes of one version only
 * the first changes a row.
 */
export const versionColumn = () => integer('version').notNull().default(1);

/** The SET part that raises the version. */
export function nextVersion(table: { version: PgColumn }): { version: SQL } {
  return { version: sql`${table.version} + 1` };
}

/** The WHERE part of a write that names the version it read; nothing when it names none. */
export function versionIs(table: { version: PgColumn }, expected: number | undefined): SQL | undefined {
  return expected === undefined ? undefined : eq(table.version, expected);
}
