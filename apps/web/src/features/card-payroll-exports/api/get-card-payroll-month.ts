import { cardPayrollCalls, type CardPayrollExport } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardPayrollKeys } from './keys';

/** GET /api/v3/card/payroll-exports/{period} */
export function getCardPayrollMonth(period: string, signal?: AbortSignal): Promise<CardPayrollExport> {
  return api.call(cardPayrollCalls.month, { params: { period } }, { signal });
}

export function useCardPayrollMonth(period: string | null) {
  return useQuery(
    queryOptions({
      queryKey: cardPayrollKeys.month(period ?? ''),
      queryFn: ({ signal }) => getCardPayrollMonth(period!, signal),
      enabled: period !== null,
    }),
  );
}
