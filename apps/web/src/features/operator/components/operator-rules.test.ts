import type { OperatorCompany, RejectReason } from '@mobilo/contract';
import { updateCompanyRequestSchema } from '@mobilo/contract';
import { describe, expect, it } from 'vitest';
import { requestOf, valuesOf } from './company-edit-values';
import { noCompanyFilters } from './company-filters';
import { activeFilterCount, queryOf } from './company-list-query';
import { moved } from './reject-reason-order';

const sort = { sortBy: 'name', sortOrder: 'ASC' } as const;

describe('the companies query', () => {
  it('leaves every filter out while it is "all"', () => {
    expect(queryOf(noCompanyFilters, '', sort, 1)).toEqual({ sortBy: 'name', sortOrder: 'ASC', page: 1 });
    expect(activeFilterCount(noCompanyFilters)).toBe(0);
  });

  it('sends lists comma-separated and the yes/no filters as text', () => {
    const filters = {
      userTypes: ['PROFESSIONAL' as const],
      countries: ['DE', 'CH'],
      currencies: ['CHF' as const, 'OTHERS' as const],
      isTrial: 'true' as const,
      isInternal: 'false' as const,
    };
    expect(queryOf(filters, 'acme', sort, 3)).toEqual({
      ...sort,
      page: 3,
      search: 'acme',
      userTypes: 'PROFESSIONAL',
      countries: 'DE,CH',
      currencies: 'CHF,OTHERS',
      isTrial: 'true',
      isInternal: 'false',
    });
    expect(activeFilterCount(filters)).toBe(5);
  });
});

describe('the company edit form', () => {
  const company = {
    name: 'Acme',
    defaultUserType: 'LIGHT',
    reseller: null,
    domains: ['acme.test', 'acme.example'],
    mobilityBoxApiKeySet: true,
  } as OperatorCompany;

  it('shows the domains as one comma-separated text and never the key', () => {
    expect(valuesOf(company)).toEqual({
      name: 'Acme',
      defaultUserType: 'LIGHT',
      reseller: '',
      domains: 'acme.test, acme.example',
      mobilityBoxApiKey: '',
    });
  });

  it('keeps the stored key when the field is empty, sets a typed one, removes it on request', () => {
    const values = { ...valuesOf(company), domains: ' a.test,b.test , ' };
    expect(requestOf(values, false)).toEqual({
      name: 'Acme',
      defaultUserType: 'LIGHT',
      reseller: '',
      domains: ['a.test', 'b.test'],
    });
    expect(requestOf({ ...values, mobilityBoxApiKey: 'k-1' }, false).mobilityBoxApiKey).toBe('k-1');
    expect(requestOf({ ...values, mobilityBoxApiKey: 'k-1' }, true).mobilityBoxApiKey).toBe('');
    expect(updateCompanyRequestSchema.parse(requestOf({ ...values, reseller: 'partner' }, false)).reseller).toBe(
      'PARTNER',
    );
    expect(
      updateCompanyRequestSchema.safeParse(requestOf({ ...values, domains: 'a.test, a.test' }, false)).success,
    ).toBe(false);
  });
});

describe('the order of reject reasons', () => {
  const reasons = ['a', 'b', 'c'].map((id) => ({ id }) as RejectReason);

  it('moves one reason a step up or down and keeps the others in order', () => {
    expect(moved(reasons, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(reasons, 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
