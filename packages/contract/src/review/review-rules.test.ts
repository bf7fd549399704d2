import { describe, expect, it } from 'vitest';
import { markerNoteSchema, rejectExpenseRequestSchema } from './review-actions';
import { combineReceiptReadings } from '../expenses/receipt-reading';
import {
  billableTotalCents,
  canEditExpenseAsReviewer,
  checkedPercentage,
  type DuplicateCandidate,
  findPossibleDuplicates,
  germanyTicketPriceOn,
  isCostExceeded,
  reviewAbilitiesOf,
} from './review-rules';

const submitted = { status: 'SUBMITTED' as const, isChecked: false, isMarked: false, userId: 'owner' };

describe('review abilities', () => {
  it('lets a reviewer check, mark and reject a submitted expense of someone else', () => {
    expect(reviewAbilitiesOf(submitted, 'reviewer')).toEqual({
      canCheck: true,
      canUncheck: false,
      canMark: true,
      canUnmark: false,
      canReject: true,
      canEditMarkerNote: true,
    });
  });
  it('refuses every review action on the own expense', () => {
    const own = reviewAbilitiesOf(submitted, 'owner');
    expect(Object.values(own).some(Boolean)).toBe(false);
  });
  it('keeps check and mark apart and blocks rejecting a marked expense', () => {
    const marked = reviewAbilitiesOf({ ...submitted, isMarked: true }, 'reviewer');
    expect(marked).toMatchObject({ canCheck: false, canMark: false, canUnmark: true, canReject: false });
    const checked = reviewAbilitiesOf({ ...submitted, isChecked: true }, 'reviewer');
    expect(checked).toMatchObject({ canCheck: false, canUncheck: true, canMark: false, canReject: true });
  });
  it('reviews only submitted expenses', () => {
    for (const status of ['INCOMPLETE', 'READY', 'REJECTED', 'INVOICED'] as const) {
      expect(Object.values(reviewAbilitiesOf({ ...submitted, status }, 'reviewer')).some(Boolean)).toBe(false);
    }
  });
  it('lets reviewers edit unchecked submitted expenses of open or closed periods', () => {
    const base = { ...submitted, isPeriodInvoiced: false };
    expect(canEditExpenseAsReviewer(base, 'reviewer')).toBe(true);
    expect(canEditExpenseAsReviewer({ ...base, isChecked: true }, 'reviewer')).toBe(false);
    expect(canEditExpenseAsReviewer({ ...base, isPeriodInvoiced: true }, 'reviewer')).toBe(false);
    expect(canEditExpenseAsReviewer(base, 'owner')).toBe(false);
  });
});

describe('Germany ticket price', () => {
  it('follows the dated table', () => {
    expect(germanyTicketPriceOn('2023-05-01')).toBe('49.00');
    expect(germanyTicketPriceOn('2022-01-01')).toBe('49.00');
    expect(germanyTicketPriceOn('2024-12-31')).toBe('49.00');
    expect(germanyTicketPriceOn('2025-01-01')).toBe('58.00');
    expect(germanyTicketPriceOn('2025-12-31')).toBe('58.00');
    expect(germanyTicketPriceOn('2026-01-01')).toBe('63.00');
  });
  it('warns above the price of the billing date only', () => {
    const ticket = { type: 'GERMANY_TICKET', targetCurrency: 'EUR', originalCurrency: 'EUR', originalCost: null };
    expect(isCostExceeded({ ...ticket, date: '2024-12-31', cost: '49.00' })).toBe(false);
    expect(isCostExceeded({ ...ticket, date: '2024-12-31', cost: '49.01' })).toBe(true);
    expect(isCostExceeded({ ...ticket, date: '2025-06-01', cost: '58.00' })).toBe(false);
    expect(isCostExceeded({ ...ticket, date: '2025-06-01', cost: '63.00' })).toBe(true);
    expect(isCostExceeded({ ...ticket, date: '2026-01-01', cost: '63.00' })).toBe(false);
    expect(isCostExceeded({ ...ticket, date: '2026-01-01', cost: null })).toBe(false);
    expect(isCostExceeded({ ...ticket, type: 'TAXI', date: '2026-01-01', cost: '100.00' })).toBe(false);
  });
  it('compares EUR amounts only', () => {
    const chf = { type: 'GERMANY_TICKET', date: '2026-02-01', cost: '100.00', targetCurrency: 'CHF' };
    expect(isCostExceeded({ ...chf, originalCurrency: 'EUR', originalCost: '64.00' })).toBe(true);
    expect(isCostExceeded({ ...chf, originalCurrency: 'CHF', originalCost: '100.00' })).toBe(false);
  });
});

describe('duplicate detection', () => {
  const expense = (id: string, over: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
    id,
    userId: 'u1',
    status: 'SUBMITTED',
    type: 'TAXI',
    date: '2026-02-03',
    cost: '12.50',
    fileHashes: [`hash-${id}`],
    ...over,
  });
  it('flags the same type, date and cost of one user', () => {
    const found = findPossibleDuplicates([
      expense('a'),
      expense('b', { cost: '12.5' }),
      expense('c', { date: '2026-02-04' }),
    ]);
    expect([...found].sort()).toEqual(['a', 'b']);
  });
  it('flags the same receipt content', () => {
    const found = findPossibleDuplicates([
      expense('a', { fileHashes: ['x'] }),
      expense('b', { type: 'FUEL', fileHashes: ['x'] }),
    ]);
    expect([...found].sort()).toEqual(['a', 'b']);
  });
  it('ignores other users, drafts, rejections and one expense with a receipt twice', () => {
    expect(findPossibleDuplicates([expense('a'), expense('b', { userId: 'u2' })]).size).toBe(0);
    expect(findPossibleDuplicates([expense('a'), expense('b', { status: 'REJECTED' })]).size).toBe(0);
    expect(findPossibleDuplicates([expense('a'), expense('b', { status: 'READY' })]).size).toBe(0);
    expect(findPossibleDuplicates([expense('a', { fileHashes: ['x', 'x'] })]).size).toBe(0);
    expect(findPossibleDuplicates([expense('a', { type: null }), expense('b', { type: null })]).size).toBe(0);
  });
  it('counts invoiced expenses as partners', () => {
    expect(findPossibleDuplicates([expense('a'), expense('b', { status: 'INVOICED' })]).size).toBe(2);
  });
});

describe('period figures', () => {
  it('computes the checked share of billable expenses', () => {
    expect(checkedPercentage([])).toBe(0);
    expect(
      checkedPercentage([
        { status: 'SUBMITTED', isChecked: true },
        { status: 'SUBMITTED', isChecked: false },
        { status: 'INVOICED', isChecked: false },
        { status: 'READY', isChecked: false },
      ]),
    ).toBe(33);
  });
  it('sums billable cost in cents', () => {
    expect(
      billableTotalCents([
        { status: 'SUBMITTED', cost: '10.10' },
        { status: 'INVOICED', cost: '0.20' },
        { status: 'REJECTED', cost: '99.00' },
        { status: 'SUBMITTED', cost: null },
      ]),
    ).toBe(1030);
  });
});

describe('receipt readings', () => {
  it('takes the first non-empty value per field', () => {
    const file = (fileId: string) => ({
      fileId,
      totalAmount: null,
      invoiceDate: null,
      currency: null,
      invoiceNumber: null,
    });
    expect(combineReceiptReadings([])).toEqual({
      totalAmount: null,
      invoiceDate: null,
      currency: null,
      invoiceNumber: null,
    });
    expect(
      combineReceiptReadings([
        { ...file('00000000-0000-4000-8000-000000000001'), invoiceNumber: ' ', currency: 'EUR' },
        {
          ...file('00000000-0000-4000-8000-000000000002'),
          totalAmount: '12.00',
          invoiceNumber: 'R-1',
          currency: 'CHF',
        },
      ]),
    ).toEqual({ totalAmount: '12.00', invoiceDate: null, currency: 'EUR', invoiceNumber: 'R-1' });
  });
});

describe('review requests', () => {
  it('takes any printable marker note up to 1000 characters', () => {
    expect(markerNoteSchema.safeParse('Beleg prüfen: 50 % & "mehr" / ✓ 🚆\nzweite Zeile').success).toBe(true);
    expect(markerNoteSchema.safeParse('x'.repeat(1000)).success).toBe(true);
    expect(markerNoteSchema.safeParse('x'.repeat(1001)).success).toBe(false);
    expect(markerNoteSchema.safeParse('a\u0000b').success).toBe(false);
    expect(markerNoteSchema.safeParse('a\uD800b').success).toBe(false);
  });
  it('needs a reason id to reject', () => {
    expect(rejectExpenseRequestSchema.safeParse({ rejectComment: 'x' }).success).toBe(false);
    expect(rejectExpenseRequestSchema.safeParse({ rejectReason: '00000000-0000-4000-8000-000000000001' }).success).toBe(
      true,
    );
    expect(
      rejectExpenseRequestSchema.safeParse({ rejectReason: '00000000-0000-4000-8000-000000000001', x: 1 }).success,
    ).toBe(false);
  });
});
