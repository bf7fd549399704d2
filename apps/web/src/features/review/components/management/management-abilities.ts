import type { ReviewExpense } from '@mobilo/contract';

export interface ManagementAbilities {
  edit: boolean;
  check: boolean;
  reject: boolean;
}

/**
 * Spec §4 and §6 on the management screen: only expenses with isEditable can be edited, checked
 * or rejected; Edit also needs an admin or checker and an expense not yet checked. The server's
 * review abilities add its own rules (submitted, not the viewer's own, not marked).
 */
export function managementAbilities(
  expense: ReviewExpense,
  viewer: { isAdmin: boolean; isChecker: boolean },
): ManagementAbilities {
  const { reviewAbilities: can } = expense;
  return {
    edit: expense.isEditable && (viewer.isAdmin || viewer.isChecker) && !expense.isChecked && can.canEdit,
    check: expense.isEditable && (expense.isChecked ? can.canUncheck : can.canCheck),
    reject: expense.isEditable && can.canReject,
  };
}
