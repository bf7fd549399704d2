import { describe, expect, it } from 'vitest';
import { defaultRightsOfRole, roleNames } from '../vocabulary/roles';
import { budgetGroupAbilities } from './budget-group-abilities';

describe('budget group abilities', () => {
  it.each(roleNames)('follow the right to manage budget groups for %s', (role) => {
    const rights = defaultRightsOfRole[role];
    const manages = rights.includes('CAN_MANAGE_BUDGET_GROUPS');
    expect(budgetGroupAbilities({ role, rights })).toEqual({
      isEditable: manages,
      isDeletable: manages,
      isDuplicable: manages,
    });
  });

  it('takes the rights the role carries, not the role name', () => {
    expect(budgetGroupAbilities({ role: 'ADMIN', rights: [] }).isDeletable).toBe(false);
    expect(budgetGroupAbilities({ role: 'USER', rights: ['CAN_MANAGE_BUDGET_GROUPS'] }).isEditable).toBe(true);
  });
});
