import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { BookingStatusBadge } from './booking-status-badge';

afterEach(() => i18n.changeLanguage('en'));

const decidedAt = '2026-11-02T10:00:00.000Z';

describe('BookingStatusBadge', () => {
  it.each([
    [
      'en',
      { status: 'CANCELLED', startMonth: '2026-12', endMonth: '2026-11', decidedAt },
      'Cancelled before its start',
    ],
    ['de', { status: 'CANCELLED', startMonth: '2026-12', endMonth: '2026-11', decidedAt }, 'Vor Beginn gekündigt'],
    ['en', { status: 'CANCELLED', startMonth: '2026-12', endMonth: '2026-11', decidedAt: null }, 'Withdrawn'],
    [
      'en',
      { status: 'CANCELLED', startMonth: '2026-10', endMonth: '2026-12', decidedAt },
      'Cancelled, valid until 31/12/2026',
    ],
  ] as const)('reads a cancelled booking as the cancellation it is (%s) %#', async (language, booking, label) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<BookingStatusBadge booking={booking} />);
    expect(await screen.findByTestId('booking-status')).toHaveTextContent(label);
  });
});
