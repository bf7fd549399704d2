import { z } from 'zod';
import { authCheckResponseSchema } from '../auth/session-user';

/**
 * GET /api/v3/support/companies: the companies a support user may look at (every company), for
 * the company selector; the operator reads the same list to pick a company in the operator area.
 */
export const companyOptionSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'CompanyOption' });
export type CompanyOption = z.infer<typeof companyOptionSchema>;
export const supportCompaniesResponseSchema = z.object({ companies: z.array(companyOptionSchema) });
export type SupportCompaniesResponse = z.infer<typeof supportCompaniesResponseSchema>;

/**
 * POST /api/v3/support/company {companyId}: a support user looks at another company (their own
 * company to return). The session is renewed; the answer is the session as /auth/check gives it.
 */
export const selectCompanyRequestSchema = z.strictObject({ companyId: z.uuid() });
export type SelectCompanyRequest = z.infer<typeof selectCompanyRequestSchema>;
export const selectCompanyResponseSchema = authCheckResponseSchema;
