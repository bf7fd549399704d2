import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Global, operator-managed reasons for rejecting an expense, ranked and bilingual. */
export const rejectReasons = pgTable('reject_reasons', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  descriptionEn: text('description_en').notNull(),
  descriptionDe: text('description_de').notNull(),
  active: boolean('active').notNull().default(true),
  ranking: integer('ranking').notNull(),
});
