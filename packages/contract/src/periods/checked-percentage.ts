import { z } from 'zod';

/**
 * The share of a period's billable expenses (status SUBMITTED or INVOICED) that a reviewer has
 * checked, as a whole percentage rounded down: floor(100 × checked ÷ billable). Rounding down
 * keeps 100 for "every billable expense is checked"; a period without billable expenses is 0.
 */
export const checkedPercentageSchema = z.number().int().min(0).max(100);

export function checkedPercentageOf(checkedCount: number, billableCount: number): number {
  if (billableCount <= 0) return 0;
  return Math.floor((100 * Math.min(checkedCount, billableCount)) / billableCount);
}
