import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { companySsoConfigs } from '../../db/schema/sso';

export async function findCompanyStyle(db: Executor, companyId: string): Promise<unknown> {
  const [row] = await db.select({ style: companies.style }).from(companies).where(eq(companies.id, companyId));
  return row?.style ?? null;
}

export async function updateCompanyStyle(db: Executor, companyId: string, style: unknown): Promise<void> {
  await db.update(companies).set({ style }).where(eq(companies.id, companyId));
}

export type CompanyInsert = typeof companies.$inferInsert;

export async function insertCompany(db: Executor, values: CompanyInsert): Promise<string> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  return row!.id;
}

export async function updateCompany(db: Executor, companyId: string, values: Partial<CompanyInsert>): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}

export async function findCompany(db: Executor, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** Every company by name: the operator's and support's picking list, the one list across companies. */
export async function listCompanyOptions(db: Executor) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}

/**
 * Whether the company signs its users in through its own provider. The configuration belongs to
 * the single sign-on module; whether one exists is a fact of the company that accounts decide by.
 */
export async function companyHasSso(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companySsoConfigs.companyId })
    .from(companySsoConfigs)
    .where(and(eq(companySsoConfigs.companyId, companyId), eq(companySsoConfigs.provider, 'MICROSOFT')))
    .limit(1);
  return row !== undefined;
}
