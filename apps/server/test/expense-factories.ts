import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type ExpenseStatus, periodOfDate } from '@mobilo/contract';
import type { Database } from '../src/db/client';
import { auditEvents } from '../src/db/schema/audit-events';
import { expenseFiles, expenses } from '../src/db/schema/expenses';
import { periods } from '../src/db/schema/periods';

export interface ExpenseOverrides extends Partial<typeof expenses.$inferInsert> {
  companyId: string;
  userId: string;
  date: string;
  /** Content of the one receipt file, hashed like an upload; null for none. */
  receipt?: string | null;
}

/** An expense straight in the database (in the period of its date), with one receipt by default. */
export async function buildExpenseRow(db: Database, options: ExpenseOverrides) {
  const { receipt = `receipt ${randomUUID()}`, ...values } = options;
  const [period] = await db
    .select({ id: periods.id })
    .from(periods)
    .where(and(eq(periods.companyId, values.companyId), eq(periods.periodString, periodOfDate(values.date))));
  if (!period) throw new Error(`no period for ${values.date}`);
  const status: ExpenseStatus = (values.status as ExpenseStatus | undefined) ?? 'SUBMITTED';
  const submitted = status === 'SUBMITTED' || status === 'INVOICED' || status === 'REJECTED';
  const [row] = await db
    .insert(expenses)
    .values({
      periodId: period.id,
      status,
      tripToWork: true,
      type: 'TAXI',
      origin: 'HOME',
      cost: '10.00',
      originalCost: '10.00',
      originalCurrency: 'EUR',
      targetCurrency: 'EUR',
      exchangeRate: '1.000000',
      exchangeRateDate: values.date,
      submittedAt: submitted ? new Date() : null,
      submittedBy: submitted ? values.userId : null,
      createdBy: values.userId,
      modifiedBy: values.userId,
      ...values,
    })
    .returning();
  if (receipt !== null) {
    await db.insert(expenseFiles).values({
      companyId: values.companyId,
      expenseId: row!.id,
      originalName: 'receipt.pdf',
      mimeType: 'application/pdf',
      size: receipt.length,
      sha256: createHash('sha256').update(receipt).digest('hex'),
      storageKey: `${values.companyId}/${row!.id}/${randomUUID()}`,
    });
  }
  return row!;
}

export async function readExpenseRow(db: Database, expenseId: string) {
  const [row] = await db.select().from(expenses).where(eq(expenses.id, expenseId));
  return row!;
}

export async function expenseAuditActions(db: Database, expenseId: string): Promise<string[]> {
  const rows = await db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, 'expense'), eq(auditEvents.subjectId, expenseId)))
    .orderBy(auditEvents.createdAt);
  return rows.map((r) => r.action);
}

/**
 * Every employee of the company with two submitted expenses or more hands in the receipt of
 * their first again with their second: both become possible duplicates.
 */
export async function handInReceiptsTwice(db: Database, companyId: string) {
  await db.execute(sql`with pair as (
      select e.id, e.user_id, row_number() over (partition by e.user_id order by e.id) as n
      from expenses e where e.company_id = ${companyId} and e.status = 'SUBMITTED')
    update expense_files f set sha256 = (select f2.sha256 from expense_files f2 join pair p2 on p2.id = f2.expense_id
      where p2.n = 1 and p2.user_id = p.user_id limit 1)
    from pair p where p.id = f.expense_id and p.n = 2`);
}
