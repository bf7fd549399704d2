import { and, asc, between, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ExpenseStatus } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { lockExpenseRowOf, selectExpenseRows } from '../../db/expense-rows';
import { listAuditEvents, recordAuditEventPerRow } from '../../platform/audit-log';
import { expenseFiles, expenses } from '../../db/schema/expenses';
import { payrollExpenseResults } from '../../db/schema/payroll-results';
import { periods } from '../../db/schema/periods';
import { nextVersion, versionIs } from '../../db/row-version';

export type ExpenseValues = Omit<typeof expenses.$inferInsert, 'id' | 'companyId' | 'version'>;
export type ExpenseFileRow = typeof expenseFiles.$inferSelect;
/** What presenting a receipt needs of its row. */
export type PresentableFile = Pick<
  ExpenseFileRow,
  'id' | 'expenseId' | 'originalName' | 'mimeType' | 'size' | 'sha256'
>;

export type ExpenseRow = Awaited<ReturnType<typeof findExpenseRow>> & {};

export async function findExpenseRow(db: Executor, companyId: string, expenseId: string) {
  const [row] = await selectExpenseRows(db).where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)));
  return row ?? null;
}

/** The receipts of the expense in the same row, oldest first, with what presenting them needs. */
const presentableFiles = sql<PresentableFile[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${expenseFiles.id}, 'expenseId', ${expenseFiles.expenseId}, 'originalName', ${expenseFiles.originalName},
    'mimeType', ${expenseFiles.mimeType}, 'size', ${expenseFiles.size}, 'sha256', ${expenseFiles.sha256}
  ) order by ${expenseFiles.createdAt})
  from ${expenseFiles}
  where ${expenseFiles.companyId} = ${expenses.companyId} and ${expenseFiles.expenseId} = ${expenses.id}
), '[]'::json)`;

/** One expense with its receipts: a single statement for the read of one expense. */
export async function findExpenseRowWithFiles(db: Executor, companyId: string, expenseId: string) {
  const [row] = await selectExpenseRows(db, { files: presentableFiles }).where(
    and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)),
  );
  return row ?? null;
}

/** The expense with its row locked for the change that follows in the same transaction. */
export async function lockExpenseRow(db: Executor, companyId: string, expenseId: string) {
  return lockExpenseRowOf(db, companyId, expenseId);
}

/**
 * The expense locked for a change (FOR UPDATE) and its period under a shared lock (FOR SHARE), in
 * one statement: an invoice running at the same time is either seen in `period` or waits for the
 * change. Drizzle writes one locking clause; the second is passed in its `of` list.
 */
export async function lockExpenseWithPeriod(db: Executor, companyId: string, expenseId: string) {
  const ofBoth = sql`${expenses} for share of ${periods}` as unknown as typeof expenses;
  const [row] = await selectExpenseRows(db)
    .where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)))
    .for('update', { of: ofBoth });
  return row ?? null;
}

export async function listExpenseRows(
  db: Executor,
  companyId: string,
  filter: { userId: string; periodString?: string },
) {
  return selectExpenseRows(db)
    .where(
      and(
        eq(expenses.companyId, companyId),
        eq(expenses.userId, filter.userId),
        filter.periodString ? eq(periods.periodString, filter.periodString) : undefined,
      ),
    )
    .orderBy(desc(expenses.date), desc(expenses.createdAt));
}

/** Every expense of the company dated within the days, for the company data export. */
export async function listCompanyExpenseRowsBetween(db: Executor, companyId: string, from: string, to: string) {
  return selectExpenseRows(db)
    .where(and(eq(expenses.companyId, companyId), between(expenses.date, from, to)))
    .orderBy(asc(expenses.date), asc(expenses.createdAt));
}

export async function insertExpense(
  db: Executor,
  companyId: string,
  values: ExpenseValues & { id?: string },
): Promise<string> {
  const [row] = await db
    .insert(expenses)
    .values({ ...values, companyId })
    .returning({ id: expenses.id });
  return row!.id;
}

/** Inserts the expense and writes its audit event in the same statement; answers its id. */
export async function insertExpenseAudited(
  db: Executor,
  companyId: string,
  values: ExpenseValues,
  event: { actorId: string; action: string; data: Record<string, unknown> },
): Promise<string> {
  const inserted = db.$with('inserted').as(
    db
      .insert(expenses)
      .values({ ...values, companyId })
      .returning({ id: expenses.id }),
  );
  const [id] = await recordAuditEventPerRow(db, companyId, inserted, { ...event, subjectType: 'expense' });
  return id!;
}

/** Changes the expense and raises its version; with `readVersion` only if that is still its version. Answers whether it changed. */
export async function updateExpense(
  db: Executor,
  companyId: string,
  expenseId: string,
  values: Partial<ExpenseValues>,
  readVersion?: number,
): Promise<boolean> {
  const changed = await db
    .update(expenses)
    .set({ ...values, ...nextVersion(expenses) })
    .where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId), versionIs(expenses, readVersion)))
    .returning({ id: expenses.id });
  return changed.length > 0;
}

/**
 * Changes the expense, raises its version and writes the change's audit event, in one statement.
 * Answers whether it changed (it is not there in another company).
 */
export async function updateExpenseAudited(
  db: Executor,
  companyId: string,
  expenseId: string,
  values: Partial<ExpenseValues>,
  event: { actorId: string; action: string; data: Record<string, unknown> },
): Promise<boolean> {
  const changed = db.$with('changed').as(
    db
      .update(expenses)
      .set({ ...values, ...nextVersion(expenses) })
      .where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)))
      .returning({ id: expenses.id }),
  );
  const ids = await recordAuditEventPerRow(db, companyId, changed, { ...event, subjectType: 'expense' });
  return ids.length > 0;
}

export async function deleteExpenseRow(db: Executor, companyId: string, expenseId: string) {
  await db.delete(expenses).where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)));
}

export async function listFileRows(db: Executor, companyId: string, expenseIds: string[]): Promise<ExpenseFileRow[]> {
  if (expenseIds.length === 0) return [];
  return db
    .select()
    .from(expenseFiles)
    .where(and(eq(expenseFiles.companyId, companyId), inArray(expenseFiles.expenseId, expenseIds)))
    .orderBy(asc(expenseFiles.createdAt));
}

export async function insertFileRow(
  db: Executor,
  companyId: string,
  values: Omit<typeof expenseFiles.$inferInsert, 'companyId'>,
) {
  await db.insert(expenseFiles).values({ ...values, companyId });
}

/**
 * Replaces the expense's receipt rows by one, in one statement: answers the new row and the
 * storage keys of the rows it replaced, to delete after the commit.
 */
export async function replaceFileRows(
  db: Executor,
  companyId: string,
  values: Omit<typeof expenseFiles.$inferInsert, 'companyId'>,
): Promise<{ file: ExpenseFileRow; replacedKeys: string[] }> {
  const removed = db.$with('removed').as(
    db
      .delete(expenseFiles)
      .where(and(eq(expenseFiles.companyId, companyId), eq(expenseFiles.expenseId, values.expenseId)))
      .returning({ storageKey: expenseFiles.storageKey }),
  );
  const [row] = await db
    .with(removed)
    .insert(expenseFiles)
    .values({ ...values, companyId })
    .returning({
      ...getTableColumns(expenseFiles),
      replacedKeys: sql<string[]>`(select coalesce(array_agg(${removed.storageKey}), '{}') from ${removed})`,
    });
  const { replacedKeys, ...file } = row!;
  return { file, replacedKeys };
}

/** Removes the expense's file rows and answers their storage keys, to delete after the commit. */
export async function deleteFileRows(db: Executor, companyId: string, expenseId: string): Promise<string[]> {
  const rows = await db
    .delete(expenseFiles)
    .where(and(eq(expenseFiles.companyId, companyId), eq(expenseFiles.expenseId, expenseId)))
    .returning({ storageKey: expenseFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

export function listExpenseAuditRows(db: Executor, companyId: string, expenseId: string) {
  return listAuditEvents(db, companyId, 'expense', expenseId);
}

/** The sum of the user's receipt-less expenses billed in the period, in the company currency. */
export async function sumReceiptLessOfPeriod(
  db: Executor,
  companyId: string,
  userId: string,
  periodString: string,
): Promise<string> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${expenses.cost}), 0)::text` })
    .from(expenses)
    .innerJoin(periods, and(eq(periods.id, expenses.periodId), eq(periods.companyId, expenses.companyId)))
    .where(
      and(
        eq(expenses.companyId, companyId),
        eq(expenses.userId, userId),
        eq(expenses.receiptLess, true),
        eq(periods.periodString, periodString),
      ),
    );
  return row?.sum ?? '0';
}

/** The ids of the period's receipt-less expenses. */
export async function listReceiptLessIdsOfPeriod(db: Executor, companyId: string, periodId: string) {
  const rows = await db
    .select({ id: expenses.id })
    .from(expenses)
    .where(and(eq(expenses.companyId, companyId), eq(expenses.periodId, periodId), eq(expenses.receiptLess, true)));
  return rows.map((row) => row.id);
}

/** The statuses an expense has once its owner handed it in: what reviewers see of a period. */
const reviewStatuses: ExpenseStatus[] = ['SUBMITTED', 'REJECTED', 'INVOICED'];

/** The period's handed-in expenses, oldest billing date first. */
export async function listPeriodReviewRows(db: Executor, companyId: string, periodId: string) {
  return selectExpenseRows(db)
    .where(
      and(eq(expenses.companyId, companyId), eq(expenses.periodId, periodId), inArray(expenses.status, reviewStatuses)),
    )
    .orderBy(asc(expenses.date), asc(expenses.createdAt), asc(expenses.id));
}

/** Per period of the company: how many expenses exist, how many are billable and how many of those are checked. */
export async function countExpensesByPeriod(db: Executor, companyId: string) {
  const billable = sql`${expenses.status} in ('SUBMITTED', 'INVOICED')`;
  return db
    .select({
      periodId: expenses.periodId,
      total: sql<number>`count(*)::int`,
      billable: sql<number>`(count(*) filter (where ${billable}))::int`,
      checked: sql<number>`(count(*) filter (where ${billable} and ${expenses.isChecked}))::int`,
    })
    .from(expenses)
    .where(eq(expenses.companyId, companyId))
    .groupBy(expenses.periodId);
}

/**
 * Moves every expense of the period in status `from` to `to` in one UPDATE and writes one audit
 * event per changed expense in the same statement, so a period of any size costs one round trip.
 * Answers the ids of the changed expenses.
 */
export async function changePeriodExpenseStatus(
  db: Executor,
  companyId: string,
  change: {
    periodId: string;
    from: ExpenseStatus;
    to: ExpenseStatus;
    actorId: string;
    action: string;
    data: Record<string, unknown>;
    at: Date;
  },
): Promise<string[]> {
  const changed = db.$with('changed').as(
    db
      .update(expenses)
      .set({ status: change.to, ...nextVersion(expenses) })
      .where(
        and(
          eq(expenses.companyId, companyId),
          eq(expenses.periodId, change.periodId),
          eq(expenses.status, change.from),
        ),
      )
      .returning({ id: expenses.id }),
  );
  return recordAuditEventPerRow(db, companyId, changed, {
    actorId: change.actorId,
    action: change.action,
    subjectType: 'expense',
    data: change.data,
    at: change.at,
  });
}

/** What an expense list shows as its tax info: the category the invoice froze for the period. */
export async function setTaxInfoFromFrozenResults(db: Executor, companyId: string, periodId: string) {
  await db.execute(sql`
    update ${expenses} set is_tax_free = (r.category = 'TAX_FREE'), has_tax_info = true
    from ${payrollExpenseResults} r
    where r.expense_id = ${expenses.id} and r.company_id = ${companyId} and r.period_id = ${periodId}
      and ${expenses.companyId} = ${companyId}`);
}

/** The period's expenses lose the tax info of a freeze that is undone. */
export async function clearTaxInfo(db: Executor, companyId: string, periodId: string) {
  await db
    .update(expenses)
    .set({ isTaxFree: false, hasTaxInfo: false })
    .where(and(eq(expenses.companyId, companyId), eq(expenses.periodId, periodId), eq(expenses.hasTaxInfo, true)));
}
