import { exchangeRateCalls, type ExchangeRateResponse } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

/** GET /v2/exchangerate/?base=&target=&date= — rate null when none is known. */
export function getExchangeRate(
  base: string,
  target: string,
  date: string,
  signal?: AbortSignal,
): Promise<ExchangeRateResponse> {
  return api.call(exchangeRateCalls.get, { query: { base, target, date } }, { signal });
}

export function useExchangeRate(base: string, target: string, date: string | null) {
  return useQuery(
    queryOptions({
      queryKey: expenseKeys.exchangeRate(base, target, date),
      queryFn: ({ signal }) => getExchangeRate(base, target, date ?? '', signal),
      enabled: date !== null && base !== target,
      staleTime: 60 * 60_000,
      // A failed lookup leaves the rate unset; the user may type it.
      meta: { notifyOnError: false },
    }),
  );
}

/** GET /v2/exchangerate/currencies: what an expense may be paid in. */
export function useCurrencies(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: expenseKeys.currencies(),
      queryFn: ({ signal }) => api.call(exchangeRateCalls.currencies, {}, { signal }),
      enabled,
      staleTime: 60 * 60_000,
    }),
  );
}
