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

  it('says what the receipt states once it has been read', () => {
    renderWithProviders(
      <ExpenseWarnings
        expense={buildReviewExpense({ receiptMismatches: ['AMOUNT', 'DATE'] })}
        reading={{ totalAmount: '31.20', currency: 'CHF', invoiceDate: '2026-03-30' }}
      />,
    );
    // Intl puts a no-break space between the currency code and the amount.
    expect(screen.getAllByRole('listitem').map((item) => item.textContent?.replaceAll('\u00a0', ' '))).toEqual([
      'The receipt states CHF 31.20, not the claimed cost.',
      'The receipt is dated 30/03/2026, outside this billing period.',
    ]);
  });

  it('shows nothing for an expense without warnings', () => {
    renderWithProviders(<ExpenseWarnings expense={buildReviewExpense()} />);
    expect(screen.queryByTestId('panel-warnings')).not.toBeInTheDocument();
  });
});
