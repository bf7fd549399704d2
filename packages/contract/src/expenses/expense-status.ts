import { z } from 'zod';

export const expenseStatuses = ['INCOMPLETE', 'READY', 'SUBMITTED', 'REJECTED', 'INVOICED'] as const;
export const expenseStatusSchema = z.enum(expenseStatuses);
export type ExpenseStatus = z.infer<typeof expenseStatusSchema>;

/** The process status shown to people (spec §4 "Expense status"). */
export const processStatuses = [
  'INCOMPLETED',
  'READY',
  'SUBMITTED',
  'MARKED',
  'APPROVED',
  'REJECTED',
  'COMPLETED',
] as const;
export const processStatusSchema = z.enum(processStatuses);
export type ProcessStatus = z.infer<typeof processStatusSchema>;

export function processStatusOf(expense: {
  status: ExpenseStatus;
  isMarked: boolean;
  isChecked: boolean;
}): ProcessStatus {
  switch (expense.status) {
    case 'INCOMPLETE':
      return 'INCOMPLETED';
    case 'READY':
      return 'READY';
    case 'SUBMITTED':
      if (expense.isMarked) return 'MARKED';
      return expense.isChecked ? 'APPROVED' : 'SUBMITTED';
    case 'REJECTED':
      return 'REJECTED';
    case 'INVOICED':
      return 'COMPLETED';
  }
}

const changeable: readonly ExpenseStatus[] = ['INCOMPLETE', 'READY', 'SUBMITTED', 'REJECTED'];

/** Editable and deletable while not invoiced (the period's state is checked separately). */
export function isExpenseUpdateable(status: ExpenseStatus): boolean {
  return changeable.includes(status);
}

export function isExpenseDeleteable(status: ExpenseStatus): boolean {
  return changeable.includes(status);
}

/** Admins may only update submitted expenses. */
export function isExpenseUpdateableForAdmins(status: ExpenseStatus): boolean {
  return status === 'SUBMITTED';
}

export function isExpenseBillable(status: ExpenseStatus): boolean {
  return status === 'SUBMITTED' || status === 'INVOICED';
}

/** The facts that decide whether an expense can be submitted. */
export interface ExpenseCompleteness {
  originalCost: string | null;
  originalCurrency: string | null;
  cost: string | null;
  date: string | null;
  tripToWork: boolean | null;
  type: string | null;
  origin: string | null;
  fileCount: number;
}

/** Ready needs a receipt, cost, currency, date, purpose, mobility type and origin. */
export function isExpenseComplete(expense: ExpenseCompleteness): boolean {
  return (
    expense.fileCount > 0 &&
    expense.originalCost !== null &&
    expense.originalCurrency !== null &&
    expense.cost !== null &&
    expense.date !== null &&
    expense.tripToWork !== null &&
    expense.type !== null &&
    expense.origin !== null
  );
}

/**
 * The status an expense gets after its owner changed it: a draft becomes READY or INCOMPLETE by
 * its completeness; a submitted expense stays submitted while complete; a rejected expense that
 * is edited becomes a draft again, to be resubmitted.
 */
export function statusAfterOwnerChange(current: ExpenseStatus, complete: boolean): ExpenseStatus {
  if (current === 'INVOICED') return current;
  if (current === 'SUBMITTED' && complete) return 'SUBMITTED';
  return complete ? 'READY' : 'INCOMPLETE';
}

export function canSubmitExpense(status: ExpenseStatus, complete: boolean): boolean {
  return (status === 'READY' || status === 'REJECTED') && complete;
}

export function canWithdrawExpense(status: ExpenseStatus): boolean {
  return status === 'SUBMITTED';
}

export type FormStatus = 'INCOMPLETE' | 'READY' | 'SUBMITTED';

/**
 * The employee form's own status: incomplete by default; ready when the form is valid and every
 * required field and a file are present; submitted when ready and the stored expense was submitted.
 */
export function deriveFormStatus(input: {
  isValid: boolean;
  isComplete: boolean;
  storedStatus: ExpenseStatus | null;
}): FormStatus {
  if (!input.isValid || !input.isComplete) return 'INCOMPLETE';
  return input.storedStatus === 'SUBMITTED' ? 'SUBMITTED' : 'READY';
}

/** Which action button the form offers for a form status. */
export function formAction(status: FormStatus): 'SUBMIT_DISABLED' | 'SUBMIT' | 'WITHDRAW' {
  if (status === 'INCOMPLETE') return 'SUBMIT_DISABLED';
  return status === 'READY' ? 'SUBMIT' : 'WITHDRAW';
}
