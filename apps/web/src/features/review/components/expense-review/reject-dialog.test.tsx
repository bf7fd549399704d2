import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../../test/render';
import { buildReviewExpense } from '../../../../test/review-data';
import { RejectDialog } from './reject-dialog';

const reasons = [
  {
    id: '11111111-1111-4111-8111-000000000002',
    code: 'RECEIPT_MISSING',
    description: { en: 'Receipt missing', de: 'Beleg fehlt' },
    active: true,
    ranking: 2,
  },
  {
    id: '11111111-1111-4111-8111-000000000001',
    code: 'RECEIPT_UNREADABLE',
    description: { en: 'Receipt unreadable', de: 'Beleg unleserlich' },
    active: true,
    ranking: 1,
  },
  {
    id: '11111111-1111-4111-8111-000000000003',
    code: 'OLD',
    description: { en: 'Retired reason', de: 'Alter Grund' },
    active: false,
    ranking: 0,
  },
];

function setup(endpoint: 'audit' | 'management', closesOnZ = false) {
  const expense = buildReviewExpense();
  const rejected = { ...expense, status: 'REJECTED' as const, processStatus: 'REJECTED' as const };
  const fetchMock = mockFetch({
    'GET /api/v3/expenses/rejectReasons': () => jsonResponse(reasons),
    [`PATCH /api/v3/expenses/${expense.id}/reject`]: () => jsonResponse(rejected),
    [`PATCH /api/v3/management/period/expense/${expense.id}/reject`]: () => jsonResponse(rejected),
  });
  const onClose = vi.fn();
  const onRejected = vi.fn();
  renderWithProviders(
    <SessionProvider session={buildSession()}>
      <RejectDialog
        expense={expense}
        endpoint={endpoint}
        onClose={onClose}
        onRejected={onRejected}
        closesOnZ={closesOnZ}
      />
    </SessionProvider>,
  );
  return { expense, fetchMock, onClose, onRejected };
}

describe('reject dialog', () => {
  it('offers the active reasons by ranking and keeps Reject disabled until one is chosen', async () => {
    const { fetchMock } = setup('audit');
    const submit = screen.getByTestId('reject-submit');
    expect(submit).toBeDisabled();
    await userEvent.hover(submit.parentElement!);
    expect(await screen.findByText('Please select a reject reason.')).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: /Reject reason/ });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Receipt unreadable', 'Receipt missing']);
    fireEvent.click(submit);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
  });

  it('sends the chosen reason and the comment to the audit call, then closes', async () => {
    const { expense, fetchMock, onClose, onRejected } = setup('audit');
    const select = screen.getByRole('combobox', { name: /Reject reason/ });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Receipt missing' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), '  Please upload the ticket  ');
    await userEvent.click(screen.getByTestId('reject-submit'));
    await waitFor(() => expect(onRejected).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'PATCH', `/api/v3/expenses/${expense.id}/reject`);
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      rejectReason: reasons[0]!.id,
      rejectComment: 'Please upload the ticket',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('uses the management call when asked to, with no comment as null', async () => {
    const { expense, fetchMock, onRejected } = setup('management');
    const select = screen.getByRole('combobox', { name: /Reject reason/ });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Receipt unreadable' }));
    await userEvent.click(screen.getByTestId('reject-submit'));
    await waitFor(() => expect(onRejected).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'PATCH', `/api/v3/management/period/expense/${expense.id}/reject`);
    expect(JSON.parse(String(call![1]!.body))).toEqual({ rejectReason: reasons[1]!.id, rejectComment: null });
  });

  it('closes on a second Z in management, but not while Z is typed into the comment', async () => {
    const { onClose } = setup('management', true);
    const select = screen.getByRole('combobox', { name: /Reject reason/ });
    await waitFor(() => expect(select).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), 'Zug');
    expect(onClose).not.toHaveBeenCalled();
    select.focus();
    await userEvent.keyboard('z');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
