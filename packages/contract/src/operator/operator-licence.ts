import { z } from 'zod';
import { licenceInfoSchema } from '../licences/licence-info';
import { companyPackageSchema } from './operator-company';

/** The operator's licence form: what the company has licensed and its package (spec 001 §3, §4). */
export const companyLicenceSchema = z
  .object({ licence: licenceInfoSchema, package: companyPackageSchema })
  .meta({ id: 'CompanyLicence' });
export type CompanyLicence = z.infer<typeof companyLicenceSchema>;

export const updateCompanyLicenceRequestSchema = z
  .strictObject({ ...licenceInfoSchema.shape, package: companyPackageSchema })
  .refine((value) => !value.cutOffDate || !value.churnDate || value.cutOffDate <= value.churnDate, {
    path: ['churnDate'],
    message: 'churnDate',
  });
export type UpdateCompanyLicenceRequest = z.infer<typeof updateCompanyLicenceRequestSchema>;

/** Switching to the Unlimited package takes every other type out of the budget groups: how many. */
export const updateCompanyLicenceResponseSchema = companyLicenceSchema
  .extend({ removedMobilityTypes: z.number().int(), budgetGroupsChanged: z.number().int() })
  .meta({ id: 'CompanyLicenceUpdate' });
export type UpdateCompanyLicenceResponse = z.infer<typeof updateCompanyLicenceResponseSchema>;
