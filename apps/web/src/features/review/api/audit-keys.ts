/** Query keys of the audit screen's calls; a change refreshes only the period it touched. */
export const auditKeys = {
  all: ['review', 'audit'] as const,
  usersOfMonth: (month: string) => ['review', 'audit', 'users', month] as const,
  expense: (id: string) => ['review', 'audit', 'expense', id] as const,
};
