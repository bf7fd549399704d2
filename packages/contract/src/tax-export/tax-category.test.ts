import { describe, expect, it } from 'vitest';
import { type NetWageLists, taxCategoryOf, type TaxCategoryContext } from './tax-category';

const lists: NetWageLists = {
  companyNetWageMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT', 'GERMANY_TICKET', 'LONG_DISTANCE_TRAIN'],
  abroadCompanyNetWageMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT'],
  privateNetWageMobilityTypes: ['GERMANY_TICKET'],
  abroadPrivateNetWageMobilityTypes: [],
};
const context: TaxCategoryContext = { netWageAvailable: true, netWageLists: lists, flat15Active: true };

describe('taxCategoryOf', () => {
  it('is tax-free for a type in the net-wage list of its purpose and origin', () => {
    expect(taxCategoryOf({ type: 'GERMANY_TICKET', tripToWork: true, origin: 'HOME' }, context)).toBe('TAX_FREE');
    expect(taxCategoryOf({ type: 'GERMANY_TICKET', tripToWork: false, origin: 'HOME' }, context)).toBe('TAX_FREE');
    expect(taxCategoryOf({ type: 'LONG_DISTANCE_TRAIN', tripToWork: true, origin: 'HOME' }, context)).toBe('TAX_FREE');
  });

  it('uses the abroad lists for expenses abroad', () => {
    expect(taxCategoryOf({ type: 'LOCAL_PUBLIC_TRANSPORT', tripToWork: true, origin: 'ABROAD' }, context)).toBe(
      'TAX_FREE',
    );
    expect(taxCategoryOf({ type: 'GERMANY_TICKET', tripToWork: true, origin: 'ABROAD' }, context)).toBe('TAXABLE');
    expect(taxCategoryOf({ type: 'GERMANY_TICKET', tripToWork: false, origin: 'ABROAD' }, context)).toBe('TAXABLE');
  });

  it('is never tax-free when net wage is not available to the user', () => {
    const off = { ...context, netWageAvailable: false };
    expect(taxCategoryOf({ type: 'GERMANY_TICKET', tripToWork: true, origin: 'HOME' }, off)).toBe('TAXABLE');
    expect(
      taxCategoryOf({ type: 'GERMANY_TICKET', tripToWork: true, origin: 'HOME' }, { ...context, netWageLists: null }),
    ).toBe('TAXABLE');
  });

  it('is flat-rate for individual mobility on the commute while the bucket is active', () => {
    expect(taxCategoryOf({ type: 'TAXI', tripToWork: true, origin: 'HOME' }, context)).toBe('FLAT_15');
    expect(taxCategoryOf({ type: 'CAR_SHARING', tripToWork: true, origin: 'ABROAD' }, context)).toBe('FLAT_15');
    expect(taxCategoryOf({ type: 'TAXI', tripToWork: false, origin: 'HOME' }, context)).toBe('TAXABLE');
    expect(taxCategoryOf({ type: 'TAXI', tripToWork: true, origin: 'HOME' }, { ...context, flat15Active: false })).toBe(
      'TAXABLE',
    );
  });

  it('is taxable for public transport outside the net-wage lists', () => {
    expect(taxCategoryOf({ type: 'INTERCITY_BUS', tripToWork: true, origin: 'HOME' }, context)).toBe('TAXABLE');
    expect(taxCategoryOf({ type: 'RAIL_CARD', tripToWork: false, origin: 'HOME' }, context)).toBe('TAXABLE');
  });
});
