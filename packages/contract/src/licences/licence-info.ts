import { z } from 'zod';
import { isoDateSchema } from '../common/primitives';
import { benefitLicences, germanyTicketLicences } from './licence-rules';

/** GET /api/v3/licences — what the signed-in user's company has licensed (spec 001 §3 "Licence info"). */
export const licenceInfoSchema = z
  .object({
    benefit: z.enum(benefitLicences).nullable(),
    card: z.boolean(),
    germanyTicket: z.enum(germanyTicketLicences).nullable(),
    homeCharging: z.boolean(),
    deals: z.boolean(),
    personio: z.boolean(),
    cutOffDate: isoDateSchema.nullable(),
    churnDate: isoDateSchema.nullable(),
  })
  .meta({ id: 'LicenceInfo' });
export type LicenceInfo = z.infer<typeof licenceInfoSchema>;
