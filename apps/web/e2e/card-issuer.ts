/**
 * The journeys' hold on the worker's card issuer stand-in (`apps/server/test/fake-card-issuer.ts`,
 * started per worker by `app-server.ts`): what happens at the issuer and at merchants, outside the
 * app, driven over its `/sandbox/…` calls — never its Swan-shaped API, which only the app uses.
 */

export interface IssuerCard {
  id: string;
  statusInfo: { status: string };
  spendingLimits: { period: string; amount: { value: string } }[];
}

export interface IssuerMembership {
  id: string;
  email: string;
  statusInfo: { status: string };
  cards: IssuerCard[];
}

export interface Authorisation {
  transactionId: string;
  /** `Pending` when both the issuer and payment control accepted, else `Rejected`. */
  status: 'Pending' | 'Rejected';
  /** Payment control's answer as the issuer took it. */
  partner: 'accepted' | 'rejected' | 'timeout' | 'off';
}

export interface Payment {
  amount: string;
  merchantCategoryCode: string;
  merchantName: string;
}

async function call<T>(url: string, init?: { method: 'POST'; body?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: init?.method ?? 'GET',
    ...(init?.body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(init.body),
    }),
  });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export type CardIssuer = ReturnType<typeof cardIssuerAt>;

export function cardIssuerAt(baseUrl: string) {
  /** The issuer's membership of an email (the app invites by email), with its cards. */
  const membershipOf = async (email: string): Promise<IssuerMembership> => {
    const [membership] = await call<IssuerMembership[]>(
      `${baseUrl}/sandbox/memberships?email=${encodeURIComponent(email)}`,
    );
    if (!membership) throw new Error(`the card issuer has no membership of ${email}`);
    return membership;
  };
  /** The member's card that is not cancelled. */
  const cardOf = async (email: string): Promise<IssuerCard> => {
    const card = (await membershipOf(email)).cards.find((c) => c.statusInfo.status !== 'Canceled');
    if (!card) throw new Error(`the card issuer has no card of ${email}`);
    return card;
  };
  return {
    membershipOf,
    cardOf,
    /** The member ends the issuer's identity check; the issuer tells the app by webhook. */
    verifyIdentity: async (email: string, result: 'Verified' | 'Refused' = 'Verified') =>
      call(
        `${baseUrl}/sandbox/memberships/${encodeURIComponent((await membershipOf(email)).id)}/identity-verification`,
        {
          method: 'POST',
          body: { result },
        },
      ),
    /**
     * The member pays at a merchant: the issuer asks the app's payment control, records the
     * authorisation (or the refusal) and tells the app by webhook before it answers.
     */
    pay: async (email: string, payment: Payment): Promise<Authorisation> =>
      call<Authorisation>(`${baseUrl}/sandbox/authorizations`, {
        method: 'POST',
        body: { cardId: (await cardOf(email)).id, ...payment },
      }),
    /** The merchant's booking of an authorised payment. */
    book: (transactionId: string) =>
      call(`${baseUrl}/sandbox/transactions/${encodeURIComponent(transactionId)}/book`, { method: 'POST' }),
    /** The authorisation lapses without a booking. */
    release: (transactionId: string) =>
      call(`${baseUrl}/sandbox/transactions/${encodeURIComponent(transactionId)}/release`, { method: 'POST' }),
  };
}
