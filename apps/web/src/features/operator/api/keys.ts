import type { ListCompaniesQuery, ListOperatorUsersQuery } from '@mobilo/contract';

/** Query keys of the operator area; mutations invalidate the narrowest one that changed. */
export const operatorKeys = {
  all: ['operator'] as const,
  companies: () => [...operatorKeys.all, 'companies'] as const,
  companyLists: () => [...operatorKeys.companies(), 'list'] as const,
  companyList: (query: ListCompaniesQuery) => [...operatorKeys.companyLists(), query] as const,
  company: (id: string) => [...operatorKeys.companies(), 'detail', id] as const,
  licence: (id: string) => [...operatorKeys.company(id), 'licence'] as const,
  budgetClasses: (id: string) => [...operatorKeys.company(id), 'budget-classes'] as const,
  users: () => [...operatorKeys.all, 'users'] as const,
  userList: (companyId: string | null, query: ListOperatorUsersQuery) =>
    [...operatorKeys.users(), companyId ?? 'all', query] as const,
  roles: () => [...operatorKeys.all, 'roles'] as const,
  rejectReasons: () => [...operatorKeys.all, 'reject-reasons'] as const,
  dashboard: () => [...operatorKeys.all, 'dashboard'] as const,
  card: () => [...operatorKeys.all, 'card'] as const,
  partnerOffers: () => [...operatorKeys.all, 'partner-offers'] as const,
  partnerOfferCounts: (id: string) => [...operatorKeys.partnerOffers(), 'counts', id] as const,
};
