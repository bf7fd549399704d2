import { z } from 'zod';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';

/**
 * GET /api/v3/budgetclass/allowedMobilityTypes: what the type pickers may offer to the signed-in
 * admin: the package's types, whether net-wage lists apply, and the net-wage capable types.
 */
export const allowedMobilityTypesResponseSchema = z
  .object({
    package: z.enum(['STANDARD', 'UNLIMITED']),
    companyMobilityTypes: z.array(mobilityTypeSchema),
    privateMobilityTypes: z.array(mobilityTypeSchema),
    netWageAvailable: z.boolean(),
    companyNetWageCapableTypes: z.array(mobilityTypeSchema),
    privateNetWageCapableTypes: z.array(mobilityTypeSchema),
    lightExcludedPrivateTypes: z.array(mobilityTypeSchema),
  })
  .meta({ id: 'AllowedMobilityTypes' });
export type AllowedMobilityTypes = z.infer<typeof allowedMobilityTypesResponseSchema>;
