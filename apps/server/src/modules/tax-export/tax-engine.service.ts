import {
  isNetWageAvailable,
  type MobilityType,
  type NetWageLists,
  type TaxCategory,
  toCents,
  type UserType,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { computePeriodBudgets } from '../budgets/period-budgets.service';
import { getCompanyFacts } from '../companies/companies.service';
import type { PeriodRow } from '../periods/periods.service';
import { getTaxConfiguration } from '../tax-buckets/tax-configuration.service';
import { ticketPayrollLines } from '../germany-ticket/ticket-payroll.service';
import {
  computeTaxEmployee,
  type TaxComputation,
  type TaxEmployee,
  type TicketPayrollLine,
  ticketWarnings,
  warningsOfEmployees,
} from './tax-computation';
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

const collator = new Intl.Collator('de');

/** Employees by last name, first name (German collation), then id for a stable order. */
export function sortByName<T extends { id: string; firstName: string; lastName: string }>(rows: T[]): T[] {
  return rows.sort(
    (a, b) =>
      collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || (a.id < b.id ? -1 : 1),
  );
}

/**
 * The tax engine: every billable expense of the period gets its tax category, each user's
 * available budget of the month (budget arithmetic, with overflow and corrections) is spread over
 * them tax-free first, and the export warnings are drawn from the result.
 */
export async function computePeriodTax(db: Executor, companyId: string, period: PeriodRow): Promise<TaxComputation> {
  const [company, configuration, rows, groups, ticketLines] = await Promise.all([
    getCompanyFacts(db, companyId),
    getTaxConfiguration({ db }, { companyId }),
    listBillableExpenses(db, companyId, period.id),
    listNetWageLists(db, companyId),
    ticketPayrollLines(db, companyId, period.periodString),
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
  sortByName(userRows);

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
              userType: user.userType as UserType,
              companyCountry: company.country,
              tax13Active: configuration.netWageActive,
            }),
          netWageLists: user.budgetGroupId ? (listsOfGroup.get(user.budgetGroupId) ?? null) : null,
          flat15Active,
        },
        expenses: byUser.get(user.id)!.map((row) => ({
          id: row.id,
          date: row.date,
          type: row.type as MobilityType,
          tripToWork: row.tripToWork ?? false,
          origin: row.origin as 'HOME' | 'ABROAD',
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

  return {
    period: period.periodString,
    companyName: company.name,
    currency: company.currency,
    language: company.defaultLanguage === 'de' ? 'de' : 'en',
    configuration,
    employees,
    ticketLines: sortTicketLines(ticketLines),
    warnings: [...warningsOfEmployees(employees, configuration), ...ticketWarnings(ticketLines)],
  };
}

/** Ticket lines by name like the employees, the subsidy before the share. */
export function sortTicketLines(lines: TicketPayrollLine[]): TicketPayrollLine[] {
  const order = { TAX_FREE: 0, FLAT_25: 0, NET_DEDUCTION: 1 } as const;
  return lines.sort(
    (a, b) =>
      collator.compare(a.lastName, b.lastName) ||
      collator.compare(a.firstName, b.firstName) ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
      order[a.category] - order[b.category],
  );
}
