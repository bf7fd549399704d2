import {
  type AllocationExplanation,
  allocateBudget,
  capFlatRate,
  type Cents,
  collectExportWarnings,
  commuteAllowanceOf,
  type ExpenseOrigin,
  type ExportWarning,
  type FlatRateCap,
  type MobilityType,
  type PeriodString,
  type TaxCategory,
  type TaxCategoryContext,
  taxCategoryOf,
  type TaxConfiguration,
} from '@mobilo/contract';

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
  isChecked: boolean;
  isMarked: boolean;
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
  expenses: Omit<TaxedExpense, 'category' | 'reimbursed' | 'taxableExcess'>[];
}

/**
 * One employee's month: each expense's tax category, the budget spread over them tax-free first
 * (`allocateBudget`), and the flat rate capped at the Entfernungspauschale (`capFlatRate`).
 * Real and example exports both compute through here.
 */
export function computeTaxEmployee(period: PeriodString, input: TaxEmployeeInput): TaxEmployee {
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
    expenses: taxed.map((expense) => ({
      ...expense,
      reimbursed: reimbursedById.get(expense.id) ?? 0,
      taxableExcess: capped.excessById.get(expense.id) ?? 0,
    })),
  };
}

/** The export warnings of computed employees (DECISIONS "Export warnings"). */
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
    categoriesWithoutWageType: configuration.buckets.filter((b) => b.wageTypeNumber === null).map((b) => b.category),
  });
}
