import { describe, expect, it } from 'vitest';
import { buildReviewExpense } from '../../../test/review-data';
import {
  auditColumns,
  defaultAuditSort,
  defaultUserSort,
  emptyAuditFilter,
  shownExpenses,
  toggleColumn,
  userListQueryOf,
} from './audit-table-model';
import { entryExpense, neighbourExpense, nextToReview } from './review-navigation';

describe('column chooser', () => {
  it('hides and shows columns, and shows all again when the last one is hidden', () => {
    expect(toggleColumn([], 'cost')).toEqual(['cost']);
    expect(toggleColumn(['cost', 'origin'], 'cost')).toEqual(['origin']);
    const allButOne = auditColumns.filter((c) => c !== 'actions');
    expect(toggleColumn(allButOne, 'actions')).toEqual([]);
  });
});

describe('shown expenses and the arrows within a card', () => {
  const a1 = buildReviewExpense({ date: '2026-11-03' });
  const a2 = buildReviewExpense({ date: '2026-11-01' });
  const taxi = buildReviewExpense({ date: '2026-11-02', type: 'TAXI' });
  const expenses = [a1, taxi, a2];

  it('sorts by the table column and steps within the card, entering it from either end', () => {
    const shown = shownExpenses(expenses, emptyAuditFilter, defaultAuditSort);
    expect(shown.map((e) => e.id)).toEqual([a2.id, taxi.id, a1.id]);
    expect(neighbourExpense(shown, taxi.id, 1)?.id).toBe(a1.id);
    expect(neighbourExpense(shown, a2.id, -1)).toBeNull();
    expect(neighbourExpense(shown, 'not-shown', 1)).toBeNull();
    expect(entryExpense(shown, 1)?.id).toBe(a2.id);
    expect(entryExpense(shown, -1)?.id).toBe(a1.id);
    expect(entryExpense([], 1)).toBeNull();
  });

  it('leaves out what the filter hides', () => {
    const shown = shownExpenses(expenses, { ...emptyAuditFilter, types: ['GERMANY_TICKET'] }, defaultAuditSort);
    expect(shown.map((e) => e.id)).toEqual([a2.id, a1.id]);
  });
});

describe('the summary list query', () => {
  it('sends only what differs from everything, lists comma-separated', () => {
    expect(userListQueryOf('202611', emptyAuditFilter, defaultUserSort)).toEqual({
      month: '202611',
      sortBy: 'name',
      sortOrder: 'ASC',
    });
    expect(
      userListQueryOf(
        '202611',
        {
          search: '  Alt ',
          userIds: ['u1', 'u2'],
          types: ['TAXI', 'CAR_SHARING'],
          statuses: ['MARKED'],
          checkStatus: 'unchecked',
          onlyWarnings: true,
          showEmptyUsers: true,
        },
        { key: 'totalCost', desc: true },
      ),
    ).toEqual({
      month: '202611',
      search: 'Alt',
      userIds: 'u1,u2',
      sortBy: 'totalCost',
      sortOrder: 'DESC',
      types: 'TAXI,CAR_SHARING',
      statuses: 'MARKED',
      checkStatus: 'unchecked',
      onlyWarnings: 'true',
      showEmptyUsers: 'true',
    });
  });
});

describe('next expense to review', () => {
  it('takes the next unchecked, unmarked, submitted expense of the same user, wrapping to the top', () => {
    const first = buildReviewExpense();
    const checked = buildReviewExpense({ isChecked: true });
    const marked = buildReviewExpense({ isMarked: true });
    const rejected = buildReviewExpense({ status: 'REJECTED' });
    const open = buildReviewExpense();
    const list = [first, checked, marked, rejected, open];
    expect(nextToReview(list, first.id)?.id).toBe(open.id);
    expect(nextToReview(list, open.id)?.id).toBe(first.id);
    expect(nextToReview([first, checked], first.id)).toBeNull();
  });

  it('keeps only expenses with a warning when asked: cost, duplicate or a receipt that disagrees', () => {
    const receipt = buildReviewExpense({ date: '2026-11-04', receiptMismatches: ['AMOUNT'] });
    const duplicate = buildReviewExpense({ date: '2026-11-05', isPossibleDuplicate: true });
    const costly = buildReviewExpense({ date: '2026-11-06', isCostExceeded: true });
    const plain = buildReviewExpense({ date: '2026-11-01' });
    const shown = shownExpenses(
      [plain, costly, duplicate, receipt],
      { ...emptyAuditFilter, onlyWarnings: true },
      defaultAuditSort,
    );
    expect(shown.map((e) => e.id)).toEqual([receipt.id, duplicate.id, costly.id]);
  });
});
