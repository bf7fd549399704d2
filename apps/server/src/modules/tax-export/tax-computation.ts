import {
  type AllocationExplanation,
  allocateBudget,
  capFlatRate,
  type Cents,
  collectExportWarnings,
  commuteAllowanceOf,
  type ExpenseOrigin,
  type ExportWarning,
  fromCents,
  type FlatRateCap,
  type MobilityType,
  type PeriodString,
  type TaxCategory,
  type TaxCategoryContext,
  taxCategoryOf,
  type TaxConfiguration,
  type TaxConfigurationBucket,
  taxCategories,
} from '@mobilo/contract';
import type { CompanyFacts } from '../companies/companies.service';
import type { TicketPayrollLine } from '../germany-ticket/ticket-payroll.service';
import type { CardPayrollLine } from '../card/card-payroll.service';
import type { ChargingPayrollLine } from '../home-charging/charging-payroll.service';

export type { TicketLineCategory, TicketPayrollLine } from '../germany-ticket/ticket-payroll.service';

/** One billable expense with its tax category and the part the budget covers. */
export interface TaxedExpense {
  id: string;
  date: string;
  type: MobilityType;
  tripToWork: boolean;
  origin: ExpenseOrigin;
  cost: Cents;
  originalCost: string | null;
  originalCurrency: string;
  category: TaxCategory;
  reimbursed: Cents;
  /** The part of `reimbursed` above the Entfernungspauschale: booked as TAXABLE, not FLAT_15. */
  taxableExcess: Cents;
  /** The category's wage type and DATEV processing key (frozen at invoice). */
  wageTypeNumber: number | null;
  bsNr: 2 | 3;
  isChecked: boolean;
  isMarked: boolean;
}

/** What payroll books for an employee on one category: the amount and its wage type. */
export interface PayrollAmountLine {
  category: TaxCategory;
  wageTypeNumber: number | null;
  bsNr: 2 | 3;
  amount: Cents;
}

export interface TaxEmployee {
  userId: string;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  explanation: AllocationExplanation;
  /** One-way commute km and working days of the month the cap was computed from. */
  commuteDistanceKm: number | null;
  workingDays: number;
  flatRateCap: FlatRateCap;
  /** What payroll books per category: the reimbursed amounts after the cap. */
  amounts: Record<TaxCategory, Cents>;
  /** The same amounts with their wage types, one per category, in category order. */
  lines: PayrollAmountLine[];
  /** In billing-date order. */
  expenses: TaxedExpense[];
}

/** What the writers write: a period's expenses taxed and allocated, with the settings and warnings. */
export interface TaxComputation {
  period: PeriodString;
  companyName: string;
  currency: string;
  language: 'en' | 'de';
  configuration: TaxConfiguration;
  /** Sorted by name. */
  employees: TaxEmployee[];
  /** The month's Germany job tickets, sorted by name like the employees. */
  ticketLines: TicketPayrollLine[];
  /** The month's approved home-charging activities (docs/adr/0025), sorted by name. */
  chargingLines: ChargingPayrollLine[];
  /** The month's mobility card loads by tax treatment (docs/adr/0027), sorted by name. */
  cardLines: CardPayrollLine[];
  warnings: ExportWarning[];
}

export const employeeName = (employee: Pick<TaxEmployee, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`.trim();

export interface TaxEmployeeInput {
  userId: string;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  commuteDistanceKm: number | null;
  workingDays: number;
  /** The budget available in the month (budget arithmetic). */
  available: Cents;
  context: TaxCategoryContext;
  /** In billing-date order. */
  expenses: Omit<TaxedExpense, 'category' | 'reimbursed' | 'taxableExcess' | 'wageTypeNumber' | 'bsNr'>[];
}

/** The category's bucket as wage type and bs_nr (an unknown bucket books gross, without a wage type). */
export function wageTypeOf(buckets: readonly TaxConfigurationBucket[], category: TaxCategory) {
  const bucket = buckets.find((b) => b.category === category);
  return { wageTypeNumber: bucket?.wageTypeNumber ?? null, bsNr: bucket?.bsNr ?? 2 } as const;
}

/**
 * One employee's month: each expense's tax category, the budget spread over them tax-free first
 * (`allocateBudget`), and the flat rate capped at the Entfernungspauschale (`capFlatRate`).
 * Real and example exports both compute through here.
 */
export function computeTaxEmployee(
  period: PeriodString,
  input: TaxEmployeeInput,
  buckets: readonly TaxConfigurationBucket[],
): TaxEmployee {
  const taxed = input.expenses.map((expense) => ({ ...expense, category: taxCategoryOf(expense, input.context) }));
  const allocation = allocateBudget(taxed, input.available);
  const reimbursedById = new Map(allocation.expenses.map((e) => [e.id, e.reimbursed]));
  const capped = capFlatRate(
    allocation.expenses,
    commuteAllowanceOf(period, { commuteDistanceKm: input.commuteDistanceKm, workingDaysPerMonth: input.workingDays }),
  );
  return {
    userId: input.userId,
    firstName: input.firstName,
    lastName: input.lastName,
    personalNumber: input.personalNumber,
    explanation: allocation.explanation,
    commuteDistanceKm: input.commuteDistanceKm,
    workingDays: input.workingDays,
    flatRateCap: capped.cap,
    amounts: capped.amounts,
    lines: taxCategories.map((category) => ({
      category,
      ...wageTypeOf(buckets, category),
      amount: capped.amounts[category],
    })),
    expenses: taxed.map((expense) => ({
      ...expense,
      reimbursed: reimbursedById.get(expense.id) ?? 0,
      taxableExcess: capped.excessById.get(expense.id) ?? 0,
      ...wageTypeOf(buckets, expense.category),
    })),
  };
}

/** The export warnings of computed employees (DECISIONS "Export warnings"); wage types are the lines'. */
export function warningsOfEmployees(employees: readonly TaxEmployee[], configuration: TaxConfiguration) {
  return collectExportWarnings({
    users: employees.map((employee) => ({
      userId: employee.userId,
      userName: employeeName(employee),
      personalNumber: employee.personalNumber,
      notReimbursed: employee.explanation.billable - employee.explanation.reimbursed,
      reimbursed: employee.amounts,
      flatRateCap: employee.flatRateCap,
    })),
    expenses: employees.flatMap((employee) =>
      employee.expenses.map((e) => ({
        id: e.id,
        userId: employee.userId,
        isChecked: e.isChecked,
        isMarked: e.isMarked,
      })),
    ),
    checkDatevNumbers: Boolean(configuration.consultantNumber && configuration.clientNumber),
    categoriesWithoutWageType: taxCategories.filter((category) =>
      employees.some((employee) =>
        employee.lines.some((l) => l.category === category && l.wageTypeNumber === null && l.amount > 0),
      ),
    ),
  });
}

/** The month's ticket, home-charging or card lines DATEV cannot book (no wage type or no personal number): one warning naming them. */
export function ticketWarnings(
  lines: readonly (TicketPayrollLine | ChargingPayrollLine | CardPayrollLine)[],
  code:
    'GERMANY_TICKET_NOT_BOOKABLE' | 'HOME_CHARGING_NOT_BOOKABLE' | 'CARD_NOT_BOOKABLE' = 'GERMANY_TICKET_NOT_BOOKABLE',
): ExportWarning[] {
  const details = lines
    .filter((line) => line.amount > 0 && (line.wageTypeNumber === null || !line.personalNumber))
    .map((line) => ({
      userId: line.userId,
      userName: employeeName(line),
      personalNumber: line.personalNumber,
      expenseId: null,
      category: null,
      amount: fromCents(line.amount),
    }));
  return details.length === 0 ? [] : [{ code, count: details.length, details }];
}

const collator = new Intl.Collator('de');

const byName = (a: Pick<TaxEmployee, 'userId' | 'firstName' | 'lastName'>, b: typeof a) =>
  collator.compare(a.lastName, b.lastName) ||
  collator.compare(a.firstName, b.firstName) ||
  (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/** Ticket lines by name like the employees, the subsidy before the share. */
function sortTicketLines(lines: TicketPayrollLine[]): TicketPayrollLine[] {
  const order = { TAX_FREE: 0, FLAT_25: 0, NET_DEDUCTION: 1 } as const;
  return lines.sort((a, b) => byName(a, b) || order[a.category] - order[b.category]);
}

/**
 * The one builder of a period's computation, whether computed now or read as frozen at invoice:
 * employees and ticket lines sorted by name (German collation, then id), the warnings drawn from them.
 */
export function periodComputation(input: {
  period: PeriodString;
  company: Pick<CompanyFacts, 'name' | 'currency' | 'defaultLanguage'>;
  configuration: TaxConfiguration;
  employees: TaxEmployee[];
  ticketLines: TicketPayrollLine[];
  chargingLines: ChargingPayrollLine[];
  cardLines: CardPayrollLine[];
}): TaxComputation {
  const { company, configuration } = input;
  const employees = input.employees.sort(byName);
  const ticketLines = sortTicketLines(input.ticketLines);
  const chargingLines = [...input.chargingLines].sort(byName);
  const treatmentOrder = { SACHBEZUG: 0, FLAT_37B: 1, TAXABLE: 2 } as const;
  const cardLines = [...input.cardLines].sort(
    (a, b) => byName(a, b) || treatmentOrder[a.category] - treatmentOrder[b.category],
  );
  return {
    period: input.period,
    companyName: company.name,
    currency: company.currency,
    language: company.defaultLanguage === 'de' ? 'de' : 'en',
    configuration,
    employees,
    ticketLines,
    chargingLines,
    cardLines,
    warnings: [
      ...warningsOfEmployees(employees, configuration),
      ...ticketWarnings(ticketLines),
      ...ticketWarnings(chargingLines, 'HOME_CHARGING_NOT_BOOKABLE'),
      ...ticketWarnings(cardLines, 'CARD_NOT_BOOKABLE'),
    ],
  };
}
