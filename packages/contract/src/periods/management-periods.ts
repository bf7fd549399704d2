import { z } from 'zod';
import { checkedPercentageSchema } from './checked-percentage';
import { periodSchema } from './period';

/**
 * GET /management/period: the company's periods up to the current month and any later period
 * that already holds expenses, newest first, each with the share of its billable expenses that
 * is checked (see `checkedPercentageOf`).
 */
export const managementPeriodSchema = periodSchema
  .extend({ checkedPercentage: checkedPercentageSchema })
  .meta({ id: 'ManagementPeriod' });
export type ManagementPeriod = z.infer<typeof managementPeriodSchema>;

export const listManagementPeriodsResponseSchema = z.array(managementPeriodSchema).meta({ id: 'ManagementPeriodList' });
export type ListManagementPeriodsResponse = z.infer<typeof listManagementPeriodsResponseSchema>;
