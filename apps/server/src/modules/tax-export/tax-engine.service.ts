import {
  allocateBudget,
  collectExportWarnings,
  isNetWageAvailable,
  type MobilityType,
  type NetWageLists,
  type TaxCategory,
  taxCategoryOf,
  toCents,
  type UserType,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { computePeriodBudgets } from '../budgets/period-budgets.service';
import { getCompanyFacts } from '../companies/companies.service';
import type { PeriodRow } from '../periods/periods.service';
import { getTaxConfiguration } from '../tax-buckets/tax-configuration.service';
import type { TaxComputation, TaxEmployee } from './tax-computation';
import {
  type BillableExpenseRow,
  listBillableExpenses,
  listExportUsers,
  listNetWageLists,
} from './tax-export.repository';

function netWageListsOf(group: Awaited<ReturnType<typeof listNetWageLists>>[number]): NetWageLists {
  return {
    companyNetWageMobilityTypes: group.companyNetWageMobilityTypes as MobilityType[],
    abroadCompanyNetWageMobilityTypes: group.abroadCompanyNetWageMobilityTypes as MobilityType[],
    privateNetWageMobilityTypes: group.privateNetWageMobilityTypes as MobilityType[],
    abroadPrivateNetWageMobilityTypes: group.abroadPrivateNetWageMobilityTypes as MobilityType[],
  };
}

/**
 * The tax engine: every billable expense of the period gets its tax category, each user's
 * available budget of the month (budget arithmetic, with overflow and corrections) is spread over
 * them tax-free first, and the export warnings are drawn from the result.
 */
export async function computePeriodTax(db: Executor, companyId: string, period: PeriodRow): Promise<TaxComputation> {
  const [company, configuration, rows, groups] = await Promise.all([
    getCompanyFacts(db, companyId),
    getTaxConfiguration(db, companyId),
    listBillableExpenses(db, companyId, period.id),
    listNetWageLists(db, companyId),
  ]);
  const listsOfGroup = new Map(groups.map((group) => [group.id, netWageListsOf(group)]));
  const bucket = (category: TaxCategory) => configuration.buckets.find((b) => b.category === category);
  const flat15Active = bucket('FLAT_15')?.active ?? false;
  const taxFreeActive = bucket('TAX_FREE')?.active ?? false;

  const byUser = new Map<string, BillableExpenseRow[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  const [budgets, userRows] = await Promise.all([
    computePeriodBudgets(db, companyId, period.periodString, [...byUser.keys()]),
    listExportUsers(db, companyId, [...byUser.keys()]),
  ]);
  const collator = new Intl.Collator('de');
  userRows.sort(
    (a, b) =>
      collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || (a.id < b.id ? -1 : 1),
  );

  const employees: TaxEmployee[] = userRows.map((user) => {
    const list = byUser.get(user.id)!;
    const context = {
      netWageAvailable:
        taxFreeActive &&
        isNetWageAvailable({
          userType: user.userType as UserType,
          companyCountry: company.country,
          tax13Active: configuration.netWageActive,
        }),
      netWageLists: user.budgetGroupId ? (listsOfGroup.get(user.budgetGroupId) ?? null) : null,
      flat15Active,
    };
    const taxed = list.map((row) => {
      const expense = {
        type: row.type as MobilityType,
        tripToWork: row.tripToWork ?? false,
        origin: row.origin as 'HOME' | 'ABROAD',
      };
      return { row, expense, category: taxCategoryOf(expense, context), cost: toCents(row.cost ?? '0') };
    });
    const allocation = allocateBudget(
      taxed.map((t) => ({ id: t.row.id, category: t.category, date: t.row.date, cost: t.cost })),
      budgets.get(user.id)?.available ?? 0,
    );
    const reimbursedById = new Map(allocation.expenses.map((e) => [e.id, e.reimbursed]));
    return {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      personalNumber: user.personalNumber?.trim() || null,
      explanation: allocation.explanation,
      expenses: taxed.map((t) => ({
        id: t.row.id,
        date: t.row.date,
        ...t.expense,
        cost: t.cost,
        originalCost: t.row.originalCost,
        originalCurrency: t.row.originalCurrency,
        category: t.category,
        reimbursed: reimbursedById.get(t.row.id) ?? 0,
        isChecked: t.row.isChecked,
        isMarked: t.row.isMarked,
      })),
    };
  });

  const warnings = collectExportWarnings({
    users: employees.map((employee) => ({
      userId: employee.userId,
      userName: `${employee.firstName} ${employee.lastName}`,
      personalNumber: employee.personalNumber,
      notReimbursed: employee.explanation.billable - employee.explanation.reimbursed,
      reimbursed: Object.fromEntries(employee.explanation.categories.map((c) => [c.category, c.reimbursed])) as Record<
        TaxCategory,
        number
      >,
    })),
    expenses: rows.map((row) => ({ id: row.id, userId: row.userId, isChecked: row.isChecked, isMarked: row.isMarked })),
    categoriesWithoutWageType: configuration.buckets.filter((b) => b.wageTypeNumber === null).map((b) => b.category),
  });

  return {
    period: period.periodString,
    companyName: company.name,
    currency: company.currency,
    language: company.defaultLanguage === 'de' ? 'de' : 'en',
    configuration,
    employees,
    warnings,
  };
}
