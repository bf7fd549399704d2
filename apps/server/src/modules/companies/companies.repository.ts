import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/companies';

export async function findCompany(db: Executor, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;
