/** Query keys of /card-payroll-exports. */
export const cardPayrollKeys = {
  all: ['card-payroll-exports'] as const,
  months: () => [...cardPayrollKeys.all, 'months'] as const,
  monthDetails: () => [...cardPayrollKeys.all, 'month'] as const,
  month: (period: string) => [...cardPayrollKeys.monthDetails(), period] as const,
  settings: () => [...cardPayrollKeys.all, 'settings'] as const,
};
