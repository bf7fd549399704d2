import { describe, expect, it } from 'vitest';
import {
  decideAuthorisation,
  fallbackDecision,
  mobilityMccPresets,
  dueLoadMonth,
  monthlyLoadAmount,
  sachbezugLimitFor,
  splitCardLoadsByTax,
} from './card-rules';

describe('splitCardLoadsByTax', () => {
  const mobility = { limitedToMobility: true };

  it('keeps a Sachbezug total up to the month’s limit tax-free', () => {
    expect(splitCardLoadsByTax('2026-11', [{ amount: '50.00', treatment: 'SACHBEZUG', ...mobility }])).toEqual({
      SACHBEZUG: '50.00',
      FLAT_37B: '0.00',
      TAXABLE: '0.00',
    });
  });

  it('makes the whole Sachbezug total taxable one cent above the limit (a Freigrenze)', () => {
    const split = splitCardLoadsByTax('2026-11', [
      { amount: '30.00', treatment: 'SACHBEZUG', ...mobility },
      { amount: '20.01', treatment: 'SACHBEZUG', ...mobility },
    ]);
    expect(split).toEqual({ SACHBEZUG: '0.00', FLAT_37B: '0.00', TAXABLE: '50.01' });
  });

  it('uses the limit of the month: 44 EUR before 2022', () => {
    expect(sachbezugLimitFor('2021-12')).toBe('44.00');
    expect(sachbezugLimitFor('2022-01')).toBe('50.00');
    expect(splitCardLoadsByTax('2021-12', [{ amount: '50.00', treatment: 'SACHBEZUG', ...mobility }]).TAXABLE).toBe(
      '50.00',
    );
  });

  it('books a Sachbezug plan on an open card as taxable and keeps flat-taxed loads apart', () => {
    expect(
      splitCardLoadsByTax('2026-11', [
        { amount: '25.00', treatment: 'SACHBEZUG', limitedToMobility: false },
        { amount: '40.00', treatment: 'FLAT_37B', ...mobility },
        { amount: '10.00', treatment: 'TAXABLE', ...mobility },
      ]),
    ).toEqual({ SACHBEZUG: '0.00', FLAT_37B: '40.00', TAXABLE: '35.00' });
  });
});

describe('monthlyLoadAmount', () => {
  it('tops the card up to the plan’s amount without carry-over', () => {
    expect(
      monthlyLoadAmount({ monthlyAmount: '50.00', carryOver: false, balance: '12.30', alreadyLoaded: '0.00' }),
    ).toBe('37.70');
    expect(
      monthlyLoadAmount({ monthlyAmount: '50.00', carryOver: false, balance: '80.00', alreadyLoaded: '0.00' }),
    ).toBe('0.00');
  });

  it('adds the full amount with carry-over', () => {
    expect(
      monthlyLoadAmount({ monthlyAmount: '50.00', carryOver: true, balance: '12.30', alreadyLoaded: '0.00' }),
    ).toBe('50.00');
  });

  it('never loads a month twice nor beyond the plan', () => {
    expect(
      monthlyLoadAmount({ monthlyAmount: '50.00', carryOver: true, balance: '50.00', alreadyLoaded: '50.00' }),
    ).toBe('0.00');
    expect(
      monthlyLoadAmount({ monthlyAmount: '50.00', carryOver: true, balance: '0.00', alreadyLoaded: '20.00' }),
    ).toBe('30.00');
    expect(
      monthlyLoadAmount({ monthlyAmount: '50.00', carryOver: false, balance: '-5.00', alreadyLoaded: '0.00' }),
    ).toBe('50.00');
  });
});

describe('dueLoadMonth', () => {
  it('is the month from its load day on, and none before', () => {
    expect(dueLoadMonth(15, '2026-11-14')).toBeNull();
    expect(dueLoadMonth(15, '2026-11-15')).toBe('2026-11');
    expect(dueLoadMonth(1, '2026-12-01')).toBe('2026-12');
    // A day missed (the server stopped) is caught up later in the month.
    expect(dueLoadMonth(28, '2026-02-28')).toBe('2026-02');
    expect(dueLoadMonth(28, '2026-03-31')).toBe('2026-03');
  });
});

describe('decideAuthorisation', () => {
  const list = { merchantCategoryCodes: [...mobilityMccPresets.PUBLIC_TRANSPORT], merchantNames: ['Nextbike GmbH'] };
  const card = { status: 'ENABLED' as const, allowedList: list };

  it('accepts an allowed category code and an allowed merchant by name', () => {
    expect(decideAuthorisation(card, { merchantCategoryCode: '4111', merchantName: 'BVG' })).toEqual({
      accepted: true,
      reason: 'MCC_ALLOWED',
    });
    expect(decideAuthorisation(card, { merchantCategoryCode: '5999', merchantName: 'NEXTBIKE  gmbh.' })).toEqual({
      accepted: true,
      reason: 'MERCHANT_ALLOWED',
    });
  });

  it('declines a category code that is not on the list', () => {
    expect(decideAuthorisation(card, { merchantCategoryCode: '5812', merchantName: 'Restaurant' })).toEqual({
      accepted: false,
      reason: 'MCC_NOT_ALLOWED',
    });
    expect(decideAuthorisation(card, { merchantCategoryCode: '5812', merchantName: '' }).accepted).toBe(false);
  });

  it('declines an unknown card, a card that is not enabled and a card without a list', () => {
    const payment = { merchantCategoryCode: '4111', merchantName: 'BVG' };
    expect(decideAuthorisation(null, payment).reason).toBe('UNKNOWN_CARD');
    expect(decideAuthorisation({ ...card, status: 'BLOCKED' }, payment).reason).toBe('CARD_NOT_ENABLED');
    expect(decideAuthorisation({ ...card, allowedList: null }, payment).reason).toBe('NO_ALLOWED_LIST');
  });

  it('falls back to the company’s choice', () => {
    expect(fallbackDecision('OPEN')).toEqual({ accepted: true, reason: 'FAIL_OPEN' });
    expect(fallbackDecision('CLOSED')).toEqual({ accepted: false, reason: 'FAIL_CLOSED' });
  });
});
