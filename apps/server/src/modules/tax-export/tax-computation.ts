import type {
  AllocationExplanation,
  Cents,
  ExpenseOrigin,
  ExportWarning,
  MobilityType,
  PeriodString,
  TaxCategory,
  TaxConfiguration,
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
  isChecked: boolean;
  isMarked: boolean;
}

export interface TaxEmployee {
  userId: string;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  explanation: AllocationExplanation;
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
