/**
 * Query keys of the review screens. Everything loaded for one period sits under
 * `reviewPeriodKey(period)`, its expense lists under `periodExpensesKey(period)` and its budget
 * figures under `periodBudgetKey(period)`, so that a period action reloads exactly what it changed
 * on the audit and the management screen alike.
 */
export const reviewKey = ['review'] as const;

export const managementPeriodsKey = [...reviewKey, 'management-periods'] as const;

export const reviewPeriodKey = (period: string) => [...reviewKey, 'period', period] as const;

export const periodExpensesKey = (period: string) => [...reviewPeriodKey(period), 'expenses'] as const;

export const periodBudgetKey = (period: string) => [...reviewPeriodKey(period), 'budget'] as const;

export const usersWithoutPersonalNumberKey = [...reviewKey, 'users-without-personal-number'] as const;

export const exportWarningsKey = (period: string) => [...reviewKey, 'export-warnings', period] as const;

export const rejectReasonsKey = [...reviewKey, 'reject-reasons'] as const;

export const managementUserMetadataKey = (period: string, userId: string) =>
  [...reviewPeriodKey(period), 'user-metadata', userId] as const;
