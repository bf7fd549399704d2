import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardAllowedList } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { AllowedListsPage } from './allowed-lists-page';

const mobility: CardAllowedList = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Mobility',
  merchantCategoryCodes: ['4111', '4121'],
  merchantNames: ['Nextbike'],
  planCount: 1,
  isDeletable: false,
  version: 3,
};
const spare: CardAllowedList = {
  ...mobility,
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Parking only',
  merchantCategoryCodes: ['7523'],
  merchantNames: [],
  planCount: 0,
  isDeletable: true,
  version: 1,
};
const listsPath = 'GET /api/v3/card/whitelists';
const settings = { 'GET /api/v3/card/settings': () => jsonResponse({ paymentControlFailMode: 'CLOSED', version: 2 }) };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(
    <SessionProvider session={buildSession({ role: { id: 'role-card', name: 'CARD_ADMIN', rights: [] } })}>
      <AllowedListsPage />
    </SessionProvider>,
  );

// Forms typed key by key take long on a busy machine.
describe('AllowedListsPage', { timeout: 60_000 }, () => {
  it('lists the allowed lists with their codes, merchants and plans, and says so when there are none', async () => {
    mockFetch({ ...settings, [listsPath]: () => jsonResponse([mobility, spare]) });
    renderPage();
    const rows = await screen.findAllByTestId('allowed-list');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mobility');
    expect(rows[0]).toHaveTextContent('4111');
    expect(rows[0]).toHaveTextContent('Nextbike');
    expect(rows[0]).toHaveTextContent('1 plan');
    expect(within(rows[0]!).getByRole('button', { name: 'Delete Mobility' })).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByRole('radio', { name: /Decline the payment/ })).toBeChecked();
  });

  it('says so when there is no list', async () => {
    mockFetch({ ...settings, [listsPath]: () => jsonResponse([]) });
    renderPage();
    expect(await screen.findByText('No allowed list yet.')).toBeInTheDocument();
  });

  it('creates a list from a mobility preset and a merchant', async () => {
    const sent: unknown[] = [];
    mockFetch({
      ...settings,
      [listsPath]: () => jsonResponse([]),
      'POST /api/v3/card/whitelists': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...spare, name: 'Commute' });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New allowed list' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Commute');
    await user.click(within(dialog).getByRole('button', { name: 'Public transport' }));
    await user.type(within(dialog).getByRole('combobox', { name: /Merchants/ }), 'DB Vertrieb{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Commute',
      merchantCategoryCodes: ['4111', '4112', '4131'],
      merchantNames: ['DB Vertrieb'],
    });
  });

  it('refuses a category that is not four digits before sending', async () => {
    const fetchMock = mockFetch({ ...settings, [listsPath]: () => jsonResponse([]) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New allowed list' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Odd');
    await user.type(within(dialog).getByRole('combobox', { name: /Merchant categories/ }), '41{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Each category is a four-digit code.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v3/card/whitelists')).toHaveLength(0);
  });

  it('edits naming the version read, and shows what was saved meanwhile when it is stale', async () => {
    const theirs = { ...mobility, merchantNames: ['Tier'], version: 4 };
    const sent: unknown[] = [];
    mockFetch({
      ...settings,
      [listsPath]: () => jsonResponse([mobility]),
      [`PUT /api/v3/card/whitelists/${mobility.id}`]: ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(
          { statusCode: 409, reason: { errorCode: 'CONFLICT_STALE_VERSION', parameter: theirs } },
          409,
        );
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Mobility' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('changed-meanwhile')).toHaveTextContent('Tier');
    expect(sent[0]).toMatchObject({ name: 'Mobility', version: 3 });
  });

  it('deletes an unused list after confirmation, and chooses to fail open naming the version', async () => {
    const sent: unknown[] = [];
    const fetchMock = mockFetch({
      ...settings,
      [listsPath]: () => jsonResponse([spare]),
      [`DELETE /api/v3/card/whitelists/${spare.id}`]: () => jsonResponse(null),
      'PUT /api/v3/card/settings': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ paymentControlFailMode: 'OPEN', version: 3 });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Parking only' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Parking only?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `/api/v3/card/whitelists/${spare.id}`)).toHaveLength(1));

    await user.click(screen.getByRole('radio', { name: /Accept the payment/ }));
    await waitFor(() => expect(sent).toEqual([{ paymentControlFailMode: 'OPEN', version: 2 }]));
  });
});
