import { and, asc, eq, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockExpenseRowOf, selectExpenseRows } from '../../db/expense-rows';
import { asText, isoText, plainRows, selectList } from '../../db/plain-rows';
import { budgetGroups } from '../../db/schema/budget-groups';
import { expenseFiles, expenses } from '../../db/schema/expenses';
import { receiptReadings } from '../../db/schema/receipt-readings';
import { rejectReasons } from '../../db/schema/reject-reasons';
import { users } from '../../db/schema/users';

export type ExpenseValues = Partial<Omit<typeof expenses.$inferInsert, 'id' | 'companyId' | 'userId' | 'version'>>;

export type ReviewExpenseRow = NonNullable<Awaited<ReturnType<typeof findExpenseRow>>>;

/** Limits a period read to some users' expenses; all of them when no list is given. */
function ofUsers(userIds: readonly string[] | undefined) {
  return userIds ? inArray(expenses.userId, [...userIds]) : undefined;
}

/** The columns the review presenter and the duplicate check read, as ready-made text where it matters. */
const expenseRecordColumns = {
  id: expenses.id,
  userId: expenses.userId,
  name: expenses.name,
  date: asText(expenses.date),
  status: expenses.status,
  tripToWork: expenses.tripToWork,
  type: expenses.type,
  origin: expenses.origin,
  cost: asText(expenses.cost),
  originalCost: asText(expenses.originalCost),
  originalCurrency: expenses.originalCurrency,
  targetCurrency: expenses.targetCurrency,
  exchangeRate: asText(expenses.exchangeRate),
  exchangeRateDate: asText(expenses.exchangeRateDate),
  description: expenses.description,
  markerNote: expenses.markerNote,
  rejectComment: expenses.rejectComment,
  rejectReasonId: expenses.rejectReasonId,
  isChecked: expenses.isChecked,
  checkerId: expenses.checkerId,
  checkedAt: isoText(expenses.checkedAt),
  isMarked: expenses.isMarked,
  isTaxFree: expenses.isTaxFree,
  hasTaxInfo: expenses.hasTaxInfo,
  receiptLess: expenses.receiptLess,
  createdAt: isoText(expenses.createdAt),
  createdBy: expenses.createdBy,
  modifiedAt: isoText(expenses.modifiedAt),
  modifiedBy: expenses.modifiedBy,
  submittedAt: isoText(expenses.submittedAt),
  submittedBy: expenses.submittedBy,
  version: expenses.version,
  // Every field of the record: a column added to the table and forgotten here fails to compile.
} satisfies Record<keyof ExpenseRecord, SQLWrapper>;

type TimestampField = 'createdAt' | 'modifiedAt' | 'submittedAt' | 'checkedAt';

/** An expense of the period with its timestamps as ISO text. */
export type ExpenseRecord = Omit<typeof expenses.$inferSelect, 'companyId' | 'periodId' | TimestampField> & {
  createdAt: string;
  modifiedAt: string;
  submittedAt: string | null;
  checkedAt: string | null;
};

/**
 * Every expense billed in the period (of some users, if given), newest billing date first. Owner,
 * period and reject reason are not joined: the audit list has them at hand once, not per row.
 * Read as plain rows with text timestamps: the audit list reads tens of thousands of them, and
 * drizzle's mapping and a Date per timestamp (only to format it again) cost more than the query.
 */
export async function listPeriodExpenses(
  db: Executor,
  companyId: string,
  periodId: string,
  userIds?: readonly string[],
) {
  return plainRows<ExpenseRecord>(
    db,
    sql`select ${selectList(expenseRecordColumns)} from ${expenses}
        where ${and(eq(expenses.companyId, companyId), eq(expenses.periodId, periodId), ofUsers(userIds))}
        order by ${expenses.date} desc, ${expenses.createdAt} desc, ${expenses.id} desc`,
  );
}

export async function findExpenseRow(db: Executor, companyId: string, expenseId: string) {
  const [row] = await selectExpenseRows(db).where(and(eq(expenses.companyId, companyId), eq(expenses.id, expenseId)));
  return row ?? null;
}

/** Locks the expense row for the change that follows in the same transaction. */
export async function lockExpenseRow(db: Executor, companyId: string, expenseId: string) {
  return lockExpenseRowOf(db, companyId, expenseId);
}

/** A receipt file of the period's expenses, as presenting and the duplicate check read it. */
export interface FileRecord {
  id: string;
  expenseId: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
  /** What reading the receipt found, when it has been read (null otherwise). */
  readTotal: string | null;
  readCurrency: string | null;
  readDate: string | null;
}

/**
 * The receipt files of the period's expenses (of some users, if given), oldest first: the first is
 * the main file. Plain rows like the expenses (about one per expense); the size comes as float8
 * because both drivers read that as a number, and it holds any file size exactly.
 */
export async function listPeriodFileRows(
  db: Executor,
  companyId: string,
  periodId: string,
  userIds?: readonly string[],
) {
  const columns = {
    id: expenseFiles.id,
    expenseId: expenseFiles.expenseId,
    originalName: expenseFiles.originalName,
    mimeType: expenseFiles.mimeType,
    size: sql`${expenseFiles.size}::float8`,
    sha256: expenseFiles.sha256,
    readTotal: sql`${receiptReadings.totalAmount}::text`,
    readCurrency: receiptReadings.currency,
    readDate: sql`${receiptReadings.invoiceDate}::text`,
  };
  // A few users' files are looked up by their expenses' ids (an index probe each); as a join the
  // planner would read every file of the company to find a page's few hundred.
  const ofExpenses = userIds
    ? sql`${expenseFiles.expenseId} = any(array(select ${expenses.id} from ${expenses}
        where ${and(eq(expenses.companyId, companyId), eq(expenses.periodId, periodId), ofUsers(userIds))}))`
    : sql`${expenseFiles.expenseId} in (select ${expenses.id} from ${expenses}
        where ${and(eq(expenses.companyId, companyId), eq(expenses.periodId, periodId))})`;
  return plainRows<FileRecord>(
    db,
    sql`select ${selectList(columns)} from ${expenseFiles}
        left join ${receiptReadings} on ${eq(receiptReadings.fileId, expenseFiles.id)}
        where ${and(eq(expenseFiles.companyId, companyId), ofExpenses)}
        order by ${expenseFiles.createdAt}, ${expenseFiles.id}`,
  );
}

/**
 * Billed expenses of other periods that share a receipt hash with a file of the period's
 * expenses of the same user: the partners of cross-period duplicates. One partner per user and
 * hash is enough to mark the period's expenses, so each distinct pair looks up at most one, by
 * the user's own expenses: the work stays the same however often the company holds the same file.
 */
export async function listReceiptTwinsOutsidePeriod(
  db: Executor,
  companyId: string,
  periodId: string,
  userIds?: readonly string[],
) {
  const billed = inArray(expenses.status, ['SUBMITTED', 'INVOICED']);
  return plainRows<{ id: string; userId: string; status: string; sha256: string }>(
    db,
    sql`select twin.id as "id", own.user_id as "userId", twin.status as "status", own.sha256 as "sha256"
        from (select distinct ${expenses.userId} as user_id, ${expenseFiles.sha256} as sha256
              from ${expenseFiles}
              join ${expenses} on ${and(eq(expenses.id, expenseFiles.expenseId), eq(expenses.companyId, expenseFiles.companyId))}
              where ${and(eq(expenseFiles.companyId, companyId), eq(expenses.periodId, periodId), ofUsers(userIds), billed)}) own
        cross join lateral (
          select ${expenses.id} as id, ${expenses.status} as status from ${expenses}
          where ${and(eq(expenses.companyId, companyId), sql`${expenses.userId} = own.user_id`, ne(expenses.periodId, periodId), billed)}
            and exists (select 1 from ${expenseFiles} where ${and(eq(expenseFiles.companyId, companyId), eq(expenseFiles.expenseId, expenses.id))}
                        and ${expenseFiles.sha256} = own.sha256)
          limit 1) twin`,
  );
}

/** The company's users (or some of them) with what decides their budget, by last and first name. */
export async function listCompanyUserRows(db: Executor, companyId: string, userIds?: readonly string[]) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      personalNumber: users.personalNumber,
      status: users.status,
      deactivationDate: users.deactivationDate,
      registerDate: users.registerDate,
      createdAt: users.createdAt,
      monthlyBudget: users.monthlyBudget,
      budgetOverflowStarts: users.budgetOverflowStarts,
      groupBudget: budgetGroups.budget,
      overflowInterval: budgetGroups.overflowInterval,
    })
    .from(users)
    .leftJoin(budgetGroups, and(eq(budgetGroups.id, users.budgetGroupId), eq(budgetGroups.companyId, users.companyId)))
    .where(and(eq(users.companyId, companyId), userIds ? inArray(users.id, [...userIds]) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function listRejectReasonRows(db: Executor) {
  return db.select().from(rejectReasons).orderBy(asc(rejectReasons.ranking), asc(rejectReasons.code));
}

export async function findRejectReasonRow(db: Executor, reasonId: string) {
  const [row] = await db.select().from(rejectReasons).where(eq(rejectReasons.id, reasonId));
  return row ?? null;
}

/** Stored receipt readings of the expense's files, in the order of the files. */
export async function listReceiptReadingRows(db: Executor, companyId: string, expenseId: string) {
  return db
    .select({ reading: receiptReadings })
    .from(receiptReadings)
    .innerJoin(
      expenseFiles,
      and(eq(expenseFiles.id, receiptReadings.fileId), eq(expenseFiles.companyId, receiptReadings.companyId)),
    )
    .where(and(eq(receiptReadings.companyId, companyId), eq(expenseFiles.expenseId, expenseId)))
    .orderBy(asc(expenseFiles.createdAt))
    .then((rows) => rows.map((r) => r.reading));
}
