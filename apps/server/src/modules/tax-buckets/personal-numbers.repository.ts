import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

/** What decides which personal numbers the company accepts. */
export async function findPersonalNumberSettings(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      consultantNumber: companies.consultantNumber,
      clientNumber: companies.clientNumber,
      alphanumericPersonalNumbers: companies.alphanumericPersonalNumbers,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** Every personal number the company's users hold (to compare by DATEV's key, not by text). */
export async function listPersonalNumbers(db: Executor, companyId: string) {
  return db
    .select({ id: users.id, personalNumber: users.personalNumber })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNotNull(users.personalNumber)));
}
