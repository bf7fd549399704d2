import { sql } from 'drizzle-orm';
import type { ExpenseOrigin, MobilityType } from '@mobilo/contract';
import { boolean, check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { periods } from './periods';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * An invoiced month's budget figures per employee, as shown when it was invoiced (ADR 15). Every
 * budget display, report and export of the month reads these; the rollover into later months
 * starts from them. Deleted by uninvoice, written anew by the next invoice.
 */
export const payrollBudgetMonths = pgTable(
  'payroll_budget_months',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    periodString: text('period_string').notNull(),
    userId: uuid('user_id').notNull(),
    monthlyBudget: money('monthly_budget'),
    overflow: money('overflow').notNull(),
    deductions: money('deductions').notNull(),
    correction: money('correction').notNull(),
    available: money('available').notNull(),
    billable: money('billable').notNull(),
    reimbursed: money('reimbursed').notNull(),
    exceeded: money('exceeded').notNull(),
    remaining: money('remaining').notNull(),
    /** The cap's facts of the month; null distance: nothing could be flat-taxed. */
    commuteDistanceKm: integer('commute_distance_km'),
    workingDays: integer('working_days'),
    flatAllowance: money('flat_allowance'),
    flatReimbursed: money('flat_reimbursed').notNull().default('0'),
  },
  (t) => [
    uniqueIndex('payroll_budget_months_period_user_unique').on(t.periodId, t.userId),
    index('payroll_budget_months_company_user_idx').on(t.companyId, t.userId, t.periodString),
  ],
);

/**
 * Per billable expense of an invoiced month: its tax category, reimbursed amount, the part above
 * the Entfernungspauschale, wage type and bs_nr as computed at invoice, and the expense facts the
 * files show. Read by every export of the month instead of a recomputation.
 */
export const payrollExpenseResults = pgTable(
  'payroll_expense_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    expenseId: uuid('expense_id').notNull(),
    userId: uuid('user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').$type<MobilityType>().notNull(),
    tripToWork: boolean('trip_to_work').notNull(),
    origin: text('origin').$type<ExpenseOrigin>().notNull(),
    cost: money('cost').notNull(),
    originalCost: money('original_cost'),
    originalCurrency: text('original_currency').notNull(),
    isChecked: boolean('is_checked').notNull(),
    isMarked: boolean('is_marked').notNull(),
    category: text('category').notNull(),
    reimbursed: money('reimbursed').notNull(),
    taxableExcess: money('taxable_excess').notNull(),
    wageTypeNumber: integer('wage_type_number'),
    bsNr: integer('bs_nr').notNull(),
  },
  (t) => [
    uniqueIndex('payroll_expense_results_period_expense_unique').on(t.periodId, t.expenseId),
    index('payroll_expense_results_company_period_idx').on(t.companyId, t.periodId, t.userId),
    check('payroll_expense_results_category_check', sql`${t.category} in ('TAX_FREE', 'FLAT_15', 'TAXABLE')`),
  ],
);

/**
 * What payroll books for an invoiced month: one line per employee and category with its wage
 * type. `source` names what the line pays for (the mobility budget; other subsidies may add their
 * own lines), so the files and the year report sum lines without knowing where they came from.
 */
export const payrollLines = pgTable(
  'payroll_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    periodString: text('period_string').notNull(),
    userId: uuid('user_id').notNull(),
    source: text('source').notNull().default('MOBILITY_BUDGET'),
    category: text('category').notNull(),
    wageTypeNumber: integer('wage_type_number'),
    bsNr: integer('bs_nr').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('payroll_lines_period_user_source_category_unique').on(t.periodId, t.userId, t.source, t.category),
    index('payroll_lines_company_period_idx').on(t.companyId, t.periodString),
    // The Germany ticket's subsidy is TAX_FREE or FLAT_25, the employee's share a NET_DEDUCTION;
    // the mobility card's loads are a SACHBEZUG, flat-taxed by § 37b EStG (FLAT_37B) or TAXABLE.
    check(
      'payroll_lines_category_check',
      sql`${t.category} in ('TAX_FREE', 'FLAT_15', 'TAXABLE', 'FLAT_25', 'NET_DEDUCTION', 'SACHBEZUG', 'FLAT_37B')`,
    ),
    // Home charging refunds are TAX_FREE (company car, § 3 Nr. 50 EStG) or TAXABLE (own car).
    check(
      'payroll_lines_source_check',
      sql`${t.source} in ('MOBILITY_BUDGET', 'GERMANY_TICKET', 'HOME_CHARGING', 'MOBILITY_CARD')`,
    ),
  ],
);
