import { type ExpenseReceiptReadingsResponse, type ReviewExpense, reviewCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKey } from './period-query-keys';

export const managementExpenseKey = (id: string) => [...reviewKey, 'management-expense', id] as const;

/** What reading the expense's receipts found: inside the expense's key, so that reloading the expense reloads it. */
export const managementExpenseReadingKey = (id: string) => [...managementExpenseKey(id), 'ocr'] as const;

/** GET /management/period/expense/{id}: the expense as a reviewer sees it. */
export function getManagementExpense(id: string, signal?: AbortSignal): Promise<ReviewExpense> {
  return api.call(reviewCalls.getExpense, { params: { id } }, { signal });
}

/** GET /management/period/expense/{id}/ocr: what reading the receipts found. */
export function getManagementExpenseReading(id: string, signal?: AbortSignal): Promise<ExpenseReceiptReadingsResponse> {
  return api.call(reviewCalls.receiptReadings, { params: { id } }, { signal });
}

export function useManagementExpense(id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: managementExpenseKey(id ?? ''),
      queryFn: ({ signal }) => getManagementExpense(id ?? '', signal),
      enabled: id !== undefined,
      retry: false,
      // An unknown id selects nothing; the dialog handles that itself.
      meta: { notifyOnError: false },
    }),
  );
}

/** While `polling` (a reading was asked for again), the readings are fetched every 1.5 s. */
export function useManagementExpenseReading(id: string | undefined, polling = false) {
  return useQuery(
    queryOptions({
      queryKey: managementExpenseReadingKey(id ?? ''),
      queryFn: ({ signal }) => getManagementExpenseReading(id ?? '', signal),
      enabled: id !== undefined,
      refetchInterval: polling ? 1500 : false,
      staleTime: 5 * 60_000,
      // The reading is a hint beside the entered values; without it the dialog still works.
      meta: { notifyOnError: false },
    }),
  );
}
