import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildReviewExpense } from '../../../../test/review-data';
import { renderWithProviders } from '../../../../test/render';
import { ExpenseWarnings } from './expense-warnings';

describe('ExpenseWarnings', () => {
  it('spells out every warning of the expense, the receipt ones included', () => {
    renderWithProviders(
      <ExpenseWarnings
        expense={buildReviewExpense({ isPossibleDuplicate: true, receiptMismatches: ['AMOUNT', 'DATE'] })}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Possible duplicate: the same type, date and cost, or the same receipt, appears more than once.',
      'The receipt states another amount than the claimed cost.',
      'The receipt is dated outside this billing period.',
    ]);
  });

  it('shows nothing for an expense without warnings', () => {
    renderWithProviders(<ExpenseWarnings expense={buildReviewExpense()} />);
    expect(screen.queryByTestId('panel-warnings')).not.toBeInTheDocument();
  });
});
