import { isNetWageAvailable, type NetWageLists, type TaxCategory, toCents } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { computePeriodBudgets } from '../budgets/period-budgets.service';
import { getCompanyFacts } from '../companies/companies.service';
import type { PeriodRow } from '../periods/periods.service';
import { getTaxConfiguration } from '../tax-buckets/tax-configuration.service';
import { ticketPayrollLines } from '../germany-ticket/ticket-payroll.service';
import { cardPayrollLines } from '../card/card-payroll.service';
import { chargingPayrollLines } from '../home-charging/charging-payroll.service';
import { computeTaxEmployee, type TaxComputation, periodComputation, type TaxEmployee } from './tax-computation';
import {
  type BillableExpenseRow,
  listBillableExpenses,
  listExportUsers,
  listNetWageLists,
} from './tax-export.repository';

function netWageListsOf(group: Awaited<ReturnType<typeof listNetWageLists>>[number]): NetWageLists {
  return {
    companyNetWageMobilityTypes: group.companyNetWageMobilityTypes,
    abroadCompanyNetWageMobilityTypes: group.abroadCompanyNetWageMobilityTypes,
    privateNetWageMobilityTypes: group.privateNetWageMobilityTypes,
    abroadPrivateNetWageMobilityTypes: group.abroadPrivateNetWageMobilityTypes,
  };
}

/**
 * The tax engine: every billable expense of the period gets its tax category, each user's
 * available budget of the month (budget arithmetic, with overflow and corrections) is spread over
 * them tax-free first, and the export warnings are drawn from the result.
 */
export async function computePeriodTax(db: Executor, companyId: string, period: PeriodRow): Promise<TaxComputation> {
  const [company, configuration, rows, groups, ticketLines, chargingLines, cardLines] = await Promise.all([
    getCompanyFacts(db, companyId),
    getTaxConfiguration({ db }, { companyId }),
    listBillableExpenses(db, companyId, period.id),
    listNetWageLists(db, companyId),
    ticketPayrollLines(db, companyId, period.periodString),
    chargingPayrollLines(db, companyId, period.periodString),
    cardPayrollLines(db, companyId, period.periodString),
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

  const employees: TaxEmployee[] = userRows.map((user) =>
    computeTaxEmployee(
      period.periodString,
      {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        personalNumber: user.personalNumber?.trim() || null,
        commuteDistanceKm: user.commuteDistanceKm,
        workingDays: user.workingDaysPerMonth ?? configuration.defaultWorkingDays,
        available: budgets.get(user.id)?.available ?? 0,
        context: {
          netWageAvailable:
            taxFreeActive &&
            isNetWageAvailable({
              userType: user.userType,
              companyCountry: company.country,
              tax13Active: configuration.netWageActive,
            }),
          netWageLists: user.budgetGroupId ? (listsOfGroup.get(user.budgetGroupId) ?? null) : null,
          flat15Active,
        },
        expenses: byUser.get(user.id)!.map((row) => ({
          id: row.id,
          date: row.date,
          // Only submitted expenses are billable, and a submitted expense has its type.
          type: row.type!,
          tripToWork: row.tripToWork ?? false,
          origin: row.origin,
          cost: toCents(row.cost ?? '0'),
          originalCost: row.originalCost,
          originalCurrency: row.originalCurrency,
          isChecked: row.isChecked,
          isMarked: row.isMarked,
        })),
      },
      configuration.buckets,
    ),
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
