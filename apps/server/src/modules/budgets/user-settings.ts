import {
  allowedMobilityTypes,
  allowedOrigins,
  type ExpenseOrigin,
  type MobilityType,
  type UserType,
} from '@mobilo/contract';
import type { UserBudgetRow } from './budgets.repository';

/** What a user may record: the rules of spec §5 applied to their group and account. */
export interface UserExpenseSettings {
  userId: string;
  userType: UserType;
  companyCurrency: string;
  firstActiveDay: string;
  companyMobilityTypes: MobilityType[];
  privateMobilityTypes: MobilityType[];
  allowedOrigins: ExpenseOrigin[];
  budgetGroup: { id: string; companyMobilityTypes: MobilityType[]; privateMobilityTypes: MobilityType[] } | null;
}

/**
 * The first day the user may bill: the day they registered (or were created, if never), or their
 * hire date from the HR system when that is later (nobody bills before they start).
 */
export function firstActiveDayOf(user: {
  registerDate: Date | null;
  createdAt: Date;
  entryDate?: string | null;
}): string {
  const joined = (user.registerDate ?? user.createdAt).toISOString().slice(0, 10);
  return user.entryDate && user.entryDate > joined ? user.entryDate : joined;
}

export function userExpenseSettings(row: UserBudgetRow): UserExpenseSettings {
  const userType = row.user.userType;
  const group = row.group;
  return {
    userId: row.user.id,
    userType,
    companyCurrency: row.companyCurrency,
    firstActiveDay: firstActiveDayOf(row.user),
    companyMobilityTypes: allowedMobilityTypes(group, true, userType),
    privateMobilityTypes: allowedMobilityTypes(group, false, userType),
    allowedOrigins: allowedOrigins(userType, row.user.allowedExpenseOrigins),
    budgetGroup: group
      ? {
          id: group.id,
          companyMobilityTypes: group.companyMobilityTypes,
          privateMobilityTypes: group.privateMobilityTypes,
        }
      : null,
  };
}
