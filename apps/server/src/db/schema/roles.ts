import { sql } from 'drizzle-orm';
import type { Right, RoleName } from '@mobilo/contract';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Global roles; their rights are reference data maintained by migrations. */
export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').$type<RoleName>().notNull().unique(),
  rights: text('rights')
    .array()
    .$type<Right[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
});
