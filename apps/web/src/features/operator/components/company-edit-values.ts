import type { OperatorCompany, UpdateCompanyForm } from '@mobilo/contract';

/** The form's view of the domains: one text, comma-separated (spec 001 §3). */
export type EditValues = Omit<UpdateCompanyForm, 'domains' | 'reseller'> & { domains: string; reseller: string };

export const valuesOf = (company: OperatorCompany): EditValues => ({
  name: company.name,
  defaultUserType: company.defaultUserType,
  reseller: company.reseller ?? '',
  domains: company.domains.join(', '),
  mobilityBoxApiKey: '',
});

export const requestOf = (values: EditValues, removeKey: boolean): UpdateCompanyForm => ({
  name: values.name,
  defaultUserType: values.defaultUserType,
  reseller: values.reseller,
  domains: values.domains
    .split(',')
    .map((domain) => domain.trim())
    .filter(Boolean),
  // Empty keeps the stored key; the switch removes it.
  ...(removeKey
    ? { mobilityBoxApiKey: '' }
    : values.mobilityBoxApiKey
      ? { mobilityBoxApiKey: values.mobilityBoxApiKey }
      : {}),
});
