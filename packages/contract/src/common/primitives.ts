import { z } from 'zod';

/** A decimal amount as a string with at most two decimals, e.g. "100.00". Never a float. */
export const moneySchema = z.string().regex(/^-?\d+(\.\d{1,2})?$/, 'money');

/** A calendar day as YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** A point in time, ISO 8601 with offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const idSchema = z.uuid();

export const emailSchema = z.email().max(254);
