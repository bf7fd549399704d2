import { describe, expect, it } from 'vitest';
import { isEmailOfCompanyDomains } from './email-domain';

describe('isEmailOfCompanyDomains', () => {
  it('takes any address where the company has no domains', () => {
    expect(isEmailOfCompanyDomains('a@anything.test', [])).toBe(true);
  });

  it('takes the company domains and their subdomains, in any case', () => {
    expect(isEmailOfCompanyDomains('a@Acme.test', ['acme.test'])).toBe(true);
    expect(isEmailOfCompanyDomains('a@de.acme.test', ['@ACME.test'])).toBe(true);
  });

  it('refuses other domains, also look-alikes', () => {
    expect(isEmailOfCompanyDomains('a@other.test', ['acme.test'])).toBe(false);
    expect(isEmailOfCompanyDomains('a@notacme.test', ['acme.test'])).toBe(false);
    expect(isEmailOfCompanyDomains('a@acme.test.evil', ['acme.test'])).toBe(false);
  });
});
