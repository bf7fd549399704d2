import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CorrectionEditor } from './correction-editor';
import { DeductionsEditor } from './deductions-editor';

afterEach(() => {
  vi.unstubAllGlobals();
});

const userId = '00000000-0000-4000-8000-000000000001';
const month = '202611';

describe('budget editors of the user detail', () => {
  it('refuses a deduction without label or with a bad amount before asking the server, then saves decimal strings', async () => {
    const path = `/user/${userId}/deductions/${month}`;
    const fetchMock = mockFetch({
      [`PUT ${path}`]: () =>
        jsonResponse({ userId, period: month, budgetDeductions: [{ label: 'Job ticket', amount: '10.50' }] }),
    });
    renderWithProviders(<DeductionsEditor userId={userId} month={month} initial={[]} />);
    expect(screen.getByText('No deductions in this month.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add deduction' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save deductions' }));
    expect(await screen.findAllByText('Please check this field.')).toHaveLength(2);
    expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Job ticket');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '10,50');
    await userEvent.click(screen.getByRole('button', { name: 'Save deductions' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', path)[0]![1]!.body))).toEqual({
      budgetDeductions: [{ label: 'Job ticket', amount: '10.50' }],
    });
  });

  it('saves a negative correction with its description and offers removing a stored one', async () => {
    const path = `/user/${userId}/corrections/${month}`;
    const stored = { id: 'c1', userId, periodId: 'p1', period: month, correctionAmount: '5.00', description: 'Bonus' };
    const fetchMock = mockFetch({
      [`PUT ${path}`]: () => jsonResponse({ ...stored, correctionAmount: '-2.25', description: 'Paid twice' }),
      [`DELETE ${path}`]: () => jsonResponse({ correction: null }),
    });
    renderWithProviders(<CorrectionEditor userId={userId} month={month} initial={stored} />);
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('5.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Please check this field.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '-2,25');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Paid twice');
    await userEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', path)[0]![1]!.body))).toEqual({
      correctionAmount: '-2.25',
      description: 'Paid twice',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove correction' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', path)).toHaveLength(1));
  });
});
