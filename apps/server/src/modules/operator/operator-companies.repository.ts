import { userTypes } from '@mobilo/contract';
import { and, asc, count, desc, eq, ilike, inArray, max, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/search-pattern';
import { companies } from '../../db/schema/companies';
import { periods } from '../../db/schema/periods';

export interface CompanyPageQuery {
  search?: string | undefined;
  userTypes?: string[] | undefined;
  countries?: string[] | undefined;
  /** EUR, CHF and OTHERS (every other currency). */
  currencies?: string[] | undefined;
  isTrial?: boolean | undefined;
  isInternal?: boolean | undefined;
  sortBy: 'name' | 'createdDate' | 'country' | 'currency' | 'usersCount';
  sortOrder: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

// Written out with table names: in a select from one table Drizzle leaves columns unqualified,
// and inside the subquery an unqualified "id" would be the subquery's own.
const usersCount = sql<number>`(select count(*)::int from users u where u.company_id = "companies"."id")`;
const periodsCount = sql<number>`(select count(*)::int from periods p where p.company_id = "companies"."id")`;
const latestPeriod = sql<
  string | null
>`(select max(p.period_string) from periods p where p.company_id = "companies"."id")`;

/** A company with what the operator's list and forms show beside its own columns. */
const companyView = { company: companies, usersCount, periodsCount, latestPeriod };

function currencyFilter(currencies: string[]): SQL | undefined {
  const named = currencies.filter((c) => c !== 'OTHERS');
  const parts = [
    named.length > 0 ? inArray(companies.currency, named) : undefined,
    currencies.includes('OTHERS') ? notInArray(companies.currency, ['EUR', 'CHF']) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return or(...parts);
}

function filtersOf(query: Omit<CompanyPageQuery, 'sortBy' | 'sortOrder' | 'limit' | 'offset'>): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : null;
  return and(
    pattern
      ? or(
          ilike(companies.name, pattern),
          sql`exists (select 1 from unnest(${companies.domains}) d where d ilike ${pattern})`,
          ilike(companies.reseller, pattern),
        )
      : undefined,
    query.userTypes?.length
      ? inArray(
          companies.defaultUserType,
          userTypes.filter((type) => query.userTypes!.includes(type)),
        )
      : undefined,
    query.countries?.length ? inArray(companies.country, query.countries) : undefined,
    query.currencies?.length ? currencyFilter(query.currencies) : undefined,
    query.isTrial === undefined ? undefined : eq(companies.isTrialAccount, query.isTrial),
    query.isInternal === undefined ? undefined : eq(companies.isInternal, query.isInternal),
  );
}

export async function listCompanyPage(db: Executor, query: CompanyPageQuery) {
  const where = filtersOf(query);
  const order = query.sortOrder === 'DESC' ? desc : asc;
  const sortColumn = {
    name: sql`lower(${companies.name})`,
    createdDate: companies.createdAt,
    country: companies.country,
    currency: companies.currency,
    usersCount,
  }[query.sortBy];
  const [rows, [total]] = await Promise.all([
    db
      .select(companyView)
      .from(companies)
      .where(where)
      .orderBy(order(sortColumn), asc(companies.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(companies).where(where),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

export type CompanyViewRow = Awaited<ReturnType<typeof listCompanyPage>>['rows'][number];

export async function findCompanyView(db: Executor, companyId: string): Promise<CompanyViewRow | null> {
  const [row] = await db.select(companyView).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** Locks the company row for a change that must see it unchanged until the commit. */
export async function lockCompany(db: Executor, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row ?? null;
}

/**
 * Names and domains are unique across companies; two operators creating companies at once must
 * not both pass the check, so the checks run under one transaction-scoped lock.
 */
export async function lockCompanyIdentities(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('companies.identity'))`);
}

export async function findCompanyByName(db: Executor, name: string, exceptId: string | null) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`lower(${companies.name}) = lower(${name})`, exceptId ? ne(companies.id, exceptId) : undefined))
    .limit(1);
  return row ?? null;
}

/** The first of `domains` another company already lists. */
export async function findTakenDomain(db: Executor, domains: string[], exceptId: string | null) {
  if (domains.length === 0) return null;
  const [row] = await db
    .select({ domain: sql<string>`d` })
    .from(sql`${companies}, unnest(${companies.domains}) d`)
    .where(
      and(
        sql`lower(d) in (${sql.join(
          domains.map((d) => sql`${d}`),
          sql`, `,
        )})`,
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row?.domain ?? null;
}

export async function latestPeriodOf(db: Executor, companyId: string) {
  const [row] = await db
    .select({ latest: max(periods.periodString) })
    .from(periods)
    .where(eq(periods.companyId, companyId));
  return row?.latest ?? null;
}
