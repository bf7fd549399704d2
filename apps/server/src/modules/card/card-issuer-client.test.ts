import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeCardIssuerState, startFakeCardIssuer } from '../../../test/fake-card-issuer';
import { AppError } from '../../platform/app-error';
import { createCardIssuerClient, issuerSecretMatches } from './card-issuer-client';

const state = fakeCardIssuerState();
let url = '';
let close: () => Promise<void>;

beforeAll(async () => {
  ({ url, close } = await startFakeCardIssuer(state));
});
afterAll(() => close());
beforeEach(() => {
  Object.assign(state, { memberships: [], cards: [], transactions: [], tooManyRequests: 0, failures: 0, slowMs: 0 });
  state.calls = { token: 0, graphql: 0, operations: [] };
});

const client = (overrides: Partial<Parameters<typeof createCardIssuerClient>[0]> = {}) =>
  createCardIssuerClient({
    baseUrl: url,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    backoffMs: () => 1,
    ...overrides,
  });

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? `${error.code}${error.parameter ? ` ${error.parameter}` : ''}` : String(error);
  }
};

const eur = (value: string) => ({ value, currency: 'EUR' });

describe('the card issuer client against the local issuer', () => {
  it('reads every membership page by page with one token', async () => {
    state.memberships = Array.from({ length: 23 }, (_, i) => ({
      id: `m-${i}`,
      accountId: 'acc-1',
      email: `person${i}@acme.test`,
      status: 'Enabled' as const,
    }));
    state.memberships.push({ id: 'm-other', accountId: 'acc-2', email: 'x@other.test', status: 'Enabled' });
    const memberships = await client({ pageSize: 10 }).listMemberships('acc-1');
    expect(memberships).toHaveLength(23);
    expect(memberships[22]).toEqual({ id: 'm-22', email: 'person22@acme.test', statusInfo: { status: 'Enabled' } });
    expect(state.calls.token).toBe(1);
    expect(state.calls.operations).toEqual(['AccountMemberships', 'AccountMemberships', 'AccountMemberships']);
  });

  it('invites a member, orders a virtual card once verified, loads it by its limit and cancels it', async () => {
    const issuer = client();
    const membership = await issuer.addMembership({
      accountId: 'acc-1',
      email: 'erika@acme.test',
      firstName: 'Erika',
      lastName: 'Muster',
    });
    expect(membership.statusInfo.status).toBe('InvitationSent');
    expect(await codeOf(issuer.addVirtualCard({ accountMembershipId: membership.id, limit: eur('0.00') }))).toBe(
      'CARD_ISSUER_REJECTED AccountMembershipNotAllowedRejection',
    );
    state.memberships[0]!.status = 'Enabled';
    const card = await issuer.addVirtualCard({ accountMembershipId: membership.id, limit: eur('0.00') });
    expect(card).toMatchObject({ type: 'Virtual', statusInfo: { status: 'Enabled' } });
    const loaded = await issuer.setCardLimit({ cardId: card.id, limit: eur('50.00') });
    expect(loaded.spendingLimits).toEqual([{ period: 'Always', amount: eur('50.00') }]);
    expect((await issuer.listCards(membership.id)).map((c) => c.id)).toEqual([card.id]);
    expect((await issuer.cancelCard(card.id)).statusInfo.status).toBe('Canceled');
    expect(await codeOf(issuer.setCardLimit({ cardId: card.id, limit: eur('100.00') }))).toBe(
      'CARD_ISSUER_REJECTED CardCanceledRejection',
    );
  });

  it('reads a card’s transactions with their status and merchant over several pages', async () => {
    state.cards = [
      {
        id: 'c-1',
        accountMembershipId: 'm-1',
        type: 'Virtual',
        createdAt: '2026-11-01T08:00:00Z',
        status: 'Enabled',
        limit: '50.00',
      },
    ];
    state.transactions = Array.from({ length: 5 }, (_, i) => ({
      id: `t-${i}`,
      cardId: 'c-1',
      executionDate: `2026-11-0${i + 1}T10:00:00Z`,
      amount: '3.50',
      status: (['Pending', 'Booked', 'Released', 'Rejected', 'Booked'] as const)[i]!,
      merchantName: 'BVG',
      merchantCategoryCode: '4111',
    }));
    const transactions = await client({ pageSize: 2 }).listTransactions('c-1');
    expect(transactions.map((t) => t.statusInfo.status)).toEqual([
      'Pending',
      'Booked',
      'Released',
      'Rejected',
      'Booked',
    ]);
    expect(transactions[0]).toMatchObject({
      amount: eur('3.50'),
      merchant: { merchantName: 'BVG', merchantCategoryCode: '4111' },
    });
  });

  it('waits and tries again after a 429 and after a 500', async () => {
    state.tooManyRequests = 1;
    state.failures = 2;
    expect(await client().listMemberships('acc-1')).toEqual([]);
    expect(state.calls.graphql).toBe(4);
  });

  it('gives up on a call that keeps failing, with a clear code', async () => {
    state.failures = 5;
    expect(await codeOf(client({ attempts: 3 }).listMemberships('acc-1'))).toBe('CARD_ISSUER_UNAVAILABLE 500');
  });

  it('signs in again once when the issuer forgets the token', async () => {
    const issuer = client();
    await issuer.listMemberships('acc-1');
    state.tokens.clear();
    expect(await issuer.listMemberships('acc-1')).toEqual([]);
    expect(state.calls.token).toBe(2);
  });

  it('refuses wrong credentials', async () => {
    expect(await codeOf(client({ clientSecret: 'wrong' }).listMemberships('acc-1'))).toBe('CARD_ISSUER_UNAUTHORIZED');
  });

  it('gives up when the issuer answers slower than the timeout', async () => {
    state.slowMs = 400;
    expect(await codeOf(client({ timeoutMs: 100, attempts: 2 }).listMemberships('acc-1'))).toBe(
      'CARD_ISSUER_UNAVAILABLE TimeoutError',
    );
  });

  it('refuses an answer of the wrong shape, a GraphQL error and an address nobody answers', async () => {
    const malformed = (async (input: string | URL | Request) =>
      String(input).endsWith('/oauth2/token')
        ? new Response('{"access_token":"t"}', { status: 200 })
        : new Response('{"data":{"account":{"memberships":"nope"}}}', { status: 200 })) as typeof fetch;
    expect(await codeOf(client({ fetch: malformed }).listMemberships('acc-1'))).toBe('CARD_ISSUER_MALFORMED');
    expect(await codeOf(client().listTransactions('no-such-card'))).toBe('CARD_ISSUER_MALFORMED');
    expect(await codeOf(client({ baseUrl: 'http://127.0.0.1:9', attempts: 2 }).listMemberships('acc-1'))).toMatch(
      /^CARD_ISSUER_UNAVAILABLE/,
    );
  });
});

describe('the issuer secret check', () => {
  it('accepts the exact secret only', () => {
    expect(issuerSecretMatches('s3cret-value', 's3cret-value')).toBe(true);
    expect(issuerSecretMatches('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(issuerSecretMatches('s3cret', 's3cret-value')).toBe(false);
    expect(issuerSecretMatches(undefined, 's3cret-value')).toBe(false);
    expect(issuerSecretMatches(['s3cret-value'], 's3cret-value')).toBe(false);
    expect(issuerSecretMatches('', '')).toBe(false);
  });
});
