/** Query keys of /card-payroll-exports. */
export const cardPayrollKeys = {
  all: ['card-payroll-exports'] as const,
  months: () => [...cardPayrollKeys.all, 'months'] as const,
  month: (period: string) => [...cardPayrollKeys.all, 'month', period] as const,
};
