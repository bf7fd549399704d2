import type { Expense, Period, ReviewExpense, UserWithExpenses } from '@mobilo/contract';
import { periodAbilities, periodStatusOf } from '@mobilo/contract';

let counter = 0;
/** A fresh UUID-shaped id per call, so that tests never share ids by accident. */
export function testId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

/** A submitted expense of the contract's shape, for screens that show expenses. */
export function buildExpense(overrides: Partial<Expense> = {}): Expense {
  const id = overrides.id ?? testId();
  return {
    id,
    version: 1,
    name: null,
    periodString: '202611',
    user: { id: 'user-1', name: 'Erika Muster', personalNumber: '1002' },
    date: '2026-11-02',
    submitDate: '2026-11-02T09:00:00.000Z',
    createdDate: '2026-11-02T09:00:00.000Z',
    modifiedDate: '2026-11-02T09:00:00.000Z',
    status: 'SUBMITTED',
    processStatus: 'SUBMITTED',
    tripToWork: true,
    type: 'GERMANY_TICKET',
    mobilityType: 'GERMANY_TICKET',
    origin: 'HOME',
    cost: '58.00',
    originalCost: '58.00',
    originalCurrency: 'EUR',
    targetCurrency: 'EUR',
    exchangeRate: '1.000000',
    exchangeRateDate: '2026-11-02',
    description: null,
    comment: null,
    markerNote: null,
    rejectComment: null,
    rejectReason: null,
    expenseRejectReason: null,
    files: [],
    isChecked: false,
    checkerId: null,
    checkedTimestamp: null,
    isMarked: false,
    isTaxFree: false,
    hasTaxInfo: false,
    receiptLess: false,
    isBillable: true,
    isSubmitted: true,
    isRejected: false,
    isUpdateable: true,
    isDeleteable: true,
    isSubmittable: false,
    isWithdrawable: true,
    isUpdateableForAdmins: true,
    isEditable: true,
    auditLog: {
      createdAt: '2026-11-02T09:00:00.000Z',
      createdBy: null,
      modifiedAt: '2026-11-02T09:00:00.000Z',
      modifiedBy: null,
      submittedAt: '2026-11-02T09:00:00.000Z',
      submittedBy: null,
      checkedAt: null,
      checkedBy: null,
    },
    ...overrides,
  };
}

/** A submitted expense as the review calls answer it, with what the reviewer may do. */
export function buildReviewExpense(overrides: Partial<ReviewExpense> = {}): ReviewExpense {
  return {
    ...buildExpense({ id: overrides.id ?? testId() }),
    isPossibleDuplicate: false,
    isCostExceeded: false,
    receiptMismatches: [],
    reviewAbilities: {
      canCheck: true,
      canUncheck: false,
      canMark: true,
      canUnmark: false,
      canReject: true,
      canEditMarkerNote: true,
      canEdit: true,
    },
    ...overrides,
  };
}

export function buildUserWithExpenses(name: string, expenses: ReviewExpense[], userId = testId()): UserWithExpenses {
  const [firstName = name, lastName = ''] = name.split(' ');
  return {
    user: {
      id: userId,
      name,
      firstName,
      lastName,
      personalNumber: '1001',
      email: `${firstName.toLowerCase()}@demo.test`,
      status: 'ACTIVE',
    },
    expenses: expenses.map((e) => ({ ...e, user: { id: userId, name, personalNumber: '1001' } })),
    budgetInfo: {
      totalBudget: '100.00',
      usedBudget: '58.00',
      exceededBudget: '0.00',
      remainingBudget: '42.00',
      isBudgetExceeded: false,
      monthlyBudget: '100.00',
      overflow: '0.00',
      budgetStatus: null,
    },
    totalCost: '58.00',
  };
}

export function buildPeriod(periodString: string, facts: { isClosed?: boolean; isInvoiced?: boolean } = {}): Period {
  const isClosed = facts.isClosed ?? false;
  const isInvoiced = facts.isInvoiced ?? false;
  return {
    id: `period-${periodString}`,
    periodId: `period-${periodString}`,
    periodString,
    year: periodString.slice(0, 4),
    month: periodString.slice(4, 6),
    status: periodStatusOf({ isClosed, isInvoiced }),
    isInvoiced,
    isClosed,
    isInvoiceable: true,
    isWithinReopenPeriod: false,
    isInThePast: false,
    taxStatus: 'NONE',
    hasTaxProcessFailed: false,
    invoicedAt: null,
    ...periodAbilities({ isClosed, isInvoiced, isInvoiceable: true, isWithinReopenPeriod: false }, [
      'CAN_MANAGE_PERIODS',
    ]),
  };
}
