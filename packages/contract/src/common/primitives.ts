import { z } from 'zod';
import { emailPattern, maxEmailLength } from './email-rule';

/**
 * A decimal amount as a string with at most two decimals, e.g. "100.00". Never a float. Amounts
 * are stored as numeric(12,2), so at most ten digits before the point.
 */
export const moneySchema = z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'money');

/**
 * Money as a client may send it: the decimal string, or a JSON number with at most two decimals
 * (`50`, `12.5`), taken as the decimal it stands for. Any other number (12.345, 1e21, NaN) stays a
 * number and fails the string schema, so nothing is rounded on the way in.
 */
export function moneyFromNumber(value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) >= 1e10) return value;
  return Math.round(value * 100) / 100 === value ? value.toFixed(2) : value;
}

/** A money field of a request: `schema` (a decimal string) that also takes a JSON number. */
export const moneyInput = <T extends z.ZodType<string>>(schema: T) => z.preprocess(moneyFromNumber, schema);

/** The largest amount numeric(12,2) holds, in cents: 9,999,999,999.99. */
export const MAX_MONEY_CENTS = 999_999_999_999;

/** A calendar day as YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** A point in time, ISO 8601 with offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const idSchema = z.uuid();

export const emailSchema = z.email({ pattern: emailPattern }).max(maxEmailLength);
