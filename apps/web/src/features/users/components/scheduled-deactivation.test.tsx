import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildManagedUser, jsonResponse, renderWithProviders } from '../../../test/render';
import { ScheduledDeactivation } from './scheduled-deactivation';

afterEach(() => {
  vi.unstubAllGlobals();
});

const id = '00000000-0000-4000-8000-000000000042';
const user = {
  id,
  firstName: 'Grace',
  lastName: 'Hopper',
  scheduledDeactivationDate: '2027-04-01',
  scheduledDeactivationScope: 'BUDGET' as const,
};

describe('ScheduledDeactivation', () => {
  it('says what the scheduled deactivation ends and withdraws it with the version read', async () => {
    const withdrawn = buildManagedUser({
      ...user,
      version: 4,
      scheduledDeactivationDate: null,
      scheduledDeactivationScope: null,
    });
    const fetchMock = mockFetch({ [`DELETE /user/${id}/deactivation`]: () => jsonResponse(withdrawn) });
    const onWithdrawn = vi.fn();
    renderWithProviders(<ScheduledDeactivation user={user} readVersion={3} onWithdrawn={onWithdrawn} />);
    expect(
      screen.getByText(
        'Deactivation scheduled for 01/04/2027; it ends: Budget only (no more expenses; the account stays)',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw deactivation' }));
    await waitFor(() =>
      expect(onWithdrawn).toHaveBeenCalledWith(
        expect.objectContaining({ version: 4, scheduledDeactivationDate: null }),
      ),
    );
    const [call] = callsTo(fetchMock, 'DELETE', `/user/${id}/deactivation`);
    expect(new Headers(call![1]!.headers).get('If-Match')).toBe('"3"');
    expect(await screen.findByText('The scheduled deactivation of Grace Hopper was withdrawn.')).toBeInTheDocument();
  });

  it('speaks German and shows nothing without a scheduled deactivation', async () => {
    await i18n.changeLanguage('de');
    mockFetch({});
    const { rerender } = renderWithProviders(
      <ScheduledDeactivation
        user={{ ...user, scheduledDeactivationScope: 'BOTH' }}
        readVersion={1}
        onWithdrawn={vi.fn()}
      />,
    );
    expect(screen.getByText('Deaktivierung geplant für 01.04.2027; sie beendet: Konto und Budget')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deaktivierung zurücknehmen' })).toBeInTheDocument();
    rerender(<></>);
    renderWithProviders(
      <ScheduledDeactivation
        user={{ ...user, scheduledDeactivationDate: null, scheduledDeactivationScope: null }}
        readVersion={1}
        onWithdrawn={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('scheduled-deactivation')).not.toBeInTheDocument();
  });
});
