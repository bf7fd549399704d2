import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../../lib/auth-context';
import { buildSession, renderWithProviders } from '../../../../test/render';
import { buildPeriod } from '../../../../test/review-data';
import { adjacentYear, periodIcon } from './period-selector-rules';
import { PeriodSelector } from './period-selector';

// 2024 has no periods at all; 2025 only from November.
const periods = [
  buildPeriod('202311', { isInvoiced: true }),
  buildPeriod('202511', { isClosed: true }),
  buildPeriod('202512'),
  buildPeriod('202601'),
  buildPeriod('202602'),
];

function renderSelector(value: string) {
  const onChange = vi.fn();
  renderWithProviders(
    <SessionProvider session={buildSession()}>
      <PeriodSelector periods={periods} value={value} onChange={onChange} />
    </SessionProvider>,
  );
  return onChange;
}

describe('period selector rules', () => {
  it('shows a check for invoiced, a cross for closed, otherwise an open circle', () => {
    expect(periodIcon({ isInvoiced: true, isClosed: false })).toBe('check');
    expect(periodIcon({ isInvoiced: false, isClosed: true })).toBe('cross');
    // Invoicing closes the period too: an invoiced month shows the check all the same.
    expect(periodIcon({ isInvoiced: true, isClosed: true })).toBe('check');
    expect(periodIcon({ isInvoiced: false, isClosed: false })).toBe('open');
  });

  it('moves between years that have periods only', () => {
    expect(adjacentYear([2023, 2025, 2026], 2025, -1)).toBe(2023);
    expect(adjacentYear([2023, 2025, 2026], 2026, 1)).toBeNull();
  });
});

describe('period selector', () => {
  it('steps across the year boundary with the month arrows', async () => {
    const onChange = renderSelector('202601');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onChange).toHaveBeenLastCalledWith('202512');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onChange).toHaveBeenLastCalledWith('202602');
  });

  it('disables an arrow whose month has no period', () => {
    renderSelector('202511');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  });

  it('opens a year view with disabled months and year arrows to years with periods', async () => {
    const onChange = renderSelector('202511');
    await userEvent.click(screen.getByRole('button', { name: /Choose the period/ }));
    const view = await screen.findByTestId('period-year-view');
    expect(view).toHaveTextContent('2025');
    expect(screen.getByRole('button', { name: 'October 2025' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'December 2025' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(view).toHaveTextContent('2023');
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(view).toHaveTextContent('2025');
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(view).toHaveTextContent('2026');
    await userEvent.click(screen.getByRole('button', { name: 'February 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('202602');
  });

  it('only closes when the current period is picked', async () => {
    const onChange = renderSelector('202512');
    await userEvent.click(screen.getByRole('button', { name: /Choose the period/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'December 2025' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Choose the period/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
