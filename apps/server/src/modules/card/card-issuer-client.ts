import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import {
  jsonAnswer,
  type OutsideSystemCodes,
  type RetryingHttpOptions,
  retryingSender,
} from '../../platform/retrying-http';

/**
 * A client of the card issuer's GraphQL API in Swan's documented shapes (docs/adr/0027): a
 * client-credentials token, Relay connections read to the end, mutations that answer a success
 * payload or a rejection by `__typename`. Every call has a timeout; 429, 5xx and network failures
 * are retried with a growing pause (a 429's Retry-After first), then the call gives up with a code.
 */

const moneySchema = z.object({ value: z.string().regex(/^-?\d+(\.\d+)?$/), currency: z.string().length(3) });
export type IssuerMoney = z.infer<typeof moneySchema>;

const pageInfoSchema = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });
const connectionOf = <T extends z.ZodType>(node: T) =>
  z.object({
    totalCount: z.number().int().optional(),
    pageInfo: pageInfoSchema,
    edges: z.array(z.object({ node })),
  });

const membershipSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  statusInfo: z.object({ status: z.string() }),
});
export type IssuerMembership = z.infer<typeof membershipSchema>;

const cardSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  createdAt: z.string(),
  statusInfo: z.object({ status: z.string() }),
  /** The number as the issuer masks it; the full number never leaves the issuer. */
  cardMaskedNumber: z.string().max(40).nullish(),
  spendingLimits: z.array(z.object({ period: z.string(), amount: moneySchema })).nullish(),
});
export type IssuerCard = z.infer<typeof cardSchema>;

const transactionSchema = z.object({
  id: z.string().min(1),
  executionDate: z.string(),
  amount: moneySchema,
  statusInfo: z.object({ status: z.string() }),
  merchant: z.object({ merchantName: z.string(), merchantCategoryCode: z.string() }).nullish(),
  card: z.object({ id: z.string() }).nullish(),
});
export type IssuerTransaction = z.infer<typeof transactionSchema>;

const tokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });
const graphqlAnswerSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

const MEMBERSHIP_FIELDS = 'id email statusInfo { status }';
const CARD_FIELDS =
  'id type createdAt statusInfo { status } cardMaskedNumber spendingLimits { period amount { value currency } }';
const TRANSACTION_FIELDS =
  'id executionDate amount { value currency } statusInfo { status } ... on CardTransaction { merchant { merchantName merchantCategoryCode } card { id } }';
const PAGE = 'totalCount pageInfo { hasNextPage endCursor }';

export interface CardIssuerClientOptions extends RetryingHttpOptions {
  clientId: string;
  clientSecret: string;
  /** Connection page size. */
  pageSize?: number;
}

const codes: OutsideSystemCodes = { unavailable: 'CARD_ISSUER_UNAVAILABLE', malformed: 'CARD_ISSUER_MALFORMED' };

export interface CardIssuerClient {
  listMemberships(accountId: string): Promise<IssuerMembership[]>;
  addMembership(input: {
    accountId: string;
    email: string;
    firstName: string;
    lastName: string;
  }): Promise<IssuerMembership>;
  listCards(accountMembershipId: string): Promise<IssuerCard[]>;
  addVirtualCard(input: { accountMembershipId: string; limit: IssuerMoney }): Promise<IssuerCard>;
  setCardLimit(input: { cardId: string; limit: IssuerMoney }): Promise<IssuerCard>;
  cancelCard(cardId: string): Promise<IssuerCard>;
  listTransactions(cardId: string): Promise<IssuerTransaction[]>;
  /** One object by id; null when the issuer knows none. */
  getMembership(id: string): Promise<IssuerMembership | null>;
  getCard(id: string): Promise<IssuerCard | null>;
  getTransaction(id: string): Promise<IssuerTransaction | null>;
}

/** The issuer's secret header against ours, in constant time; an unset secret never matches. */
export function issuerSecretMatches(header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || secret === '') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createCardIssuerClient(options: CardIssuerClientOptions): CardIssuerClient {
  const pageSize = options.pageSize ?? 100;
  let token: string | null = null;

  const send = retryingSender(options, codes, 10_000);
  const json = <T>(response: Response, schema: z.ZodType<T>) => jsonAnswer(response, schema, codes);

  async function authenticate(): Promise<string> {
    const response = await send('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
    });
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new AppError('CARD_ISSUER_UNAUTHORIZED');
    }
    if (!response.ok) throw new AppError('CARD_ISSUER_UNAVAILABLE', String(response.status));
    return (await json(response, tokenSchema)).access_token;
  }

  async function graphql<T>(
    operationName: string,
    query: string,
    variables: Record<string, unknown>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const body = JSON.stringify({ operationName, query, variables });
    const post = (bearer: string) =>
      send('/graphql', {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
    token ??= await authenticate();
    let response = await post(token);
    if (response.status === 401) {
      // An expired token: one new one, once.
      await response.body?.cancel();
      token = await authenticate();
      response = await post(token);
    }
    if (response.status === 401 || response.status === 403) throw new AppError('CARD_ISSUER_UNAUTHORIZED');
    if (!response.ok) throw new AppError('CARD_ISSUER_UNAVAILABLE', String(response.status));
    const answer = await json(response, graphqlAnswerSchema);
    if (answer.errors?.length) throw new AppError('CARD_ISSUER_REJECTED', answer.errors[0]!.message);
    const parsed = schema.safeParse(answer.data);
    if (!parsed.success) throw new AppError('CARD_ISSUER_MALFORMED');
    return parsed.data;
  }

  /** A mutation's union: the success payload's field, or the rejection's `__typename` as the code's parameter. */
  async function mutate<T>(
    operationName: string,
    query: string,
    input: Record<string, unknown>,
    field: string,
    payload: z.ZodType<T>,
  ): Promise<T> {
    const union = z.object({ __typename: z.string() }).loose();
    const data = await graphql(operationName, query, { input }, z.record(z.string(), union));
    const answer = data[operationName.charAt(0).toLowerCase() + operationName.slice(1)];
    if (!answer) throw new AppError('CARD_ISSUER_MALFORMED');
    if (!answer.__typename.endsWith('SuccessPayload')) throw new AppError('CARD_ISSUER_REJECTED', answer.__typename);
    const parsed = payload.safeParse(answer[field]);
    if (!parsed.success) throw new AppError('CARD_ISSUER_MALFORMED');
    return parsed.data;
  }

  /** Every page of a connection, `first`/`after` until `hasNextPage` is false. */
  async function readAll<N>(
    read: (
      after: string | null,
    ) => Promise<{ pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: N }[] }>,
  ): Promise<N[]> {
    const nodes: N[] = [];
    for (let after: string | null = null; ;) {
      const page = await read(after);
      nodes.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return nodes;
      after = page.pageInfo.endCursor;
    }
  }

  const mutationOf = (name: string, inputType: string, payloadField: string, fields: string) =>
    `mutation ${name}($input: ${inputType}!) { ${name.charAt(0).toLowerCase() + name.slice(1)}(input: $input) { __typename ... on ${name}SuccessPayload { ${payloadField} { ${fields} } } ... on Rejection { message } } }`;

  async function one<T>(
    operationName: string,
    field: string,
    argument: string,
    fields: string,
    id: string,
    schema: z.ZodType<T>,
  ) {
    const data = await graphql(
      operationName,
      `query ${operationName}($id: ID!) { ${field}(${argument}: $id) { ${fields} } }`,
      { id },
      z.object({ [field]: schema.nullable() }),
    );
    return (data as Record<string, T | null>)[field] ?? null;
  }

  return {
    getMembership: (id) =>
      one('AccountMembership', 'accountMembership', 'accountMembershipId', MEMBERSHIP_FIELDS, id, membershipSchema),
    getCard: (id) => one('Card', 'card', 'cardId', CARD_FIELDS, id, cardSchema),
    getTransaction: (id) => one('Transaction', 'transaction', 'id', TRANSACTION_FIELDS, id, transactionSchema),
    listMemberships(accountId) {
      const schema = z.object({ account: z.object({ memberships: connectionOf(membershipSchema) }) });
      return readAll(async (after) => {
        const data = await graphql(
          'AccountMemberships',
          `query AccountMemberships($accountId: ID!, $first: Int!, $after: String) { account(accountId: $accountId) { memberships(first: $first, after: $after) { ${PAGE} edges { node { ${MEMBERSHIP_FIELDS} } } } } }`,
          { accountId, first: pageSize, after },
          schema,
        );
        return data.account.memberships;
      });
    },
    addMembership({ accountId, email, firstName, lastName }) {
      return mutate(
        'AddAccountMembership',
        mutationOf('AddAccountMembership', 'AddAccountMembershipInput', 'accountMembership', MEMBERSHIP_FIELDS),
        {
          accountId,
          email,
          restrictedTo: { firstName, lastName },
          canViewAccount: false,
          canManageBeneficiaries: false,
          canInitiatePayments: false,
          canManageAccountMembership: false,
          canManageCards: false,
        },
        'accountMembership',
        membershipSchema,
      );
    },
    listCards(accountMembershipId) {
      const schema = z.object({ accountMembership: z.object({ cards: connectionOf(cardSchema) }) });
      return readAll(async (after) => {
        const data = await graphql(
          'MembershipCards',
          `query MembershipCards($accountMembershipId: ID!, $first: Int!, $after: String) { accountMembership(accountMembershipId: $accountMembershipId) { cards(first: $first, after: $after) { ${PAGE} edges { node { ${CARD_FIELDS} } } } } }`,
          { accountMembershipId, first: pageSize, after },
          schema,
        );
        return data.accountMembership.cards;
      });
    },
    addVirtualCard({ accountMembershipId, limit }) {
      return mutate(
        'AddCard',
        mutationOf('AddCard', 'AddCardInput', 'card', CARD_FIELDS),
        {
          accountMembershipId,
          withdrawal: false,
          international: false,
          nonMainCurrencyTransactions: false,
          eCommerce: true,
          spendingLimit: { period: 'Always', amount: limit },
        },
        'card',
        cardSchema,
      );
    },
    setCardLimit({ cardId, limit }) {
      return mutate(
        'UpdateCard',
        mutationOf('UpdateCard', 'UpdateCardInput', 'card', CARD_FIELDS),
        { cardId, spendingLimit: { period: 'Always', amount: limit } },
        'card',
        cardSchema,
      );
    },
    cancelCard(cardId) {
      return mutate(
        'CancelCard',
        mutationOf('CancelCard', 'CancelCardInput', 'card', CARD_FIELDS),
        { cardId },
        'card',
        cardSchema,
      );
    },
    listTransactions(cardId) {
      const schema = z.object({ card: z.object({ transactions: connectionOf(transactionSchema) }) });
      return readAll(async (after) => {
        const data = await graphql(
          'CardTransactions',
          `query CardTransactions($cardId: ID!, $first: Int!, $after: String) { card(cardId: $cardId) { transactions(first: $first, after: $after) { ${PAGE} edges { node { ${TRANSACTION_FIELDS} } } } } }`,
          { cardId, first: pageSize, after },
          schema,
        );
        return data.card.transactions;
      });
    },
  };
}
