import type { OperatorPartnerOffer } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { PartnerOffersPage } from './partner-offers-page';

const other = { id: '00000000-0000-4000-8000-0000000000c2', name: 'Other Trading AG' };

const velo: OperatorPartnerOffer = {
  id: '00000000-0000-4000-8000-0000000000a1',
  partner: 'Velo Werk',
  title: { en: '15 % off every bike service', de: '15 % auf jeden Fahrradservice' },
  description: { en: 'Show the code.', de: 'Zeigen Sie den Code.' },
  code: 'MOBILO15',
  link: null,
  image: null,
  validFrom: '2026-01-01',
  validUntil: '2027-12-31',
  category: 'BIKE',
  countries: ['DE'],
  companyIds: null,
  isActive: true,
  isCurrent: true,
  views: 12,
  clicks: 5,
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 2,
};

afterEach(() => vi.unstubAllGlobals());

/** Puts a whole text into a field at once: typing it key by key takes longer than the test may. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const renderPage = () =>
  renderWithProviders(
    <SessionProvider
      session={buildSession({ isAdmin: false, isGod: true, role: { id: 'g', name: 'GOD', rights: [] } })}
    >
      <PartnerOffersPage />
    </SessionProvider>,
  );

// The form's many fields, typed key by key: half a minute on a slow 2-core machine beside the journeys.
describe("the operator's partner offers", { timeout: 180_000 }, () => {
  it('refuses missing texts, a link that is not https and no chosen company, each on its field', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/god/partner-offers': () => jsonResponse([velo]),
      'GET /api/v3/support/companies': () => jsonResponse({ companies: [other] }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId('operator-partner-offer');

    await user.click(screen.getByRole('button', { name: 'New offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner offer' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Partner' }), 'Bahnfrei Reisen');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title (English)' }), '10 % off tickets');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Text (English)' }), 'Book on the partner page.');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Text (German)' }), 'Buchen Sie beim Partner.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const germanTitle = within(dialog).getByRole('textbox', { name: 'Title (German)' });
    await waitFor(() => expect(germanTitle).toHaveAccessibleDescription('Required.'));

    await fill(user, germanTitle, '10 % auf Tickets');
    await user.click(within(dialog).getByText('Link'));
    const link = within(dialog).getByRole('textbox', { name: 'Partner page (https)' });
    await user.clear(link);
    await fill(user, link, 'http://bahnfrei.example/angebot');
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen companies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription('The link to the partner must be a full https:// address.'),
    );
    expect(within(dialog).getByText('Choose at least one company.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v3/god/partner-offers')).toHaveLength(0);
  }, 60_000);

  it('creates a link offer for chosen companies', async () => {
    let offers = [velo];
    const fetchMock = mockFetch({
      'GET /api/v3/god/partner-offers': () => jsonResponse(offers),
      'GET /api/v3/support/companies': () => jsonResponse({ companies: [other] }),
      'POST /api/v3/god/partner-offers': ({ init }) => {
        const body = JSON.parse(String(init?.body));
        const created = { ...velo, ...body, id: '00000000-0000-4000-8000-0000000000a2', views: 0, clicks: 0 };
        offers = [...offers, created];
        return jsonResponse(created);
      },
    });
    const user = userEvent.setup();
    renderPage();

    const row = (await screen.findAllByTestId('operator-partner-offer'))[0]!;
    expect(within(row).getByText('Velo Werk')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner offer' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Partner' }), 'Bahnfrei Reisen');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title (English)' }), '10 % off tickets');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title (German)' }), '10 % auf Tickets');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Text (English)' }), 'Book on the partner page.');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Text (German)' }), 'Buchen Sie beim Partner.');
    await user.click(within(dialog).getByText('Link'));
    const link = within(dialog).getByRole('textbox', { name: 'Partner page (https)' });
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen companies' }));
    await fill(user, link, 'https://bahnfrei.example/angebot');
    await user.click(within(dialog).getByRole('combobox', { name: 'Companies that see it' }));
    await user.click(await screen.findByRole('option', { name: other.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/v3/god/partner-offers')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/v3/god/partner-offers')[0]![1]?.body))).toMatchObject({
      partner: 'Bahnfrei Reisen',
      title: { en: '10 % off tickets', de: '10 % auf Tickets' },
      code: null,
      link: 'https://bahnfrei.example/angebot',
      countries: ['DE'],
      companyIds: [other.id],
      isActive: true,
      validUntil: null,
    });
    await waitFor(() => expect(screen.getAllByTestId('operator-partner-offer')).toHaveLength(2));
  }, 60_000);

  it('saves an edit on the version it read, and shows what another operator saved meanwhile', async () => {
    const theirs = { ...velo, partner: 'Velo Werk GmbH', version: 3 };
    const fetchMock = mockFetch({
      'GET /api/v3/god/partner-offers': () => jsonResponse([velo]),
      'GET /api/v3/god/companies': () => jsonResponse([other]),
      [`PUT /api/v3/god/partner-offers/${velo.id}`]: () =>
        jsonResponse({ statusCode: 409, reason: { errorCode: 'CONFLICT_STALE_VERSION', parameter: theirs } }, 409),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: `Edit Velo Werk: ${velo.title.en}` }));
    const form = await screen.findByRole('dialog');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `/api/v3/god/partner-offers/${velo.id}`)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PUT', `/api/v3/god/partner-offers/${velo.id}`)[0]!;
    expect(new Headers(init!.headers).get('If-Match')).toBe('"2"');
    expect(await screen.findByTestId('changed-meanwhile')).toHaveTextContent('Velo Werk GmbH');
  });

  it('deletes an offer after confirmation and shows its counts per company', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/god/partner-offers': () => jsonResponse([velo]),
      [`GET /api/v3/god/partner-offers/${velo.id}/counts`]: () =>
        jsonResponse([{ companyId: other.id, companyName: other.name, views: 7, clicks: 3 }]),
      [`DELETE /api/v3/god/partner-offers/${velo.id}`]: () => jsonResponse({ id: velo.id, partner: velo.partner }),
    });
    const user = userEvent.setup();
    renderPage();

    const name = `Velo Werk: ${velo.title.en}`;
    await user.click(await screen.findByRole('button', { name: `Views and clicks of ${name} per company` }));
    const counts = await screen.findByRole('dialog', { name: 'Views and clicks: Velo Werk' });
    const countRow = (await within(counts).findByText(other.name)).closest('tr')!;
    expect(within(countRow).getByText('7')).toBeInTheDocument();
    expect(within(countRow).getByText('3')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `/api/v3/god/partner-offers/${velo.id}`)).toHaveLength(1));
  });
});
