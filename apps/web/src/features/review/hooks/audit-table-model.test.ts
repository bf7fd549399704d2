import { describe, expect, it } from 'vitest';
import { buildReviewExpense, buildUserWithExpenses } from '../../../test/review-data';
import { auditColumns, emptyAuditFilter, defaultAuditSort, shownUsers, toggleColumn } from './audit-table-model';
import { navigationOrder, neighbourExpense, nextToReview } from './review-navigation';

describe('column chooser', () => {
  it('hides and shows columns, and shows all again when the last one is hidden', () => {
    expect(toggleColumn([], 'cost')).toEqual(['cost']);
    expect(toggleColumn(['cost', 'origin'], 'cost')).toEqual(['origin']);
    const allButOne = auditColumns.filter((c) => c !== 'actions');
    expect(toggleColumn(allButOne, 'actions')).toEqual([]);
  });
});

describe('shown users and the arrow order', () => {
  const a1 = buildReviewExpense({ date: '2026-11-03' });
  const a2 = buildReviewExpense({ date: '2026-11-01' });
  const b1 = buildReviewExpense({ date: '2026-11-02', type: 'TAXI' });
  const users = [
    buildUserWithExpenses('Anna Alt', [a1, a2]),
    buildUserWithExpenses('Ben Bau', []),
    buildUserWithExpenses('Cleo Cramer', [b1]),
  ];

  it('hides users without expenses unless asked, and steps across users in table order', () => {
    const shown = shownUsers(users, emptyAuditFilter, defaultAuditSort);
    expect(shown.map((u) => u.entry.user.name)).toEqual(['Anna Alt', 'Cleo Cramer']);
    const order = navigationOrder(shown).map((e) => e.id);
    expect(order).toEqual([a2.id, a1.id, b1.id]);
    expect(neighbourExpense(navigationOrder(shown), a1.id, 1)?.id).toBe(b1.id);
    expect(neighbourExpense(navigationOrder(shown), b1.id, -1)?.id).toBe(a1.id);
    expect(neighbourExpense(navigationOrder(shown), b1.id, 1)).toBeNull();
    expect(shownUsers(users, { ...emptyAuditFilter, showEmptyUsers: true }, defaultAuditSort)).toHaveLength(3);
  });

  it('skips users that the filter hides', () => {
    const shown = shownUsers(users, { ...emptyAuditFilter, types: ['GERMANY_TICKET'] }, defaultAuditSort);
    expect(navigationOrder(shown).map((e) => e.id)).toEqual([a2.id, a1.id]);
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
    const withWarnings = [
      buildUserWithExpenses('Dora Dahl', [receipt, duplicate, buildReviewExpense({})]),
      buildUserWithExpenses('Ben Bau', [buildReviewExpense({ date: '2026-11-01' })]),
    ];
    const shown = shownUsers(withWarnings, { ...emptyAuditFilter, onlyWarnings: true }, defaultAuditSort);
    expect(navigationOrder(shown).map((e) => e.id)).toEqual([receipt.id, duplicate.id]);
  });
});
