import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, expectErrorResponse } from '../../../test/factories';
import { useFakeCardIssuer } from '../../../test/card-issuer-for-tests';
import { useTestApp } from '../../../test/test-app';
import { cardMemberships } from '../../db/schema/card-memberships';
import {
  cardAllowedLists,
  cardAuthorisations,
  cardPayoutPlans,
  cardProgrammes,
  cards,
  cardTransactions,
  cardWebhookEvents,
} from '../../db/schema/card-programme';
import { decidePaymentControl } from './card-issuer-events.service';
import { cardPaymentControlPath, cardWebhookPath } from './card-issuer.routes';

const secret = 'partner-secret-for-tests';
const { state, fake, cardIssuer } = await useFakeCardIssuer({ partnerSecret: secret, paymentControlBudgetMs: 400 });
const t = useTestApp({ cardIssuer });

/** A company with one card holder, a card and a plan with the public-transport list. */
async function cardHolder(options: { failMode?: 'OPEN' | 'CLOSED'; withList?: boolean } = {}) {
  const company = await buildCompany(t.db);
  const user = await buildUser(t.db, { companyId: company.id });
  await t.db
    .insert(cardProgrammes)
    .values({ companyId: company.id, paymentControlFailMode: options.failMode ?? 'CLOSED' });
  const [membership] = await t.db
    .insert(cardMemberships)
    .values({ companyId: company.id, userId: user.id, status: 'INVITED', swanId: `m-${randomUUID()}` })
    .returning();
  const swanId = `c-${randomUUID()}`;
  const [card] = await t.db
    .insert(cards)
    .values({ companyId: company.id, userId: user.id, membershipId: membership!.id, swanId, status: 'ENABLED' })
    .returning();
  const [list] = await t.db
    .insert(cardAllowedLists)
    .values({
      companyId: company.id,
      name: 'Mobility',
      merchantCategoryCodes: ['4111', '4121'],
      merchantNames: ['Nextbike'],
    })
    .returning();
  await t.db.insert(cardPayoutPlans).values({
    companyId: company.id,
    name: 'Mobility 50',
    monthlyAmount: '50.00',
    taxTreatment: 'SACHBEZUG',
    allowedListId: options.withList === false ? null : list!.id,
    userIds: [user.id],
  });
  return { company, user, membership: membership!, card: card! };
}

const control = (body: object, headers: Record<string, string> = { 'x-swan-secret': secret }) =>
  t.app.inject({
    method: 'POST',
    url: cardPaymentControlPath,
    headers: { 'x-swan': 'present', ...headers },
    payload: body,
  });
const webhook = (body: object, headers: Record<string, string> = { 'x-swan-secret': secret }) =>
  t.app.inject({ method: 'POST', url: cardWebhookPath, headers: { 'x-swan': 'present', ...headers }, payload: body });

describe('POST /api/v3/integrations/card/payment-control', () => {
  it('answers 401 without the issuer secret or with a wrong one, and decides nothing', async () => {
    const { card } = await cardHolder();
    const transactionId = randomUUID();
    const body = {
      transactionId,
      cardId: card.swanId,
      merchantCategoryCode: '4111',
      merchantName: 'BVG',
      amountValue: '3.50',
    };
    expectErrorResponse(await control(body, {}), 401, 'CARD_ISSUER_SECRET_INVALID');
    expectErrorResponse(await control(body, { 'x-swan-secret': `${secret}x` }), 401, 'CARD_ISSUER_SECRET_INVALID');
    const rows = await t.db
      .select()
      .from(cardAuthorisations)
      .where(eq(cardAuthorisations.transactionSwanId, transactionId));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 for fields of the wrong type', async () => {
    expectErrorResponse(await control({ cardId: 42 }), 400, 'INVALID_INPUT');
  });

  it('accepts an allowed category code and records why, and declines another', async () => {
    const { card, company } = await cardHolder();
    const allowed = {
      transactionId: randomUUID(),
      cardId: card.swanId,
      merchantCategoryCode: '4111',
      merchantName: 'BVG',
      amountValue: '3.50',
    };
    const response = await control(allowed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: true });
    const declined = {
      ...allowed,
      transactionId: randomUUID(),
      merchantCategoryCode: '5812',
      merchantName: 'Trattoria',
    };
    expect((await control(declined)).json()).toEqual({ accepted: false });
    const rows = await t.db.select().from(cardAuthorisations).where(eq(cardAuthorisations.companyId, company.id));
    expect(rows.map((row) => [row.accepted, row.reason, row.amount]).sort()).toEqual([
      [false, 'MCC_NOT_ALLOWED', '3.50'],
      [true, 'MCC_ALLOWED', '3.50'],
    ]);
  });

  it('declines an unknown card, a blocked card and a card whose plan has no list', async () => {
    expect(
      (await control({ transactionId: randomUUID(), cardId: 'nobody', merchantCategoryCode: '4111' })).json(),
    ).toEqual({
      accepted: false,
    });
    const open = await cardHolder({ withList: false });
    expect(
      (await control({ transactionId: randomUUID(), cardId: open.card.swanId, merchantCategoryCode: '4111' })).json(),
    ).toEqual({
      accepted: false,
    });
    const blocked = await cardHolder();
    await t.db.update(cards).set({ status: 'BLOCKED' }).where(eq(cards.id, blocked.card.id));
    expect(
      (
        await control({ transactionId: randomUUID(), cardId: blocked.card.swanId, merchantCategoryCode: '4111' })
      ).json(),
    ).toEqual({
      accepted: false,
    });
  });

  it('answers a repeated request for one transaction as the first time', async () => {
    const { card } = await cardHolder();
    const body = { transactionId: randomUUID(), cardId: card.swanId, merchantCategoryCode: '4111' };
    expect((await control(body)).json()).toEqual({ accepted: true });
    await t.db.update(cards).set({ status: 'BLOCKED' }).where(eq(cards.id, card.id));
    expect((await control(body)).json()).toEqual({ accepted: true });
  });

  it('answers the company’s fail mode when the decision fails: open accepts, closed declines', async () => {
    for (const [failMode, accepted] of [
      ['OPEN', true],
      ['CLOSED', false],
    ] as const) {
      const { card } = await cardHolder({ failMode });
      let selects = 0;
      // The card is read, then the database fails for the plan's read.
      const failingDb = new Proxy(t.db, {
        get(target, property) {
          if (property === 'select' && ++selects === 2) {
            return () => {
              throw new Error('database gone');
            };
          }
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const answer = await decidePaymentControl(
        { ...t.app.deps, db: failingDb },
        { transactionId: randomUUID(), cardId: card.swanId, merchantCategoryCode: '4111' },
      );
      expect(answer).toEqual({ accepted, reason: accepted ? 'FAIL_OPEN' : 'FAIL_CLOSED' });
    }
  });
});

describe('POST /api/v3/integrations/card/webhooks', () => {
  beforeEach(() => {
    Object.assign(state, { failures: 0, slowMs: 0 });
  });
  const event = (eventType: string, resourceId: string, eventDate = new Date().toISOString()) => ({
    eventType,
    eventId: randomUUID(),
    eventDate,
    projectId: state.projectId,
    resourceId,
  });
  const issuerTransaction = (cardSwanId: string, status: 'Pending' | 'Booked' | 'Rejected') => {
    const transaction = {
      id: `t-${randomUUID()}`,
      cardId: cardSwanId,
      executionDate: '2026-11-20T09:30:00.000Z',
      amount: '3.50',
      status,
      merchantName: 'BVG',
      merchantCategoryCode: '4111',
    };
    state.transactions.push(transaction);
    return transaction;
  };

  it('answers 401 with a wrong secret and 400 without an event id, and keeps nothing', async () => {
    const body = event('Transaction.Pending', 'whatever');
    expectErrorResponse(await webhook(body, { 'x-swan-secret': 'wrong' }), 401, 'CARD_ISSUER_SECRET_INVALID');
    const { eventId: _dropped, ...withoutId } = body;
    expectErrorResponse(await webhook(withoutId), 400, 'INVALID_INPUT');
    expect(await t.db.select().from(cardWebhookEvents).where(eq(cardWebhookEvents.eventId, body.eventId))).toHaveLength(
      0,
    );
  });

  it('refuses an event older than a day', async () => {
    const old = event('Transaction.Pending', 'x', new Date(Date.now() - 25 * 3600 * 1000).toISOString());
    expectErrorResponse(await webhook(old), 409, 'CARD_WEBHOOK_TOO_OLD');
  });

  it('keeps a transaction from authorised to booked with payment control’s reason and the plan’s salary type', async () => {
    const { card } = await cardHolder();
    const transaction = issuerTransaction(card.swanId, 'Pending');
    await control({ transactionId: transaction.id, cardId: card.swanId, merchantCategoryCode: '4111' });
    const pending = event('Transaction.Pending', transaction.id);
    expect((await webhook(pending)).json()).toEqual({ handled: 'done' });
    const [row] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.swanId, transaction.id));
    expect(row).toMatchObject({
      status: 'AUTHORISED',
      amount: '3.50',
      merchantName: 'BVG',
      decisionReason: 'MCC_ALLOWED',
      salaryType: 'SACHBEZUG',
    });

    transaction.status = 'Booked';
    expect((await webhook(event('Transaction.Booked', transaction.id))).json()).toEqual({ handled: 'done' });
    // A replay of the first event changes nothing back.
    expect((await webhook(pending)).json()).toEqual({ handled: 'replayed' });
    const [booked] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.swanId, transaction.id));
    expect(booked!.status).toBe('BOOKED');

    // A new event that finds the payment pending again (the issuer's order of delivery) takes nothing back.
    transaction.status = 'Pending';
    expect((await webhook(event('Transaction.Pending', transaction.id))).json()).toEqual({ handled: 'done' });
    const [after] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.swanId, transaction.id));
    expect(after).toEqual(booked);
  });

  it('releases an authorisation once and a repeated release changes nothing', async () => {
    const { card } = await cardHolder();
    const transaction = issuerTransaction(card.swanId, 'Pending');
    await webhook(event('Transaction.Pending', transaction.id));
    (transaction as { status: string }).status = 'Released';
    expect((await webhook(event('Transaction.Released', transaction.id))).json()).toEqual({ handled: 'done' });
    const [released] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.swanId, transaction.id));
    expect(released!.status).toBe('RELEASED');
    expect((await webhook(event('Transaction.Released', transaction.id))).json()).toEqual({ handled: 'done' });
    const [again] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.swanId, transaction.id));
    expect(again).toEqual(released);
  });

  it('activates the membership once the issuer says its identity check passed', async () => {
    const { membership } = await cardHolder();
    state.memberships.push({ id: membership.swanId!, accountId: 'acc', email: 'x@acme.test', status: 'Enabled' });
    expect((await webhook(event('AccountMembership.Updated', membership.swanId!))).json()).toEqual({ handled: 'done' });
    const [row] = await t.db.select().from(cardMemberships).where(eq(cardMemberships.id, membership.id));
    expect(row).toMatchObject({ status: 'ACTIVE', idVerificationState: 'verified' });
  });

  it('records an event about something Mobilo does not keep and answers 200', async () => {
    expect((await webhook(event('Transaction.Booked', 'not-ours'))).json()).toEqual({ handled: 'ignored' });
  });

  it('answers 502 while the issuer is down and handles the retried event afterwards', async () => {
    const { card } = await cardHolder();
    const transaction = issuerTransaction(card.swanId, 'Rejected');
    const body = event('Transaction.Rejected', transaction.id);
    state.failures = 10;
    expectErrorResponse(await webhook(body), 502, 'CARD_ISSUER_UNAVAILABLE');
    state.failures = 0;
    expect((await webhook(body)).json()).toEqual({ handled: 'done' });
    const [row] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.swanId, transaction.id));
    expect(row!.status).toBe('DECLINED');
  });
});

describe('the issuer stand-in against the running app', () => {
  let appUrl = '';
  beforeAll(async () => {
    appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    state.paymentControl = {
      endpoint: `${appUrl}${cardPaymentControlPath}`,
      secret,
      timeoutMs: 1500,
      defaultResponse: false,
    };
    state.webhook = { endpoint: `${appUrl}${cardWebhookPath}`, secret };
  });
  afterAll(() => {
    state.paymentControl = null;
    state.webhook = null;
  });

  it('lets a payment at an allowed merchant through and declines one at a restaurant; the app keeps both', async () => {
    const { card } = await cardHolder();
    state.cards.push({
      id: card.swanId,
      accountMembershipId: 'm',
      type: 'Virtual',
      createdAt: new Date().toISOString(),
      status: 'Enabled',
      limit: '50.00',
    });
    const pay = async (merchantCategoryCode: string, merchantName: string) =>
      (await fetch(`${fake.url}/sandbox/authorizations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cardId: card.swanId, amount: '4.20', merchantCategoryCode, merchantName }),
      }).then((response) => response.json())) as { transactionId: string; status: string; partner: string };
    const bus = await pay('4111', 'BVG');
    expect(bus).toMatchObject({ status: 'Pending', partner: 'accepted' });
    const dinner = await pay('5812', 'Trattoria');
    expect(dinner).toMatchObject({ status: 'Rejected', partner: 'rejected' });
    await fetch(`${fake.url}/sandbox/transactions/${bus.transactionId}/book`, { method: 'POST' });
    const rows = await t.db.select().from(cardTransactions).where(eq(cardTransactions.cardId, card.id));
    expect(rows.map((row) => [row.merchantName, row.status, row.decisionReason]).sort()).toEqual([
      ['BVG', 'BOOKED', 'MCC_ALLOWED'],
      ['Trattoria', 'DECLINED', 'MCC_NOT_ALLOWED'],
    ]);
  });
});
