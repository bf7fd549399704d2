import { type ExchangeRateResponse, exchangeRateResponseSchema, listCurrenciesResponseSchema } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { expenseKeys } from './expense-keys';

/** GET /v2/exchangerate/?base=&target=&date= — rate null when none is known. */
export function getExchangeRate(
  base: string,
  target: string,
  date: string,
  signal?: AbortSignal,
): Promise<ExchangeRateResponse> {
  return apiClient.get('/v2/exchangerate/', {
    query: { base, target, date },
    schema: exchangeRateResponseSchema,
    signal,
  });
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
      queryFn: ({ signal }) =>
        apiClient.get('/v2/exchangerate/currencies', { schema: listCurrenciesResponseSchema, signal }),
      enabled,
      staleTime: 60 * 60_000,
    }),
  );
}
