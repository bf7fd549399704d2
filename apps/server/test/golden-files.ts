import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/** The payroll export's golden files, beside the tests that compare with them. */
const goldenDir = path.join(import.meta.dirname, '..', 'src', 'modules', 'tax-export', '__golden__');

/**
 * Compares a written file byte for byte with its golden file. After an intended change of a file
 * layout, run the tests with UPDATE_GOLDEN=1 and review the diff of `__golden__/`.
 */
export function expectGolden(name: string, actual: Buffer) {
  const file = path.join(goldenDir, name);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  expect(actual.equals(readFileSync(file)), `${name} differs from its golden file`).toBe(true);
}
