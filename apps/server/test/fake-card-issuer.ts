import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';

/**
 * A stand-in for the card issuer (Swan) as its public documentation describes it
 * (docs/adr/0027): `POST /oauth2/token` (client credentials), `POST /graphql` with Relay
 * connections and mutations answering `…SuccessPayload` or a rejection, account memberships with
 * their status, virtual cards with an `Always` spending limit, card transactions `Pending` →
 * `Booked` | `Released` (or `Rejected`), webhooks `{eventType, eventId, eventDate, projectId,
 * resourceId}` and the payment-control request with `x-swan` and `x-swan-secret`, its timeout and
 * its default answer. It reads the operation by `operationName` and `variables`; it parses no
 * GraphQL. The `/sandbox/…` calls stand for what happens outside the API: an identity
 * verification, a payment at a merchant, a booking, a release; `GET /sandbox/memberships?email=`
 * shows a test the issuer's side. Tests steer the failures.
 */

export interface FakeMembership {
  id: string;
  accountId: string;
  email: string;
  status: 'InvitationSent' | 'BindingUserError' | 'Enabled' | 'Suspended' | 'Disabled';
}

export interface FakeCard {
  id: string;
  accountMembershipId: string;
  type: 'Virtual';
  createdAt: string;
  status: 'Processing' | 'Enabled' | 'Canceled';
  /** The number as the issuer shows it to partners; none until it is issued. */
  maskedNumber?: string;
  /** The `Always` spending limit, a decimal string. */
  limit: string;
}

export interface FakeTransaction {
  id: string;
  cardId: string;
  executionDate: string;
  amount: string;
  status: 'Pending' | 'Booked' | 'Released' | 'Rejected';
  merchantName: string;
  merchantCategoryCode: string;
}

export interface FakeCardIssuerState {
  clientId: string;
  clientSecret: string;
  projectId: string;
  currency: string;
  memberships: FakeMembership[];
  cards: FakeCard[];
  transactions: FakeTransaction[];
  /** Where payment control asks (null: off, Swan decides alone). */
  paymentControl: { endpoint: string; secret: string; timeoutMs: number; defaultResponse: boolean } | null;
  /** Where events go (null: none). */
  webhook: { endpoint: string; secret: string } | null;
  /** The next n GraphQL calls answer 429 with Retry-After: 0. */
  tooManyRequests: number;
  /** The next n GraphQL calls answer 500. */
  failures: number;
  /** GraphQL answers after this many ms. */
  slowMs: number;
  /** The tokens issued, so that a test can expire them. */
  tokens: Set<string>;
  calls: { token: number; graphql: number; operations: string[] };
  /** The events sent and how the endpoint answered. */
  sentEvents: { eventType: string; resourceId: string; status: number }[];
}

export function fakeCardIssuerState(overrides: Partial<FakeCardIssuerState> = {}): FakeCardIssuerState {
  return {
    clientId: 'issuer-client',
    clientSecret: 'issuer-secret',
    projectId: 'project-mobilo',
    currency: 'EUR',
    memberships: [],
    cards: [],
    transactions: [],
    paymentControl: null,
    webhook: null,
    tooManyRequests: 0,
    failures: 0,
    slowMs: 0,
    tokens: new Set(),
    calls: { token: 0, graphql: 0, operations: [] },
    sentEvents: [],
    ...overrides,
  };
}

/** Cents of a decimal string, to compare amounts without floats. */
const cents = (value: string) => {
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const sign = value.startsWith('-') ? -1 : 1;
  return sign * (Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
};

/** A connection page over `items`, the cursor being the position after the page. */
function connection<T>(items: T[], first: number, after: string | null, present: (item: T) => unknown) {
  const start = after ? Number(after) : 0;
  const page = items.slice(start, start + first);
  const end = start + page.length;
  return {
    totalCount: items.length,
    pageInfo: { hasNextPage: end < items.length, endCursor: page.length ? String(end) : null },
    edges: page.map((item) => ({ node: present(item) })),
  };
}

export async function startFakeCardIssuer(state: FakeCardIssuerState, options: { port?: number; host?: string } = {}) {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const presentMembership = (m: FakeMembership) => ({ id: m.id, email: m.email, statusInfo: { status: m.status } });
  const presentCard = (c: FakeCard) => ({
    id: c.id,
    type: c.type,
    createdAt: c.createdAt,
    statusInfo: { status: c.status },
    cardMaskedNumber: c.maskedNumber ?? null,
    spendingLimits: [{ period: 'Always', amount: { value: c.limit, currency: state.currency } }],
  });
  const presentTransaction = (t: FakeTransaction) => ({
    __typename: 'CardTransaction',
    id: t.id,
    executionDate: t.executionDate,
    amount: { value: t.amount, currency: state.currency },
    statusInfo: { status: t.status },
    merchant: { merchantName: t.merchantName, merchantCategoryCode: t.merchantCategoryCode },
    card: { id: t.cardId },
  });
  const success = (name: string, field: string, value: unknown) => ({
    __typename: `${name}SuccessPayload`,
    [field]: value,
  });
  const rejection = (typename: string, message: string) => ({ __typename: typename, message });

  async function sendEvent(eventType: string, resourceId: string) {
    if (!state.webhook) return;
    const body = {
      eventType,
      eventId: randomUUID(),
      eventDate: new Date().toISOString(),
      projectId: state.projectId,
      resourceId,
    };
    const response = await fetch(state.webhook.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-swan': 'present', 'x-swan-secret': state.webhook.secret },
      body: JSON.stringify(body),
    }).catch(() => null);
    state.sentEvents.push({ eventType, resourceId, status: response?.status ?? 0 });
  }

  const operations: Record<string, (variables: Record<string, unknown>) => unknown> = {
    AccountMembership: ({ id }) => {
      const membership = state.memberships.find((m) => m.id === id);
      return { accountMembership: membership ? presentMembership(membership) : null };
    },
    Card: ({ id }) => {
      const card = state.cards.find((c) => c.id === id);
      return { card: card ? presentCard(card) : null };
    },
    Transaction: ({ id }) => {
      const transaction = state.transactions.find((t) => t.id === id);
      return { transaction: transaction ? presentTransaction(transaction) : null };
    },
    AccountMemberships: ({ accountId, first, after }) => ({
      account: {
        memberships: connection(
          state.memberships.filter((m) => m.accountId === accountId),
          Number(first),
          (after as string | null) ?? null,
          presentMembership,
        ),
      },
    }),
    AddAccountMembership: ({ input }) => {
      const { accountId, email } = input as { accountId: string; email: string };
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) {
        return { addAccountMembership: rejection('ValidationRejection', 'email is invalid') };
      }
      const membership: FakeMembership = { id: randomUUID(), accountId, email, status: 'InvitationSent' };
      state.memberships.push(membership);
      return {
        addAccountMembership: success('AddAccountMembership', 'accountMembership', presentMembership(membership)),
      };
    },
    MembershipCards: ({ accountMembershipId, first, after }) => {
      const membership = state.memberships.find((m) => m.id === accountMembershipId);
      if (!membership) return { accountMembership: null };
      return {
        accountMembership: {
          cards: connection(
            state.cards.filter((c) => c.accountMembershipId === membership.id),
            Number(first),
            (after as string | null) ?? null,
            presentCard,
          ),
        },
      };
    },
    AddCard: ({ input }) => {
      const { accountMembershipId, spendingLimit } = input as {
        accountMembershipId: string;
        spendingLimit: { amount: { value: string } };
      };
      const membership = state.memberships.find((m) => m.id === accountMembershipId);
      if (!membership) return { addCard: rejection('AccountMembershipNotFoundRejection', 'unknown membership') };
      if (membership.status !== 'Enabled') {
        return { addCard: rejection('AccountMembershipNotAllowedRejection', 'the membership is not enabled') };
      }
      const card: FakeCard = {
        id: randomUUID(),
        accountMembershipId,
        type: 'Virtual',
        createdAt: new Date().toISOString(),
        status: 'Enabled',
        maskedNumber: `5374 80•• •••• ${String(1000 + state.cards.length).slice(-4)}`,
        limit: spendingLimit.amount.value,
      };
      state.cards.push(card);
      return { addCard: success('AddCard', 'card', presentCard(card)) };
    },
    UpdateCard: ({ input }) => {
      const { cardId, spendingLimit } = input as { cardId: string; spendingLimit: { amount: { value: string } } };
      const card = state.cards.find((c) => c.id === cardId);
      if (!card) return { updateCard: rejection('CardNotFoundRejection', 'unknown card') };
      if (card.status === 'Canceled')
        return { updateCard: rejection('CardCanceledRejection', 'the card is cancelled') };
      card.limit = spendingLimit.amount.value;
      return { updateCard: success('UpdateCard', 'card', presentCard(card)) };
    },
    CancelCard: ({ input }) => {
      const card = state.cards.find((c) => c.id === (input as { cardId: string }).cardId);
      if (!card) return { cancelCard: rejection('CardNotFoundRejection', 'unknown card') };
      card.status = 'Canceled';
      return { cancelCard: success('CancelCard', 'card', presentCard(card)) };
    },
    CardTransactions: ({ cardId, first, after }) => {
      const card = state.cards.find((c) => c.id === cardId);
      if (!card) return { card: null };
      return {
        card: {
          transactions: connection(
            state.transactions.filter((t) => t.cardId === card.id),
            Number(first),
            (after as string | null) ?? null,
            presentTransaction,
          ),
        },
      };
    },
  };

  app.post('/oauth2/token', async (request, reply) => {
    state.calls.token += 1;
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
    if (body.client_id !== state.clientId || body.client_secret !== state.clientSecret) {
      return reply.code(401).send({ error: 'invalid_client' });
    }
    const token = `issuer-token-${randomUUID()}`;
    state.tokens.add(token);
    return { access_token: token, token_type: 'bearer', expires_in: 3600 };
  });

  app.post('/graphql', async (request, reply: FastifyReply) => {
    state.calls.graphql += 1;
    const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    if (!state.tokens.has(token)) return reply.code(401).send({ errors: [{ message: 'Unauthorized' }] });
    if (state.tooManyRequests > 0) {
      state.tooManyRequests -= 1;
      return reply
        .code(429)
        .header('retry-after', '0')
        .send({ errors: [{ message: 'Too many requests' }] });
    }
    if (state.failures > 0) {
      state.failures -= 1;
      return reply.code(500).send({ errors: [{ message: 'Internal error' }] });
    }
    if (state.slowMs > 0) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    const { operationName, variables } = (request.body ?? {}) as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    const operation = operationName ? operations[operationName] : undefined;
    if (!operation) return { errors: [{ message: `Unknown operation ${String(operationName)}` }] };
    state.calls.operations.push(operationName!);
    return { data: operation(variables ?? {}) };
  });

  // The invitation link a member follows: the issuer's page where they accept and verify.
  app.get('/invitation/:id', async (request, reply) => {
    const membership = state.memberships.find((m) => m.id === (request.params as { id: string }).id);
    if (!membership) return reply.code(404).send({ message: 'unknown membership' });
    const action = `/sandbox/memberships/${encodeURIComponent(membership.id)}/identity-verification`;
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><title>Card issuer invitation</title></head><body><main>` +
          `<h1>Identity verification</h1><p>${membership.email}: ${membership.status}</p>` +
          `<form method="post" action="${action}"><input type="hidden" name="result" value="Verified">` +
          `<button type="submit">Verify identity</button></form>` +
          `<form method="post" action="${action}"><input type="hidden" name="result" value="Refused">` +
          `<button type="submit">Refuse</button></form></main></body></html>`,
      );
  });

  /**
   * Not Swan's: what a test knows of the issuer's side. The memberships of an email with their
   * cards, so that a journey can name the membership it verifies and the card it pays with; it
   * also tells that the stand-in is up.
   */
  app.get('/sandbox/memberships', async (request) => {
    const { email } = (request.query ?? {}) as { email?: string };
    return state.memberships
      .filter((m) => email === undefined || m.email.toLowerCase() === email.toLowerCase())
      .map((m) => ({
        ...presentMembership(m),
        cards: state.cards.filter((c) => c.accountMembershipId === m.id).map(presentCard),
      }));
  });

  // What the member does in the issuer's onboarding: the identity check ends.
  app.post('/sandbox/memberships/:id/identity-verification', async (request, reply) => {
    const membership = state.memberships.find((m) => m.id === (request.params as { id: string }).id);
    if (!membership) return reply.code(404).send({ message: 'unknown membership' });
    const { result } = (request.body ?? {}) as { result?: 'Verified' | 'Refused' };
    membership.status = result === 'Refused' ? 'BindingUserError' : 'Enabled';
    await sendEvent('AccountMembership.Updated', membership.id);
    return presentMembership(membership);
  });

  /**
   * A payment at a merchant: the issuer's own checks (card enabled, limit not exceeded) and, at the
   * same time, the partner's payment control with its timeout and default answer; both must accept.
   */
  app.post('/sandbox/authorizations', async (request, reply) => {
    const { cardId, amount, merchantCategoryCode, merchantName } = (request.body ?? {}) as Record<string, string>;
    const card = state.cards.find((c) => c.id === cardId);
    if (!card || !amount || !/^\d+(\.\d{1,2})?$/.test(amount))
      return reply.code(400).send({ message: 'unknown card or amount' });
    const spent = state.transactions
      .filter((t) => t.cardId === card.id && (t.status === 'Pending' || t.status === 'Booked'))
      .reduce((sum, t) => sum + cents(t.amount), 0);
    const issuerAccepts = card.status === 'Enabled' && spent + cents(amount) <= cents(card.limit);
    const id = randomUUID();
    let partner: 'accepted' | 'rejected' | 'timeout' | 'off' = 'off';
    if (state.paymentControl) {
      const control = state.paymentControl;
      const now = Date.now();
      const answer = await fetch(control.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-swan': 'present', 'x-swan-secret': control.secret },
        body: JSON.stringify({
          timeoutAt: now + control.timeoutMs,
          transactionId: id,
          paymentId: randomUUID(),
          accountId: state.memberships.find((m) => m.id === card.accountMembershipId)?.accountId,
          cardId: card.id,
          dateTime: now,
          expirationDateTime: now + 7 * 24 * 3600 * 1000,
          originalAmountValue: amount,
          originalAmountCurrency: state.currency,
          amountValue: amount,
          amountCurrency: state.currency,
          merchantCategoryCode,
          merchantName,
          merchantCity: 'Berlin',
          merchantCountry: 'DEU',
        }),
        signal: AbortSignal.timeout(control.timeoutMs),
      })
        .then(async (response) => (response.ok ? ((await response.json()) as { accepted?: unknown }) : null))
        .catch(() => null);
      if (answer === null) partner = control.defaultResponse ? 'accepted' : 'timeout';
      else partner = answer.accepted === true ? 'accepted' : 'rejected';
    }
    const accepted = issuerAccepts && (partner === 'accepted' || partner === 'off');
    const transaction: FakeTransaction = {
      id,
      cardId: card.id,
      executionDate: new Date().toISOString(),
      amount,
      status: accepted ? 'Pending' : 'Rejected',
      merchantName: merchantName ?? '',
      merchantCategoryCode: merchantCategoryCode ?? '',
    };
    state.transactions.push(transaction);
    await sendEvent(accepted ? 'Transaction.Pending' : 'Transaction.Rejected', id);
    return { transactionId: id, status: transaction.status, issuerAccepts, partner };
  });

  for (const [step, status, eventType] of [
    ['book', 'Booked', 'Transaction.Booked'],
    ['release', 'Released', 'Transaction.Released'],
  ] as const) {
    app.post(`/sandbox/transactions/:id/${step}`, async (request, reply) => {
      const transaction = state.transactions.find((t) => t.id === (request.params as { id: string }).id);
      if (!transaction || transaction.status !== 'Pending') return reply.code(409).send({ message: 'not pending' });
      transaction.status = status;
      await sendEvent(eventType, transaction.id);
      return presentTransaction(transaction);
    });
  }

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
