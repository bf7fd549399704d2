import type { Enrolment } from '@mobilo/contract';
import type { CsvRecord } from '../../platform/csv';

/** The users import's columns, in this order (the header line names them and is not read). */
export const userImportColumns = ['email', 'type', 'carKind', 'vehicle', 'batteryKwh', 'meterId', 'method'] as const;

type Problem =
  | 'WRONG_COLUMN_COUNT'
  | 'UNKNOWN_EMAIL'
  | 'INVALID_TYPE'
  | 'INVALID_CAR_KIND'
  | 'INVALID_VEHICLE'
  | 'INVALID_BATTERY'
  | 'INVALID_METHOD'
  | 'DUPLICATE_IN_FILE';

export interface ParsedUserLine {
  line: number;
  label: string;
  problems: Problem[];
  userId: string | null;
  enrolment: Omit<Enrolment, 'pricingMethods' | 'version'> | null;
  method: 'CONTRACT' | 'AVERAGE' | null;
}

const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | null => {
  const upper = value.trim().toUpperCase();
  return (allowed as readonly string[]).includes(upper) ? (upper as T) : null;
};

/** Checks every line of the users import against the company's people (by lower-case email). */
export function parseUserImport(
  rows: readonly CsvRecord[],
  userIdsByEmail: ReadonlyMap<string, string>,
): ParsedUserLine[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const problems: Problem[] = [];
    const cell = (index: number) => (row.fields[index] ?? '').trim();
    const email = cell(0).toLowerCase();
    if (row.fields.length !== userImportColumns.length) problems.push('WRONG_COLUMN_COUNT');
    const userId = userIdsByEmail.get(email) ?? null;
    if (!userId) problems.push('UNKNOWN_EMAIL');
    if (seen.has(email)) problems.push('DUPLICATE_IN_FILE');
    seen.add(email);
    const type = oneOf(cell(1), ['VARIABLE', 'FIXED'] as const);
    if (!type) problems.push('INVALID_TYPE');
    const carKind = oneOf(cell(2), ['COMPANY', 'OWN'] as const);
    if (!carKind) problems.push('INVALID_CAR_KIND');
    const vehicle = oneOf(cell(3), ['ELECTRIC', 'HYBRID'] as const);
    if (!vehicle) problems.push('INVALID_VEHICLE');
    const battery = /^\d{1,3}$/.test(cell(4)) ? Number(cell(4)) : NaN;
    if (!(battery >= 5 && battery <= 250)) problems.push('INVALID_BATTERY');
    const method = oneOf(cell(6), ['CONTRACT', 'AVERAGE'] as const);
    if (!method) problems.push('INVALID_METHOD');
    const meterId = cell(5).slice(0, 64);
    const ok = problems.length === 0;
    return {
      line: row.line,
      label: email,
      problems,
      userId,
      enrolment: ok
        ? { type: type!, carKind: carKind!, vehicle: vehicle!, batteryKwh: battery, meterIds: meterId ? [meterId] : [] }
        : null,
      method: ok ? method : null,
    };
  });
}
