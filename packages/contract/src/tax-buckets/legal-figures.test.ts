import { describe, expect, it } from 'vitest';
import { allLegalFigures, legalFiguresOfYear } from './legal-figures';

describe('legal figures', () => {
  it('gives every entry a validity that ends the day before the next begins', () => {
    const ticket = allLegalFigures().filter((figure) => figure.kind === 'GERMANY_TICKET_PRICE');
    expect(ticket.map((f) => [f.amount, f.validFrom, f.validUntil])).toEqual([
      ['49.00', '2023-05-01', '2024-12-31'],
      ['58.00', '2025-01-01', '2025-12-31'],
      ['63.00', '2026-01-01', null],
    ]);
  });

  it("lists what a year's exports use", () => {
    const year2026 = legalFiguresOfYear(2026).map((f) => [f.kind, f.amount]);
    expect(year2026).toEqual([
      ['COMMUTE_ALLOWANCE_FIRST_KM', '0.38'],
      ['COMMUTE_ALLOWANCE_FROM_21ST_KM', '0.38'],
      ['GERMANY_TICKET_PRICE', '63.00'],
      ['HOME_CHARGING_PRICE', '0.34'],
    ]);
    expect(legalFiguresOfYear(2024).map((f) => [f.kind, f.amount])).toEqual([
      ['COMMUTE_ALLOWANCE_FIRST_KM', '0.30'],
      ['COMMUTE_ALLOWANCE_FROM_21ST_KM', '0.38'],
      ['GERMANY_TICKET_PRICE', '49.00'],
    ]);
  });
});
