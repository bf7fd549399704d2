import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { noLicences, type RoleName } from '@mobilo/contract';
import { buildCompany, expectErrorResponse, signInRoles } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { cardMemberships } from '../../db/schema/card-memberships';
import { cardLoads, cardPayoutPlans, cardProgrammes, cards, cardTransactions } from '../../db/schema/card-programme';
import { makeReceiptPdf } from '../../demo/sample-receipts';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { setLicences } from '../licences/licences.service';

const t = useTestApp();
const base = '/api/v3/card/my-mobility';
const month = new Date().toISOString().slice(0, 7);

/** A card company with an employee who holds a card loaded this month and three payments. */
async function cardCompany(options: { receiptsRequired?: boolean; licence?: boolean; flag?: boolean } = {}) {
  const company = await buildCompany(t.db);
  await setLicences(t.db, company.id, { ...noLicences, benefit: 'PROFESSIONAL', card: options.licence ?? true });
  await setFeatureFlag(t.db, company.id, 'CARD', options.flag ?? true);
  await t.db
    .insert(cardProgrammes)
    .values({ companyId: company.id, receiptsRequired: options.receiptsRequired ?? true });
  const { cookies, ids } = await signInRoles(t.app, t.db, company.id, [
    'USER',
    'ADMIN',
    'EXPENSE_CHECKER',
  ] as RoleName[]);
  const [membership] = await t.db
    .insert(cardMemberships)
    .values({ companyId: company.id, userId: ids.USER, status: 'ACTIVE', cardsCount: 1, swanId: `m-${randomUUID()}` })
    .returning();
  const [card] = await t.db
    .insert(cards)
    .values({
      companyId: company.id,
      userId: ids.USER,
      membershipId: membership!.id,
      swanId: `c-${randomUUID()}`,
      maskedNumber: '5300 •••• •••• 4242',
      status: 'ENABLED',
    })
    .returning();
  const [plan] = await t.db
    .insert(cardPayoutPlans)
    .values({ companyId: company.id, name: 'Mobility', monthlyAmount: '50.00', taxTreatment: 'TAXABLE' })
    .returning();
  await t.db.insert(cardLoads).values([
    {
      companyId: company.id,
      cardId: card!.id,
      planId: plan!.id,
      month: '2020-01',
      amount: '20.00',
      taxTreatment: 'TAXABLE',
      limitedToMobility: false,
    },
    {
      companyId: company.id,
      cardId: card!.id,
      planId: plan!.id,
      month,
      amount: '50.00',
      taxTreatment: 'TAXABLE',
      limitedToMobility: false,
    },
  ]);
  const payment = (values: Partial<typeof cardTransactions.$inferInsert>) => ({
    companyId: company.id,
    cardId: card!.id,
    swanId: `t-${randomUUID()}`,
    transactionDate: new Date(),
    amount: '3.50',
    merchantName: 'BVG',
    merchantCategoryCode: '4111',
    status: 'BOOKED' as const,
    decisionReason: 'MCC_ALLOWED' as const,
    ...values,
  });
  const [booked, pending, declined] = await t.db
    .insert(cardTransactions)
    .values([
      payment({ transactionDate: new Date(Date.now() - 3 * 3600_000) }),
      payment({
        status: 'AUTHORISED',
        amount: '12.00',
        merchantName: 'Nextbike',
        decisionReason: 'MERCHANT_ALLOWED',
        transactionDate: new Date(Date.now() - 2 * 3600_000),
      }),
      payment({
        status: 'DECLINED',
        amount: '30.00',
        merchantName: 'Weinhandel',
        merchantCategoryCode: '5921',
        decisionReason: 'MCC_NOT_ALLOWED',
        transactionDate: new Date(Date.now() - 3600_000),
      }),
    ])
    .returning();
  return { company, cookies, ids, card: card!, booked: booked!, pending: pending!, declined: declined! };
}

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const upload = (url: string, cookie: string, content: Buffer, filename = 'receipt.pdf') => {
  const { payload, headers } = multipartBody([{ filename, content }]);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
};
const receiptUrl = (id: string) => `${base}/transactions/${id}/receipt`;

describe('GET /api/v3/card/my-mobility', () => {
  let acme: Awaited<ReturnType<typeof cardCompany>>;
  beforeAll(async () => {
    acme = await cardCompany();
  });

  it('answers 401 without a session and 403 to a role outside the employee area', async () => {
    expectErrorResponse(await get(base), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await get(base, acme.cookies.EXPENSE_CHECKER), 403, 'ACCESS_DENIED');
  });

  it('answers 403 without the card licence or the card flag', async () => {
    const unlicensed = await cardCompany({ licence: false });
    expectErrorResponse(await get(base, unlicensed.cookies.USER), 403, 'CARD_NOT_LICENSED');
    const flagOff = await cardCompany({ flag: false });
    expectErrorResponse(await get(base, flagOff.cookies.USER), 403, 'FEATURE_DISABLED');
  });

  it('shows the card, its balance, the month’s load and the payments newest first', async () => {
    const response = await get(base, acme.cookies.USER);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      card: { id: acme.card.id, status: 'ENABLED', maskedNumber: '5300 •••• •••• 4242', category: 'VIRTUAL' },
      // 70.00 loaded, 3.50 booked and 12.00 held; the declined 30.00 took nothing.
      balance: '54.50',
      month,
      monthLoad: '50.00',
    });
    expect(body.transactions).toMatchObject([
      { id: acme.declined.id, status: 'DECLINED', isAllowed: false, isReceiptRequested: false, amount: '30.00' },
      {
        id: acme.pending.id,
        status: 'AUTHORISED',
        isAllowed: true,
        isReceiptRequested: true,
        merchantName: 'Nextbike',
      },
      { id: acme.booked.id, status: 'BOOKED', isAllowed: true, isReceiptRequested: true, receipt: null },
    ]);
  });

  it('shows an employee without a card an empty card screen', async () => {
    const response = await get(base, acme.cookies.ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ card: null, balance: '0.00', month, monthLoad: '0.00', transactions: [] });
  });
});

describe('POST /api/v3/card/my-mobility/transactions/{id}/receipt', () => {
  let acme: Awaited<ReturnType<typeof cardCompany>>;
  let other: Awaited<ReturnType<typeof cardCompany>>;
  beforeAll(async () => {
    acme = await cardCompany();
    other = await cardCompany();
  });

  it('answers 401 without a session and 403 to a role outside the employee area', async () => {
    const { payload, headers } = multipartBody([{ filename: 'r.pdf', content: makeReceiptPdf(['BVG 3,50']) }]);
    const response = await t.app.inject({ method: 'POST', url: receiptUrl(acme.booked.id), payload, headers });
    expectErrorResponse(response, 401, 'UNAUTHENTICATED');
    expectErrorResponse(
      await upload(receiptUrl(acme.booked.id), acme.cookies.EXPENSE_CHECKER, makeReceiptPdf(['x'])),
      403,
      'ACCESS_DENIED',
    );
  });

  it('answers 404 for another company’s payment and another user’s', async () => {
    const pdf = makeReceiptPdf(['BVG 3,50']);
    expectErrorResponse(await upload(receiptUrl(other.booked.id), acme.cookies.USER, pdf), 404, 'NOT_FOUND');
    expectErrorResponse(await upload(receiptUrl(acme.booked.id), acme.cookies.ADMIN, pdf), 404, 'NOT_FOUND');
    expectErrorResponse(await get(receiptUrl(other.booked.id), acme.cookies.USER), 404, 'NOT_FOUND');
  });

  it('answers 400 for an id that is no uuid and 415 for a file that is no receipt by its content', async () => {
    expectErrorResponse(
      await upload(receiptUrl('nope'), acme.cookies.USER, makeReceiptPdf(['x'])),
      400,
      'INVALID_INPUT',
    );
    const fake = Buffer.from('MZ this is an executable named like a PDF');
    const refused = await upload(receiptUrl(acme.booked.id), acme.cookies.USER, fake, 'receipt.pdf');
    expect(refused.statusCode).toBe(415);
    const [row] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.id, acme.booked.id));
    expect(row!.receiptFileKey).toBeNull();
  });

  it('answers 409 for a declined payment, which needs no receipt', async () => {
    expectErrorResponse(
      await upload(receiptUrl(acme.declined.id), acme.cookies.USER, makeReceiptPdf(['x'])),
      409,
      'CARD_RECEIPT_NOT_ASKED',
    );
  });

  it('answers 409 where the company asks for no receipts', async () => {
    const relaxed = await cardCompany({ receiptsRequired: false });
    expectErrorResponse(
      await upload(receiptUrl(relaxed.booked.id), relaxed.cookies.USER, makeReceiptPdf(['x'])),
      409,
      'CARD_RECEIPT_NOT_ASKED',
    );
  });

  it('keeps the receipt, replaces it on a second upload and hands it back', async () => {
    expectErrorResponse(await get(receiptUrl(acme.booked.id), acme.cookies.USER), 404, 'CARD_RECEIPT_MISSING');
    const first = await upload(receiptUrl(acme.booked.id), acme.cookies.USER, makeReceiptPdf(['BVG 3,50']), 'bvg.pdf');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: acme.booked.id, receipt: { name: 'bvg.pdf' }, isReceiptUploadable: true });
    const [kept] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.id, acme.booked.id));

    const second = await upload(
      receiptUrl(acme.booked.id),
      acme.cookies.USER,
      makeReceiptPdf(['BVG 3,50', 'Kopie']),
      'kopie.pdf',
    );
    expect(second.json()).toMatchObject({ receipt: { name: 'kopie.pdf' } });
    const [replaced] = await t.db.select().from(cardTransactions).where(eq(cardTransactions.id, acme.booked.id));
    expect(replaced!.receiptFileKey).not.toBe(kept!.receiptFileKey);
    expect(replaced!.receiptFileKey).toMatch(/^card-receipts\//);

    const file = await get(receiptUrl(acme.booked.id), acme.cookies.USER);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
