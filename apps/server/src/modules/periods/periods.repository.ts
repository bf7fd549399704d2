import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { periods } from '../../db/schema/periods';

export type PeriodRow = typeof periods.$inferSelect;

/** Adds the missing periods; existing ones are left as they are. */
export async function insertMissingPeriods(db: Executor, companyId: string, periodStrings: string[]): Promise<number> {
  if (periodStrings.length === 0) return 0;
  const inserted = await db
    .insert(periods)
    .values(periodStrings.map((periodString) => ({ companyId, periodString })))
    .onConflictDoNothing()
    .returning({ id: periods.id });
  return inserted.length;
}

export async function listPeriodRows(db: Executor, companyId: string, until?: string): Promise<PeriodRow[]> {
  return db
    .select()
    .from(periods)
    .where(and(eq(periods.companyId, companyId), until ? lte(periods.periodString, until) : undefined))
    .orderBy(asc(periods.periodString));
}

export async function findPeriodRow(db: Executor, companyId: string, periodString: string): Promise<PeriodRow | null> {
  const [row] = await db
    .select()
    .from(periods)
    .where(and(eq(periods.companyId, companyId), eq(periods.periodString, periodString)));
  return row ?? null;
}

export async function findPeriodRowsByStrings(
  db: Executor,
  companyId: string,
  periodStrings: string[],
): Promise<PeriodRow[]> {
  if (periodStrings.length === 0) return [];
  return db
    .select()
    .from(periods)
    .where(and(eq(periods.companyId, companyId), inArray(periods.periodString, periodStrings)));
}

export async function findReopenWindowDays(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ days: companies.reopenWindowDays })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.days ?? 14;
}

/** The period row, locked until the transaction ends, so that two state changes queue. */
export async function lockPeriodRow(db: Executor, companyId: string, periodString: string): Promise<PeriodRow | null> {
  const [row] = await db
    .select()
    .from(periods)
    .where(and(eq(periods.companyId, companyId), eq(periods.periodString, periodString)))
    .for('update');
  return row ?? null;
}

export type PeriodStateValues = Partial<
  Pick<PeriodRow, 'isClosed' | 'closedAt' | 'isInvoiced' | 'invoicedAt' | 'taxStatus'>
>;

export async function updatePeriodRow(
  db: Executor,
  companyId: string,
  periodId: string,
  values: PeriodStateValues,
): Promise<PeriodRow> {
  const [row] = await db
    .update(periods)
    .set(values)
    .where(and(eq(periods.companyId, companyId), eq(periods.id, periodId)))
    .returning();
  return row!;
}

/**
 * The period row with a shared lock: changes to one expense of the period take it, so they wait
 * for a running invoice (which holds the row exclusively) and then see its result.
 */
export async function findPeriodRowShared(
  db: Executor,
  companyId: string,
  by: { periodString: string } | { periodId: string },
): Promise<PeriodRow | null> {
  const match = 'periodId' in by ? eq(periods.id, by.periodId) : eq(periods.periodString, by.periodString);
  const [row] = await db
    .select()
    .from(periods)
    .where(and(eq(periods.companyId, companyId), match))
    .for('share');
  return row ?? null;
}

export async function updateTaxStatus(
  db: Executor,
  companyId: string,
  periodId: string,
  taxStatus: PeriodRow['taxStatus'],
): Promise<void> {
  await db
    .update(periods)
    .set({ taxStatus })
    .where(and(eq(periods.companyId, companyId), eq(periods.id, periodId)));
}
