import { describe, expect, it } from 'vitest';
import { isResellerCompany } from './reseller-company';

describe('isResellerCompany', () => {
  it('treats an empty reseller and the own marker as no reseller', () => {
    expect(isResellerCompany({ reseller: null })).toBe(false);
    expect(isResellerCompany({ reseller: '' })).toBe(false);
    expect(isResellerCompany({ reseller: 'mobilo' })).toBe(false);
    expect(isResellerCompany({ reseller: 'PARTNER' })).toBe(true);
  });
});
