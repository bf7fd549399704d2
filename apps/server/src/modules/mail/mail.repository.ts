import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail-outbox';

/** The outbox is global: mails go to people, and only the debug page of non-production stages reads it. */
export async function insertOutboxMail(db: Executor, mail: typeof mailOutbox.$inferInsert) {
  await db.insert(mailOutbox).values(mail);
}

export async function listOutboxMails(db: Executor, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
