import { z } from 'zod';

/** A billing period: a month written YYYYMM. */
export const periodStringSchema = z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/, 'period');
