import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes, isErrorCode, statusOfErrorCode } from './error-codes';
import { errorResponseSchema } from './error-response';

describe('error catalogue', () => {
  it('gives every code an English and a German text and a status', () => {
    for (const code of errorCodes) {
      const entry = errorCatalogue[code];
      expect(entry.en.length, code).toBeGreaterThan(0);
      expect(entry.de.length, code).toBeGreaterThan(0);
      expect(Number.isInteger(entry.status)).toBe(true);
    }
  });

  it('tells codes from other strings', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
    expect(statusOfErrorCode('BRUTE_FORCE_LOCKED')).toBe(429);
  });

  it('accepts only known codes in the error shape', () => {
    expect(
      errorResponseSchema.safeParse({ statusCode: 404, reason: { errorCode: 'NOT_FOUND', parameter: null } }).success,
    ).toBe(true);
    expect(
      errorResponseSchema.safeParse({ statusCode: 404, reason: { errorCode: 'NOPE', parameter: null } }).success,
    ).toBe(false);
  });
});
