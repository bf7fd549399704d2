import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../../test/render';
import { buildReviewExpense } from '../../../../test/review-data';
import { MarkerNoteDialog, markerNoteChange } from './marker-note-dialog';

describe('marker note rules', () => {
  it('closes on an unchanged note, deletes an emptied one and saves anything else', () => {
    expect(markerNoteChange('Ask for the ticket', ' Ask for the ticket ')).toBe('none');
    expect(markerNoteChange(null, '   ')).toBe('none');
    expect(markerNoteChange('Ask for the ticket', '  ')).toBe('delete');
    expect(markerNoteChange(null, 'New')).toBe('save');
  });
});

describe('marker note dialog', () => {
  it('deletes the stored note when saved empty and just closes when unchanged', async () => {
    const expense = buildReviewExpense({ markerNote: 'Ask for the ticket' });
    const fetchMock = mockFetch({
      [`PATCH /v2/expenses/${expense.id}/markerNote`]: () => jsonResponse({ ...expense, markerNote: null }),
    });
    const onClose = vi.fn();
    renderWithProviders(
      <SessionProvider session={buildSession()}>
        <MarkerNoteDialog expense={expense} onClose={onClose} />
      </SessionProvider>,
    );
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(note).toHaveValue('Ask for the ticket'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(note);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(callsTo(fetchMock, 'PATCH', `/v2/expenses/${expense.id}/markerNote`)).toHaveLength(1);
  });
});
