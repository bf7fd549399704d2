import type { ListCompaniesQuery } from '@mobilo/contract';
import type { CompanyFilterValues } from './company-filters';

export type CompanySort = Required<Pick<ListCompaniesQuery, 'sortBy' | 'sortOrder'>>;

/** The query of the list: empty filters are left out, so that each means "all". */
export function queryOf(
  filters: CompanyFilterValues,
  search: string,
  sort: CompanySort,
  page: number,
): ListCompaniesQuery {
  const list = (values: string[]) => (values.length > 0 ? values.join(',') : undefined);
  return {
    ...sort,
    page,
    ...(search && { search }),
    ...(list(filters.userTypes) && { userTypes: list(filters.userTypes) }),
    ...(list(filters.countries) && { countries: list(filters.countries) }),
    ...(list(filters.currencies) && { currencies: list(filters.currencies) }),
    ...(filters.isTrial !== 'all' && { isTrial: filters.isTrial }),
    ...(filters.isInternal !== 'all' && { isInternal: filters.isInternal }),
  };
}

export const activeFilterCount = (filters: CompanyFilterValues) =>
  [filters.userTypes.length, filters.countries.length, filters.currencies.length].filter((n) => n > 0).length +
  (filters.isTrial === 'all' ? 0 : 1) +
  (filters.isInternal === 'all' ? 0 : 1);
