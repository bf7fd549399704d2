import {
  type BudgetGroup,
  budgetGroupAbilities,
  type BudgetGroupViewer,
  type MobilityType,
  overflowIntervalKeyOf,
} from '@mobilo/contract';
import type { BudgetGroupRow } from './budget-groups.repository';

export interface Member {
  id: string;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
}

const types = (list: string[]) => list as MobilityType[];

/** The group with its members and what the viewer may do with it. */
export function presentBudgetGroup(row: BudgetGroupRow, members: Member[], viewer: BudgetGroupViewer): BudgetGroup {
  const overflowInterval = [...row.overflowInterval].sort((a, b) => a - b);
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    budget: row.budget,
    users: members.map(({ id, firstName, lastName, personalNumber }) => ({ id, firstName, lastName, personalNumber })),
    usersCount: members.length,
    // No call of the specification schedules a move between groups, so none exist (docs/adr/0008).
    scheduledUsersCount: 0,
    assignedUserSchedules: [],
    overflowInterval,
    overflowIntervalKey: overflowIntervalKeyOf(overflowInterval),
    overflowIntervalString: overflowInterval.join(','),
    companyMobilityTypes: types(row.companyMobilityTypes),
    companyNetWageMobilityTypes: types(row.companyNetWageMobilityTypes),
    abroadCompanyNetWageMobilityTypes: types(row.abroadCompanyNetWageMobilityTypes),
    privateMobilityTypes: types(row.privateMobilityTypes),
    privateNetWageMobilityTypes: types(row.privateNetWageMobilityTypes),
    abroadPrivateNetWageMobilityTypes: types(row.abroadPrivateNetWageMobilityTypes),
    ...budgetGroupAbilities(viewer),
  };
}
