import { describe, expect, it } from 'vitest';
import { type ExpenseAbilityFacts, expenseAbilities } from './expense-abilities';

const ready: ExpenseAbilityFacts = {
  status: 'READY',
  isOwn: true,
  isPeriodOpenForEmployees: true,
  isPeriodOpenForReview: true,
  originalCost: '12.50',
  originalCurrency: 'EUR',
  cost: '12.50',
  date: '2026-11-02',
  tripToWork: true,
  type: 'GERMANY_TICKET',
  origin: 'HOME',
  fileCount: 1,
};

describe('expenseAbilities', () => {
  it('lets the owner change and submit a complete draft in an open period', () => {
    expect(expenseAbilities(ready)).toEqual({
      isUpdateable: true,
      isDeleteable: true,
      isSubmittable: true,
      isWithdrawable: false,
      isUpdateableForAdmins: false,
    });
  });

  it('offers no submit without a receipt', () => {
    expect(expenseAbilities({ ...ready, fileCount: 0 }).isSubmittable).toBe(false);
  });

  it('lets the owner withdraw and reviewers change a submitted expense', () => {
    const submitted = expenseAbilities({ ...ready, status: 'SUBMITTED' });
    expect(submitted).toMatchObject({ isSubmittable: false, isWithdrawable: true, isUpdateableForAdmins: true });
  });

  it('offers the owner nothing in a closed period or on another user’s expense', () => {
    for (const facts of [
      { ...ready, isPeriodOpenForEmployees: false },
      { ...ready, isOwn: false },
    ]) {
      expect(expenseAbilities(facts)).toMatchObject({
        isUpdateable: false,
        isDeleteable: false,
        isSubmittable: false,
        isWithdrawable: false,
      });
    }
  });

  it('offers nothing on an invoiced expense', () => {
    const invoiced = expenseAbilities({ ...ready, status: 'INVOICED', isPeriodOpenForReview: false });
    expect(Object.values(invoiced).some(Boolean)).toBe(false);
  });
});
