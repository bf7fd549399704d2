import { z } from 'zod';

export const sessionCompanySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    currency: z.string().length(3),
    country: z.string(),
    /**
     * Personio keeps the company's users: the operator enabled it and the company's admin is
     * connected. The warnings and read-only fields follow this, so they end with the connection.
     */
    isPersonioActive: z.boolean(),
    reseller: z.string().nullable(),
    /** The user type new users get unless the administrator picks the other. */
    defaultUserType: z.enum(['LIGHT', 'PROFESSIONAL']),
  })
  .meta({ id: 'SessionCompany' });
export type SessionCompany = z.infer<typeof sessionCompanySchema>;
