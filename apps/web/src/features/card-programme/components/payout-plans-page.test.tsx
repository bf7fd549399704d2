import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardAllowedList, CardPayoutPlan } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { i18n } from '../../../lib/i18n';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { PayoutPlansPage } from './payout-plans-page';

const list: CardAllowedList = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Mobility',
  merchantCategoryCodes: ['4111'],
  merchantNames: [],
  planCount: 1,
  isDeletable: false,
  version: 1,
};
const plan: CardPayoutPlan = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Mobility 50',
  monthlyAmount: '50.00',
  loadDay: 1,
  carryOver: false,
  taxTreatment: 'SACHBEZUG',
  allowedListId: list.id,
  userIds: ['00000000-0000-4000-8000-0000000000c1'],
  users: [
    { id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Uwe', lastName: 'User', email: 'employee@demo.test' },
  ],
  budgetGroupIds: [],
  isDeletable: false,
  version: 2,
};
const base = {
  'GET /api/v3/card/whitelists': () => jsonResponse([list]),
  'GET /api/v3/budgetclass': () => jsonResponse([]),
  'GET /user': () =>
    jsonResponse({
      users: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          firstName: 'Uwe',
          lastName: 'User',
          email: 'employee@demo.test',
          personalNumber: null,
          status: 'ACTIVE',
          userType: 'PROFESSIONAL',
          role: 'USER',
          budgetClass: null,
          createdDate: '2025-01-01T00:00:00.000Z',
        },
      ],
      page: 1,
      pageSize: 20,
      totalPages: 1,
      totalCount: 1,
    }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  return i18n.changeLanguage('en');
});

const renderPage = () =>
  renderWithProviders(
    <SessionProvider session={buildSession({ role: { id: 'role-card', name: 'CARD_ADMIN', rights: [] } })}>
      <PayoutPlansPage />
    </SessionProvider>,
  );

// Forms typed key by key take long on a busy machine.
describe('PayoutPlansPage', { timeout: 60_000 }, () => {
  it('lists the plans with amount, load day, tax treatment, list and members', async () => {
    mockFetch({ ...base, 'GET /api/v3/card/payout-plans': () => jsonResponse([plan]) });
    renderPage();
    const [row] = await screen.findAllByTestId('payout-plan');
    expect(row).toHaveTextContent('Mobility 50');
    expect(row).toHaveTextContent('€50.00');
    expect(row).toHaveTextContent('Day 1');
    expect(row).toHaveTextContent('Benefit in kind');
    expect(row).toHaveTextContent('Mobility');
    expect(row).toHaveTextContent('1 employees, 0 budget groups');
    expect(within(row!).getByRole('button', { name: 'Delete Mobility 50' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says so when there is no plan', async () => {
    mockFetch({ ...base, 'GET /api/v3/card/payout-plans': () => jsonResponse([]) });
    renderPage();
    expect(await screen.findByText('No payout plan yet.')).toBeInTheDocument();
  });

  it("creates a plan with the form's values and refuses a tax-free plan without a list", async () => {
    const sent: unknown[] = [];
    mockFetch({
      ...base,
      'GET /api/v3/card/payout-plans': () => jsonResponse([]),
      'POST /api/v3/card/payout-plans': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...plan, name: 'Commute' });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New payout plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Commute');
    const amount = within(dialog).getByRole('textbox', { name: /Amount per month/ });
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a positive amount with at most two decimals.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '44');
    await user.click(within(dialog).getByRole('switch', { name: /Carry over/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Flat tax (§37b EStG)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Commute',
      monthlyAmount: '44',
      loadDay: 1,
      carryOver: true,
      taxTreatment: 'FLAT_37B',
      allowedListId: list.id,
      userIds: [],
      budgetGroupIds: [],
    });
  });

  it('takes the amount with a German decimal comma', async () => {
    await i18n.changeLanguage('de');
    const sent: unknown[] = [];
    mockFetch({
      ...base,
      'GET /api/v3/card/payout-plans': () => jsonResponse([]),
      'POST /api/v3/card/payout-plans': ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...plan, name: 'Pendeln', monthlyAmount: '40.50' });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Neuer Auszahlungsplan' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Pendeln');
    const amount = within(dialog).getByRole('textbox', { name: /Betrag pro Monat/ });
    await user.clear(amount);
    await user.type(amount, '40,50');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Pendeln', monthlyAmount: '40.50' });
    expect(within(dialog).queryByText(/Geben Sie einen positiven Betrag/)).toBeNull();
  });

  it('edits naming the version read, and shows what was saved meanwhile when it is stale', async () => {
    const theirs = { ...plan, monthlyAmount: '40.00', version: 3 };
    const sent: unknown[] = [];
    mockFetch({
      ...base,
      'GET /api/v3/card/payout-plans': () => jsonResponse([plan]),
      [`PUT /api/v3/card/payout-plans/${plan.id}`]: ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(
          { statusCode: 409, reason: { errorCode: 'CONFLICT_STALE_VERSION', parameter: theirs } },
          409,
        );
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Mobility 50' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Uwe User (employee@demo.test)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('changed-meanwhile')).toHaveTextContent('€40.00');
    expect(sent[0]).toMatchObject({ name: 'Mobility 50', userIds: plan.userIds, version: 2 });
  });

  it('names the employees of an opened plan that the first page of the search does not list', async () => {
    mockFetch({
      ...base,
      'GET /api/v3/card/payout-plans': () => jsonResponse([plan]),
      'GET /user': () => jsonResponse({ users: [], page: 1, pageSize: 20, totalPages: 0, totalCount: 0 }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Mobility 50' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Uwe User (employee@demo.test)')).toBeInTheDocument();
    expect(within(dialog).queryByText('Employee not in the search')).toBeNull();
  });

  it('deletes a plan that never loaded after confirmation', async () => {
    const unused = { ...plan, isDeletable: true };
    const fetchMock = mockFetch({
      ...base,
      'GET /api/v3/card/payout-plans': () => jsonResponse([unused]),
      [`DELETE /api/v3/card/payout-plans/${plan.id}`]: () => jsonResponse(null),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Mobility 50' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Mobility 50?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `/api/v3/card/payout-plans/${plan.id}`)).toHaveLength(1));
  });
});

describe('PayoutPlansPage: the missing load', { timeout: 60_000 }, () => {
  it('runs the missing load of a plan and says what it loaded and what waits for the issuer', async () => {
    const fetchMock = mockFetch({
      ...base,
      'GET /api/v3/card/payout-plans': () => jsonResponse([plan]),
      [`POST /api/v3/card/payout-plans/${plan.id}/load`]: () =>
        jsonResponse({ month: '2026-11', loadedCount: 2, loadedAmount: '100.00', waitingCount: 1 }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run the missing load of Mobility 50' }));
    expect(await screen.findByText('November 2026: 2 cards loaded with €100.00 in all.')).toBeInTheDocument();
    expect(await screen.findByText('1 card waits for the card issuer; run the load again later.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/v3/card/payout-plans/${plan.id}/load`)).toHaveLength(1);
  });
});
