import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyLicences } from '../../db/schema/company-licences';

export async function findCompanyLicences(db: Executor, companyId: string) {
  const [row] = await db.select().from(companyLicences).where(eq(companyLicences.companyId, companyId)).limit(1);
  return row ?? null;
}

export type CompanyLicencesRow = NonNullable<Awaited<ReturnType<typeof findCompanyLicences>>>;

export async function upsertCompanyLicences(
  db: Executor,
  companyId: string,
  licences: Omit<typeof companyLicences.$inferInsert, 'companyId' | 'updatedAt'>,
) {
  await db
    .insert(companyLicences)
    .values({ companyId, ...licences })
    // The same clock as the column's default on insert: the database's.
    .onConflictDoUpdate({ target: companyLicences.companyId, set: { ...licences, updatedAt: sql`now()` } });
}

export async function findLicencesOfCompanies(db: Executor, companyIds: string[]) {
  if (companyIds.length === 0) return [];
  return db.select().from(companyLicences).where(inArray(companyLicences.companyId, companyIds));
}
