import {
  canSubmitExpense,
  canWithdrawExpense,
  type ExpenseCompleteness,
  type ExpenseStatus,
  isExpenseComplete,
  isExpenseDeleteable,
  isExpenseUpdateable,
  isExpenseUpdateableForAdmins,
} from './expense-status';

/** The facts of an expense and its viewer that decide what the viewer may do with it. */
export interface ExpenseAbilityFacts extends ExpenseCompleteness {
  status: ExpenseStatus;
  /** The viewer owns the expense. */
  isOwn: boolean;
  /** The expense's period takes its owner's changes (neither closed nor invoiced). */
  isPeriodOpenForEmployees: boolean;
  /** The expense's period takes the reviewers' changes (not invoiced). */
  isPeriodOpenForReview: boolean;
}

/** What the screens offer on an expense; the server enforces the same rules. */
export interface ExpenseAbilities {
  isUpdateable: boolean;
  isDeleteable: boolean;
  isSubmittable: boolean;
  isWithdrawable: boolean;
  isUpdateableForAdmins: boolean;
}

/**
 * The owner changes, submits and withdraws while the period is open for employees and the status
 * allows it; reviewers change a submitted expense while the period is not invoiced.
 */
export function expenseAbilities(facts: ExpenseAbilityFacts): ExpenseAbilities {
  const owner = facts.isOwn && facts.isPeriodOpenForEmployees;
  return {
    isUpdateable: owner && isExpenseUpdateable(facts.status),
    isDeleteable: owner && isExpenseDeleteable(facts.status),
    isSubmittable: owner && canSubmitExpense(facts.status, isExpenseComplete(facts)),
    isWithdrawable: owner && canWithdrawExpense(facts.status),
    isUpdateableForAdmins: facts.isPeriodOpenForReview && isExpenseUpdateableForAdmins(facts.status),
  };
}
