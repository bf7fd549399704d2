import { z } from 'zod';

/**
 * A decimal amount as a string with at most two decimals, e.g. "100.00". Never a float. Amounts
 * are stored as numeric(12,2), so at most ten digits before the point.
 */
export const moneySchema = z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'money');

/** The largest amount numeric(12,2) holds, in cents: 9,999,999,999.99. */
export const MAX_MONEY_CENTS = 999_999_999_999;

/** A calendar day as YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** A point in time, ISO 8601 with offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const idSchema = z.uuid();

export const emailSchema = z.email().max(254);
