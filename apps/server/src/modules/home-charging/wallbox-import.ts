import type { ChargingMonth, WallboxImport, WallboxProblem } from '@mobilo/contract';
import { readCsvImport } from '../../platform/csv';
import type { WallboxSession } from '../../db/schema/home-charging';

/**
 * The documented session export of ev.energy (its data export CSV): one session per line with
 * "Session Start Time", "Session Finish Time", "Estimated Energy Delivered" (kWh) and "Location"
 * (Home or elsewhere; only sessions at home count). Any other wallbox export is read through a
 * mapping of its start, end and kWh columns.
 */
export const EV_ENERGY_COLUMNS = {
  start: 'Session Start Time',
  end: 'Session Finish Time',
  kwh: 'Estimated Energy Delivered',
  location: 'Location',
} as const;

export interface WallboxLine {
  line: number;
  label: string;
  status: 'VALID' | 'REFUSED' | 'SKIPPED';
  problems: WallboxProblem[];
  session: WallboxSession | null;
}

/** "2026-03-04 21:15:00", "2026-03-04T21:15", "04.03.2026 21:15": the day and time of a session, as written. */
function parseTimestamp(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  const german = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : german
      ? [german[3], german[2], german[1], german[4], german[5], german[6]]
      : null;
  if (!parts) return null;
  const [y, m, d, hh = '00', mm = '00', ss = '00'] = parts as string[];
  const stamp = `${y}-${m}-${d}T${hh}:${mm}:${ss}`;
  const date = new Date(`${stamp}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== stamp) return null;
  return stamp;
}

/** kWh as written ("12.5", "12,50", "12.345 kWh"): hundredths, rounded half up; null when it is no number. */
function parseKwh(text: string): string | null {
  const value = text
    .trim()
    .replace(/\s*kwh$/i, '')
    .replace(',', '.');
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(value);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(6, '0');
  let hundredths = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) hundredths += 1;
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * Checks every line of a wallbox export for the month: a broken line (a field missing, no date,
 * no kWh, an end before its start) is refused; a session elsewhere or in another month is skipped.
 */
export function readWallboxFile(
  input: Pick<WallboxImport, 'format' | 'mapping' | 'content'>,
  month: ChargingMonth,
): { lines: WallboxLine[]; missingColumns: string[] } {
  const { header, rows } = readCsvImport(input.content);
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const wanted =
    input.format === 'EV_ENERGY'
      ? EV_ENERGY_COLUMNS
      : { start: input.mapping!.start, end: input.mapping!.end, kwh: input.mapping!.kwh, location: null };
  const indexOf = (name: string | null) => (name === null ? -1 : names.indexOf(name.trim().toLowerCase()));
  const columns = { start: indexOf(wanted.start), end: indexOf(wanted.end), kwh: indexOf(wanted.kwh) };
  const location = indexOf(wanted.location);
  const missingColumns = [wanted.start, wanted.end, wanted.kwh].filter((name) => indexOf(name) === -1);
  if (missingColumns.length > 0) return { lines: [], missingColumns };
  const lines = rows.map((row): WallboxLine => {
    const problems: WallboxProblem[] = [];
    const cell = (index: number) => (row.fields[index] ?? '').trim();
    if (row.fields.length !== header.fields.length) problems.push('WRONG_COLUMN_COUNT');
    const [startText, endText, kwhText] = [cell(columns.start), cell(columns.end), cell(columns.kwh)];
    if (!startText || !endText || !kwhText) problems.push('MISSING_COLUMN');
    const start = startText ? parseTimestamp(startText) : null;
    const end = endText ? parseTimestamp(endText) : null;
    const kwh = kwhText ? parseKwh(kwhText) : null;
    if ((startText && !start) || (endText && !end)) problems.push('INVALID_DATE');
    if (kwhText && kwh === null) problems.push('INVALID_KWH');
    if (start && end && end < start) problems.push('END_BEFORE_START');
    const label = startText || `#${row.line}`;
    if (problems.length > 0) return { line: row.line, label, status: 'REFUSED', problems, session: null };
    const session = { start: start!, end: end!, kwh: kwh! };
    if (location !== -1 && cell(location).toLowerCase() !== 'home') {
      return { line: row.line, label, status: 'SKIPPED', problems: ['NOT_AT_HOME'], session };
    }
    if (start!.slice(0, 7) !== month) {
      return { line: row.line, label, status: 'SKIPPED', problems: ['OTHER_MONTH'], session };
    }
    return { line: row.line, label, status: 'VALID', problems: [], session };
  });
  return { lines, missingColumns };
}
