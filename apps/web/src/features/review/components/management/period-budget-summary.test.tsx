import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../../../lib/auth-context';
import { buildSession, renderWithProviders } from '../../../../test/render';
import { PeriodBudgetSummary } from './period-budget-summary';

describe('PeriodBudgetSummary', () => {
  it('shows the same remaining under the bar and in the figures, and what went over budget apart', () => {
    renderWithProviders(
      <SessionProvider session={buildSession()}>
        <PeriodBudgetSummary
          invoiced={false}
          budget={{
            usersCount: 2,
            hasBudget: true,
            monthlyBudget: '200.00',
            overflow: '0.00',
            budgetUsage: '170.90',
            reimbursed: '120.00',
            budgetRemaining: '80.00',
            exceededBudget: '50.90',
            period: '202611',
            userCount: 2,
          }}
        />
      </SessionProvider>,
    );
    const summary = screen.getByTestId('period-budget');
    // The legend names each section of the bar with its amount.
    expect(within(summary).getByText('Covered by the budgets: €120.00')).toBeInTheDocument();
    expect(within(summary).getByText('Remaining: €80.00')).toBeInTheDocument();
    // The figures: submitted = covered + over budget; covered + remaining = the bar.
    expect(within(summary).getByText('Submitted')).toBeInTheDocument();
    expect(within(summary).getByText('€170.90')).toBeInTheDocument();
    expect(within(summary).getByText('€80.00')).toBeInTheDocument();
    expect(within(summary).getByText('€50.90')).toBeInTheDocument();
    expect(within(summary).queryByText('Billed')).not.toBeInTheDocument();
  });
});
