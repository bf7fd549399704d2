/** Query keys of the employee's expenses and what the expense form reads beside them. */
export const expenseKeys = {
  all: ['expenses'] as const,
  month: (month: string) => [...expenseKeys.all, 'month', month] as const,
  one: (id: string) => [...expenseKeys.all, 'one', id] as const,
  timeline: (id: string) => [...expenseKeys.all, 'timeline', id] as const,
  refund: (month: string) => [...expenseKeys.all, 'refund', month] as const,
  receiptLess: (month: string) => [...expenseKeys.all, 'receipt-less', month] as const,
  userMetadata: (userId: string, month: string | null) => ['user-metadata', userId, month] as const,
  exchangeRate: (base: string, target: string, date: string | null) => ['exchange-rate', base, target, date] as const,
  currencies: () => ['currencies'] as const,
  /** The expenses waiting in this browser to be sent (IndexedDB, not the server). */
  queue: (userId: string) => ['expense-queue', userId] as const,
};
