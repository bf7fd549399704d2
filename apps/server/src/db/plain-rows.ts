import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Rows as plain objects keyed by the query's column aliases, without drizzle's per-field
 * mapping. Only for the few reads of tens of thousands of rows (the audit list), where that
 * mapping cost more than the query. Both drivers hand back `{ rows }`; the query itself must
 * return every value in its final form (text for timestamps, dates and numerics), because
 * PGlite and node-postgres parse some types differently.
 */
export async function plainRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `expression as "key"` for each field, so the rows come back keyed like a drizzle select. */
export function selectList(fields: Record<string, SQLWrapper>): SQL {
  return sql.join(
    Object.entries(fields).map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/** A timestamp as the contract's ISO text, milliseconds cut as Date#toISOString does. */
export function isoText(column: PgColumn): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Dates and numerics as text, as drizzle's string modes read them. */
export function asText(column: PgColumn): SQL {
  return sql`${column}::text`;
}
