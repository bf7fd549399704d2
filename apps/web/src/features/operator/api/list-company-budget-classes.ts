import { operatorCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** GET /god/budgetclass/{companyId}: the company's budget groups, for the user forms. */
export function listCompanyBudgetClasses(companyId: string, signal?: AbortSignal) {
  return api.call(operatorCalls.budgetClasses, { params: { companyId } }, { signal });
}

export function companyBudgetClassesQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: operatorKeys.budgetClasses(companyId),
    queryFn: ({ signal }) => listCompanyBudgetClasses(companyId, signal),
  });
}

export function useCompanyBudgetClasses(companyId: string | null) {
  return useQuery({ ...companyBudgetClassesQueryOptions(companyId ?? ''), enabled: companyId !== null });
}
