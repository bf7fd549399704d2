import { cardPayrollCalls, type CardPayrollMonth } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardPayrollKeys } from './keys';

/** GET /api/v3/card/payroll-exports */
export function getCardPayrollMonths(signal?: AbortSignal): Promise<CardPayrollMonth[]> {
  return api.call(cardPayrollCalls.months, {}, { signal });
}

export function useCardPayrollMonths() {
  return useQuery(
    queryOptions({ queryKey: cardPayrollKeys.months(), queryFn: ({ signal }) => getCardPayrollMonths(signal) }),
  );
}
