import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardMemberAbilities, memberCardAbilities, type CardMember, type MemberCard } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { CardManagementPage } from './card-management-page';

const card = (status: MemberCard['status']): MemberCard => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  swanId: 'swan-card-1',
  category: 'VIRTUAL',
  status,
  createdAt: '2026-11-02T09:00:00.000Z',
  cancelledAt: status === 'CANCELED' ? '2026-11-20T09:00:00.000Z' : null,
  ...memberCardAbilities(status),
  version: 3,
});
const member = (
  userId: string,
  firstName: string,
  status: CardMember['status'],
  cards: MemberCard[] = [],
): CardMember => ({
  userId,
  firstName,
  lastName: 'Muster',
  email: `${firstName.toLowerCase()}@demo.test`,
  membershipId: status === 'NOT_INVITED' ? null : '00000000-0000-4000-8000-0000000000a1',
  status,
  idVerificationState: status === 'ACTIVE' ? 'verified' : status === 'NOT_INVITED' ? null : 'not_started',
  verificationLinkSentAt: null,
  cards,
  ...cardMemberAbilities(status, cards),
});
const anna = member('00000000-0000-4000-8000-000000000001', 'Anna', 'NOT_INVITED');
const ben = member('00000000-0000-4000-8000-000000000002', 'Ben', 'INVITED');
const clara = member('00000000-0000-4000-8000-000000000003', 'Clara', 'ACTIVE', [card('ENABLED')]);
const membersPath = 'GET /api/v3/card/members';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(
    <SessionProvider session={buildSession({ role: { id: 'role-card', name: 'CARD_ADMIN', rights: [] } })}>
      <CardManagementPage />
    </SessionProvider>,
  );

describe('CardManagementPage', () => {
  it('lists the members with their status, cards and counts', async () => {
    mockFetch({ [membersPath]: () => jsonResponse([anna, ben, clara]) });
    renderPage();
    const rows = await screen.findAllByTestId('card-member');
    expect(rows).toHaveLength(3);
    expect(screen.getByTestId('count-NOT_INVITED')).toHaveTextContent('1');
    expect(screen.getByTestId('count-ACTIVE')).toHaveTextContent('1');
    expect(screen.getByTestId('count-cardsEnabled')).toHaveTextContent('1');
    const claraRow = rows.find((row) => row.textContent?.includes('Clara Muster'))!;
    expect(claraRow).toHaveTextContent('Verified');
    expect(claraRow).toHaveTextContent('Active');
    expect(within(claraRow).getByRole('button', { name: 'Block card of Clara Muster' })).toBeInTheDocument();
    expect(within(claraRow).queryByRole('button', { name: /Order card/ })).not.toBeInTheDocument();
  });

  it('filters the members by status', async () => {
    mockFetch({ [membersPath]: () => jsonResponse([anna, ben, clara]) });
    renderPage();
    expect(await screen.findAllByTestId('card-member')).toHaveLength(3);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Invited' }));
    await waitFor(() => expect(screen.getAllByTestId('card-member')).toHaveLength(1));
    expect(screen.getByTestId('card-member')).toHaveTextContent('Ben Muster');
  });

  it('invites after confirmation and shows the member the server answers', async () => {
    const invited = member(anna.userId, 'Anna', 'INVITED');
    const fetchMock = mockFetch({
      [membersPath]: () => jsonResponse([anna]),
      'POST /api/v3/card/members': () => jsonResponse(invited),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite Anna Muster to the card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Invite Anna Muster?' });
    expect(callsTo(fetchMock, 'POST', '/api/v3/card/members')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/v3/card/members')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/v3/card/members')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ userId: anna.userId });
    expect(await screen.findByRole('button', { name: 'Send verification link to Anna Muster' })).toBeInTheDocument();
    expect(screen.getByTestId('member-status')).toHaveTextContent('Invited');
  });

  it('cancels a card naming the version read, and only after confirmation', async () => {
    const cancelled = member(clara.userId, 'Clara', 'ACTIVE', [card('CANCELED')]);
    const cancelPath = `/api/v3/card/cards/${clara.cards[0]!.id}/cancel`;
    const fetchMock = mockFetch({
      [membersPath]: () => jsonResponse([clara]),
      [`POST ${cancelPath}`]: () => jsonResponse(cancelled),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel card of Clara Muster' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the card of Clara Muster?' });
    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', cancelPath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel card of Clara Muster' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel the card of Clara Muster?' })).getByRole('button', {
        name: 'Cancel card',
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'POST', cancelPath)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', cancelPath)[0]!;
    expect(new Headers(init?.headers).get('If-Match')).toBe('"3"');
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order card for Clara Muster' })).toBeInTheDocument();
  });
});
