import { type RejectExpenseRequest, type ReviewExpense, reviewExpenseSchema } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAuditAfterChange } from './refresh-audit';

/** Which screen rejects: the audit screen and the management screen have a call each. */
export type RejectEndpoint = 'audit' | 'management';

const rejectPaths: Record<RejectEndpoint, (id: string) => string> = {
  audit: (id) => `/api/v3/expenses/${encodeURIComponent(id)}/reject`,
  management: (id) => `/api/v3/management/period/expense/${encodeURIComponent(id)}/reject`,
};

/** PATCH /api/v3/expenses/{id}/reject or PATCH /api/v3/management/period/expense/{id}/reject */
export function rejectExpense(endpoint: RejectEndpoint, id: string, body: RejectExpenseRequest): Promise<ReviewExpense> {
  return apiClient.patch(rejectPaths[endpoint](id), body, { schema: reviewExpenseSchema });
}

/**
 * Refreshes the audit lists of the expense's period after an audit rejection; the management
 * screen refreshes its own period lists through the dialog's `onRejected`.
 */
export function useRejectExpense(endpoint: RejectEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RejectExpenseRequest }) => rejectExpense(endpoint, id, body),
    onSuccess: (expense) => (endpoint === 'audit' ? refreshAuditAfterChange(queryClient, expense) : undefined),
    // The dialog stays open on failure; the generic handler still names the error.
  });
}
