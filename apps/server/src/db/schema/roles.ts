import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Global roles; their rights are reference data maintained by migrations. */
export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  rights: text('rights')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
