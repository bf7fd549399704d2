import type { Right, RoleName } from '../vocabulary/roles';
import { mayCall } from '../common/call';
import { budgetGroupCalls } from './budget-group-calls';

export interface BudgetGroupViewer {
  role: RoleName;
  rights: readonly Right[];
}

/**
 * What the viewer may do with a budget group, as the detail panel offers it: edit its fields and
 * members, delete it, duplicate it. Each is the access of the call that does it, so the buttons
 * and the guard cannot disagree.
 */
export function budgetGroupAbilities(viewer: BudgetGroupViewer) {
  return {
    isEditable:
      mayCall(budgetGroupCalls.update.access, viewer) &&
      mayCall(budgetGroupCalls.assignUsers.access, viewer) &&
      mayCall(budgetGroupCalls.removeUser.access, viewer),
    isDeletable: mayCall(budgetGroupCalls.delete.access, viewer),
    isDuplicable: mayCall(budgetGroupCalls.create.access, viewer),
  };
}
export type BudgetGroupAbilities = ReturnType<typeof budgetGroupAbilities>;
