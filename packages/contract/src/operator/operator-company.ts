import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives';
import { licenceInfoSchema } from '../licences/licence-info';
import { companyPackages } from '../mobility/mobility-rules';
import { languageSchema, userTypeSchema } from '../vocabulary/user-enums';
import { companyCurrencyFilters, companyCurrencySchema, countryCodeSchema } from './countries';

export const companyPackageSchema = z.enum(companyPackages);

/** What the operator sees of the mobility-ticket key, which is never read back (spec 001 §3). */
export const apiKeyStates = { set: '******', notSet: 'Not Set', unknown: 'Service not available' } as const;

/** Spec 001 §3 "Company", as the operator reads it. */
export const operatorCompanySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    companyCreatedAt: isoDateTimeSchema,
    createdDate: isoDateTimeSchema,
    defaultUserType: userTypeSchema,
    language: languageSchema,
    defaultLanguage: languageSchema,
    currency: z.string(),
    country: z.string(),
    isTrialAccount: z.boolean(),
    isInternal: z.boolean(),
    isPersonioActive: z.boolean(),
    reseller: z.string().nullable(),
    domains: z.array(z.string()),
    package: companyPackageSchema,
    usersCount: z.number().int(),
    periodsCount: z.number().int(),
    latestPeriod: z.string().nullable(),
    mobilityBoxApiKeySet: z.boolean().nullable(),
    mobilityBoxApiKey: z.enum([apiKeyStates.set, apiKeyStates.notSet, apiKeyStates.unknown]),
    licence: licenceInfoSchema,
  })
  .meta({ id: 'OperatorCompany' });
export type OperatorCompany = z.infer<typeof operatorCompanySchema>;

export const companySortFields = ['name', 'createdDate', 'country', 'currency', 'usersCount'] as const;
export const companyListPageSize = 20;

/** Comma-separated values of a closed list, as a filter in a query string. */
const listOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(2000)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)).max(300));

const flagFilter = z.enum(['true', 'false']).optional();

/** GET /god/company: the companies list, filtered, sorted and paged on the server. */
export const listCompaniesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(200).optional(),
  sortBy: z.enum(companySortFields).default('name'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  userTypes: listOf(['LIGHT', 'PROFESSIONAL']).optional(),
  countries: z
    .string()
    .max(2000)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(countryCodeSchema).max(300))
    .optional(),
  currencies: listOf(companyCurrencyFilters).optional(),
  isTrial: flagFilter,
  isInternal: flagFilter,
});
export type ListCompaniesQuery = z.input<typeof listCompaniesQuerySchema>;

export const listCompaniesResponseSchema = z
  .object({
    companies: z.array(operatorCompanySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  })
  .meta({ id: 'OperatorCompanyList' });
export type ListCompaniesResponse = z.infer<typeof listCompaniesResponseSchema>;

export const companyNameSchema = z.string().trim().min(1).max(200);

/** Spec 001 §3 "Company create form", with its defaults. */
export const createCompanyRequestSchema = z.strictObject({
  name: companyNameSchema,
  defaultUserType: userTypeSchema.default('LIGHT'),
  isTrialAccount: z.boolean().default(false),
  isInternal: z.boolean().default(false),
  country: countryCodeSchema.default('DE'),
  currency: companyCurrencySchema.default('EUR'),
  defaultLanguage: languageSchema.default('en'),
});
export type CreateCompanyRequest = z.infer<typeof createCompanyRequestSchema>;
export type CreateCompanyForm = z.input<typeof createCompanyRequestSchema>;

/** A reseller marker: letters, digits, dash and underscore, stored upper case (spec 001 §3). */
export const resellerSchema = z
  .string()
  .trim()
  .max(50)
  .regex(/^[A-Za-z0-9_-]*$/, 'reseller')
  .transform((value) => (value === '' ? null : value.toUpperCase()));

/** An email domain as a company lists it (no scheme, no "@"). */
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'domain');

/** Spec 001 §3 "Company update"; the key is write-only: absent keeps it, "" removes it. */
export const updateCompanyRequestSchema = z.strictObject({
  name: companyNameSchema,
  defaultUserType: userTypeSchema,
  reseller: resellerSchema.nullable().default(null),
  domains: z
    .array(domainSchema)
    .max(50)
    .refine((list) => new Set(list).size === list.length, 'domains'),
  mobilityBoxApiKey: z.string().trim().max(500).optional(),
});
export type UpdateCompanyRequest = z.infer<typeof updateCompanyRequestSchema>;
export type UpdateCompanyForm = z.input<typeof updateCompanyRequestSchema>;

export const companyIdParamsSchema = z.strictObject({ id: z.uuid() });

export const setTrialRequestSchema = z.strictObject({ isTrialAccount: z.boolean() });
export const setInternalRequestSchema = z.strictObject({ isInternal: z.boolean() });

/** A toggle that carries the company's users along answers how many of them followed. */
export const companyToggleResponseSchema = z
  .object({ company: operatorCompanySchema, usersChanged: z.number().int() })
  .meta({ id: 'CompanyToggleResult' });
export type CompanyToggleResponse = z.infer<typeof companyToggleResponseSchema>;

export const createPeriodsResponseSchema = z.object({ created: z.number().int(), latestPeriod: z.string().nullable() });
export type CreatePeriodsResponse = z.infer<typeof createPeriodsResponseSchema>;

/** POST /god/integration/{id}/personio {personio}: the licence flag of the integration. */
export const setPersonioRequestSchema = z.strictObject({ personio: z.boolean() });
