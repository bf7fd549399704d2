import { type Cents, fromCents, type TaxCategory, taxCategories, toCents } from '@mobilo/contract';
import type { Database, Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { companyBudgetMonthsByUser } from '../budgets/period-budgets.service';
import { getCompanyFacts } from '../companies/companies.service';
import { showFrozenTaxInfo } from '../expenses/period-expenses.service';
import {
  deleteFrozenPeriod,
  insertFrozenPeriod,
  listFrozenBudgetMonthsOfPeriod,
  listFrozenExpenseResults,
  listFrozenLines,
  listInvoicedPeriodsWithoutResults,
} from '../payroll-results/payroll-results.service';
import { lockPeriodOfCompany, type PeriodRow } from '../periods/periods.service';
import { getTaxConfiguration } from '../tax-buckets/tax-configuration.service';
import { periodComputation, type TaxComputation, type TaxEmployee, type TicketLineCategory } from './tax-computation';
import type { ChargingLineCategory, ChargingPayrollLine } from '../home-charging/charging-payroll.service';
import { bookCardSalaryTypes, type CardPayrollLine } from '../card/card-payroll.service';
import type { CardTaxTreatment } from '@mobilo/contract';
import { computePeriodTax } from './tax-engine.service';
import { listExportUsers } from './tax-export.repository';

const money = (cents: Cents) => fromCents(cents);

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Invoicing freezes the month (ADR 15): per billable expense its category, reimbursed amount, the
 * part above the Entfernungspauschale, wage type and bs_nr; per employee the budget figures of the
 * month and the cap's facts; and the payroll lines. Runs inside the invoice transaction, so a
 * month is invoiced and frozen together or not at all.
 */
export async function freezeInvoicedPeriod(tx: Executor, companyId: string, period: PeriodRow): Promise<void> {
  // The month's own earlier freeze (a legacy invoice frozen at its first export) must not be read.
  await unfreezePeriod(tx, companyId, period.id);
  const [computation, months] = await Promise.all([
    computePeriodTax(tx, companyId, period),
    companyBudgetMonthsByUser(tx, companyId, period.periodString),
  ]);
  const employeeOf = new Map(computation.employees.map((e) => [e.userId, e]));
  await insertFrozenPeriod(tx, companyId, {
    months: [...months].map(([userId, month]) => {
      const employee = employeeOf.get(userId);
      return {
        periodId: period.id,
        periodString: period.periodString,
        userId,
        monthlyBudget: month.monthlyBudget === null ? null : money(month.monthlyBudget),
        overflow: money(month.overflow),
        deductions: money(month.deductions),
        correction: money(month.correction),
        available: money(month.available),
        billable: money(month.billable),
        reimbursed: money(month.reimbursed),
        exceeded: money(month.exceeded),
        remaining: money(month.remaining),
        commuteDistanceKm: employee?.commuteDistanceKm ?? null,
        workingDays: employee?.workingDays ?? null,
        flatAllowance: employee?.flatRateCap.allowance == null ? null : money(employee.flatRateCap.allowance),
        flatReimbursed: money(employee?.flatRateCap.flatReimbursed ?? 0),
      };
    }),
    expenses: computation.employees.flatMap((employee) =>
      employee.expenses.map((expense) => ({
        periodId: period.id,
        expenseId: expense.id,
        userId: employee.userId,
        date: expense.date,
        type: expense.type,
        tripToWork: expense.tripToWork,
        origin: expense.origin,
        cost: money(expense.cost),
        originalCost: expense.originalCost,
        originalCurrency: expense.originalCurrency,
        isChecked: expense.isChecked,
        isMarked: expense.isMarked,
        category: expense.category,
        reimbursed: money(expense.reimbursed),
        taxableExcess: money(expense.taxableExcess),
        wageTypeNumber: expense.wageTypeNumber,
        bsNr: expense.bsNr,
      })),
    ),
    lines: [
      ...computation.employees.flatMap((employee) =>
        employee.lines
          .filter((line) => line.amount !== 0)
          .map((line) => ({
            periodId: period.id,
            periodString: period.periodString,
            userId: employee.userId,
            category: line.category,
            wageTypeNumber: line.wageTypeNumber,
            bsNr: line.bsNr,
            amount: money(line.amount),
          })),
      ),
      ...computation.chargingLines.map((line) => ({
        periodId: period.id,
        periodString: period.periodString,
        userId: line.userId,
        source: 'HOME_CHARGING',
        category: line.category,
        wageTypeNumber: line.wageTypeNumber,
        bsNr: line.bsNr,
        amount: money(line.amount),
      })),
      ...computation.cardLines.map((line) => ({
        periodId: period.id,
        periodString: period.periodString,
        userId: line.userId,
        source: 'MOBILITY_CARD',
        category: line.category,
        wageTypeNumber: line.wageTypeNumber,
        bsNr: line.bsNr,
        amount: money(line.amount),
      })),
      ...computation.ticketLines.map((line) => ({
        periodId: period.id,
        periodString: period.periodString,
        userId: line.userId,
        source: 'GERMANY_TICKET',
        category: line.category,
        wageTypeNumber: line.wageTypeNumber,
        bsNr: line.bsNr,
        amount: money(line.amount),
      })),
    ],
  });
  await bookCardSalaryTypes(tx, companyId, period.periodString);
  await showFrozenTaxInfo(tx, companyId, period.id, true);
}

/** Undoes the month's freeze: its frozen results and what the expense lists show of them. */
export async function unfreezePeriod(tx: Executor, companyId: string, periodId: string): Promise<void> {
  await showFrozenTaxInfo(tx, companyId, periodId, false);
  await deleteFrozenPeriod(tx, companyId, periodId);
}

/**
 * An invoiced month as frozen: the amounts, categories and wage types of the invoice; names and
 * personal numbers as they are now (correcting a personal number must reach the next file).
 * Null when the month was invoiced before months were frozen.
 */
export async function loadFrozenComputation(
  db: Executor,
  companyId: string,
  period: PeriodRow,
): Promise<TaxComputation | null> {
  const [company, configuration, months, expenseRows, lineRows] = await Promise.all([
    getCompanyFacts(db, companyId),
    getTaxConfiguration({ db }, { companyId }),
    listFrozenBudgetMonthsOfPeriod(db, companyId, period.id),
    listFrozenExpenseResults(db, companyId, period.id),
    listFrozenLines(db, companyId, [period.id]),
  ]);
  if (months.length === 0 && expenseRows.length === 0 && lineRows.length === 0) return null;
  const expensesByUser = groupBy(expenseRows, (row) => row.userId);
  const budgetLines = lineRows.filter((row) => row.source === 'MOBILITY_BUDGET');
  const ticketRows = lineRows.filter((row) => row.source === 'GERMANY_TICKET');
  const chargingRows = lineRows.filter((row) => row.source === 'HOME_CHARGING');
  const cardRows = lineRows.filter((row) => row.source === 'MOBILITY_CARD');
  const linesByUser = groupBy(budgetLines, (row) => row.userId);
  const monthOf = new Map(months.map((m) => [m.userId, m]));
  const people = await listExportUsers(db, companyId, [
    ...new Set([...expensesByUser.keys(), ...[...ticketRows, ...chargingRows, ...cardRows].map((row) => row.userId)]),
  ]);
  const personOf = new Map(people.map((person) => [person.id, person]));
  const users = people.filter((person) => expensesByUser.has(person.id));

  const employees: TaxEmployee[] = users.map((user) => {
    const month = monthOf.get(user.id);
    const rows = expensesByUser.get(user.id) ?? [];
    const lines = linesByUser.get(user.id) ?? [];
    const amountOf = (category: TaxCategory) =>
      lines.filter((l) => l.category === category).reduce((sum, l) => sum + toCents(l.amount), 0);
    const lineOf = (category: TaxCategory) => lines.find((l) => l.category === category);
    const expenseOf = (category: TaxCategory) => rows.filter((row) => row.category === category);
    const categories = taxCategories.map((category) => {
      const billable = expenseOf(category).reduce((sum, row) => sum + toCents(row.cost), 0);
      const reimbursed = expenseOf(category).reduce((sum, row) => sum + toCents(row.reimbursed), 0);
      return {
        category,
        expenseCount: expenseOf(category).length,
        billable,
        reimbursed,
        notReimbursed: billable - reimbursed,
      };
    });
    const billable = categories.reduce((sum, c) => sum + c.billable, 0);
    const reimbursed = categories.reduce((sum, c) => sum + c.reimbursed, 0);
    const available = month ? toCents(month.available) : reimbursed;
    const flatReimbursed = month ? toCents(month.flatReimbursed) : categories[1]!.reimbursed;
    return {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      personalNumber: user.personalNumber?.trim() || null,
      explanation: { available, billable, reimbursed, exceeded: Math.max(0, billable - available), categories },
      commuteDistanceKm: month?.commuteDistanceKm ?? null,
      workingDays: month?.workingDays ?? configuration.defaultWorkingDays,
      flatRateCap: {
        allowance: month?.flatAllowance == null ? null : toCents(month.flatAllowance),
        flatReimbursed,
        flatTaxed: amountOf('FLAT_15'),
        movedToTaxable: flatReimbursed - amountOf('FLAT_15'),
      },
      amounts: Object.fromEntries(taxCategories.map((c) => [c, amountOf(c)])) as Record<TaxCategory, Cents>,
      lines: taxCategories.map((category) => ({
        category,
        wageTypeNumber: lineOf(category)?.wageTypeNumber ?? expenseOf(category)[0]?.wageTypeNumber ?? null,
        bsNr: (lineOf(category)?.bsNr ?? expenseOf(category)[0]?.bsNr ?? 2) as 2 | 3,
        amount: amountOf(category),
      })),
      expenses: rows.map((row) => ({
        id: row.expenseId,
        date: row.date,
        type: row.type,
        tripToWork: row.tripToWork,
        origin: row.origin,
        cost: toCents(row.cost),
        originalCost: row.originalCost,
        originalCurrency: row.originalCurrency,
        category: row.category as TaxCategory,
        reimbursed: toCents(row.reimbursed),
        taxableExcess: toCents(row.taxableExcess),
        wageTypeNumber: row.wageTypeNumber,
        bsNr: row.bsNr as 2 | 3,
        isChecked: row.isChecked,
        isMarked: row.isMarked,
      })),
    };
  });
  /** The frozen line's person and money, shared by the ticket, charging and card lines; none for an unknown user. */
  const personLine = (row: { userId: string; wageTypeNumber: number | null; amount: string }) => {
    const person = personOf.get(row.userId);
    if (!person) return [];
    const { firstName, lastName } = person;
    const personalNumber = person.personalNumber?.trim() || null;
    const { userId, wageTypeNumber } = row;
    return [{ userId, firstName, lastName, personalNumber, wageTypeNumber, amount: toCents(row.amount) }];
  };
  const ticketLines = ticketRows.flatMap((row) =>
    personLine(row).map((line) => ({ ...line, category: row.category as TicketLineCategory, bsNr: row.bsNr as 2 | 3 })),
  );
  const chargingLines = chargingRows.flatMap((row) =>
    personLine(row).map((line): ChargingPayrollLine => ({
      ...line,
      category: row.category as ChargingLineCategory,
      bsNr: 2,
      kwh: null,
      centsPerKwh: null,
    })),
  );
  const cardLines = cardRows.flatMap((row) =>
    personLine(row).map((line): CardPayrollLine => ({ ...line, category: row.category as CardTaxTreatment, bsNr: 2 })),
  );
  return periodComputation({
    period: period.periodString,
    company,
    configuration,
    employees,
    ticketLines,
    chargingLines,
    cardLines,
  });
}

/**
 * What an export or report of a period reads: an invoiced month's frozen result (a month invoiced
 * before months were frozen is frozen now, once), otherwise the live computation.
 */
export async function loadPeriodComputation(
  db: Database,
  companyId: string,
  period: PeriodRow,
): Promise<TaxComputation> {
  if (!period.isInvoiced) return computePeriodTax(db, companyId, period);
  const frozen = await loadFrozenComputation(db, companyId, period);
  if (frozen) return frozen;
  await freezeIfMissing(db, companyId, period.periodString);
  // A month with nothing to book at all has nothing frozen either: its computation is empty.
  return (await loadFrozenComputation(db, companyId, period)) ?? computePeriodTax(db, companyId, period);
}

/** Freezes an invoiced month that has nothing frozen, once: two callers at once freeze it once. */
async function freezeIfMissing(db: Database, companyId: string, periodString: string): Promise<void> {
  await db.transaction(async (tx) => {
    const period = await lockPeriodOfCompany(tx, companyId, periodString);
    if (period.isInvoiced && !(await loadFrozenComputation(tx, companyId, period)))
      await freezeInvoicedPeriod(tx, companyId, period);
  });
}

/**
 * Every invoiced month gets its frozen result (ADR 15, notes): months invoiced before months were
 * frozen, or written as invoiced by other means, are frozen at start, under the start lock, so
 * that the year report and the budgets count them before anybody exports them. Answers how many
 * months it froze.
 */
export async function freezeInvoicedMonthsWithoutResults({ db }: ServiceDeps): Promise<number> {
  const missing = await listInvoicedPeriodsWithoutResults(db);
  for (const { companyId, periodString } of missing) await freezeIfMissing(db, companyId, periodString);
  return missing.length;
}
