import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ExpenseTimelineView } from './expense-timeline';

afterEach(() => {
  vi.unstubAllGlobals();
});

const id = '6f1c1d1e-1111-4a4a-8888-00000000aaaa';

describe('ExpenseTimelineView', () => {
  it('shows the done steps with their days, the next one with its expected day and the payroll month', async () => {
    mockFetch({
      [`GET /v2/expenses/${id}/timeline`]: () =>
        jsonResponse({
          steps: [
            { step: 'SUBMITTED', state: 'DONE', day: '2026-11-20' },
            { step: 'CHECKED', state: 'DONE', day: '2026-11-24' },
            { step: 'PERIOD_CLOSED', state: 'DONE', day: null },
            { step: 'INVOICED', state: 'DONE', day: '2026-12-06' },
            { step: 'IN_PAYROLL', state: 'NEXT', day: '2026-12-09' },
            { step: 'IMPORTED', state: 'LATER', day: null },
          ],
          payrollMonth: '202612',
          payrollMonthFixed: false,
        }),
    });
    renderWithProviders(<ExpenseTimelineView expenseId={id} />);
    expect(await screen.findByText('What happens next')).toBeInTheDocument();
    expect(screen.getByText('In the payroll of December 2026')).toBeInTheDocument();
    expect(screen.getByText(/Expected by .*2026/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Done/)).toHaveLength(4);
    expect(screen.getByText('Later')).toBeInTheDocument();
  });
});
