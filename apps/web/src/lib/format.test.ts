import { describe, expect, it } from 'vitest';
import { formattersOf } from './format';

describe('formattersOf', () => {
  it('shows calendar days as the specification does in each language', () => {
    expect(formattersOf('en').date('2026-03-05')).toBe('05/03/2026');
    expect(formattersOf('de').date('2026-03-05T10:00:00Z')).toBe('05.03.2026');
    expect(formattersOf('de').date(null)).toBe('–');
  });

  it('shows money in the named currency with the separators of the language', () => {
    expect(formattersOf('en').money('1234.50', 'EUR')).toBe('€1,234.50');
    expect(formattersOf('de').money('1234.50', 'EUR')).toBe('1.234,50\u00a0€');
    expect(formattersOf('en').money(null, 'EUR')).toBe('–');
  });

  it('names periods and months', () => {
    expect(formattersOf('en').period('202603')).toBe('March 2026');
    expect(formattersOf('de').period('202603')).toBe('März 2026');
    expect(formattersOf('de').monthName(12)).toBe('Dezember');
  });

  it('shows file sizes in steps of 1000 with one decimal', () => {
    expect(formattersOf('en').fileSize(999)).toBe('999 B');
    expect(formattersOf('de').fileSize(1550)).toBe('1,6 kB');
    expect(formattersOf('en').fileSize(2_500_000)).toBe('2.5 MB');
    expect(formattersOf('en').fileSize(null)).toBe('–');
  });

  it('builds the formatters of a language once', () => {
    expect(formattersOf('de')).toBe(formattersOf('de'));
  });
});
