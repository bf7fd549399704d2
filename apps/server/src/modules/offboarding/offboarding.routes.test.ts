import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offboardingExpensesResponseSchema } from '@mobilo/contract';
import { expenseFiles, expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { germanyTicketBookings, germanyTicketOffers } from '../../db/schema/germany-tickets';
import { homeChargingActivities } from '../../db/schema/home-charging';
import { cardMemberships } from '../../db/schema/card-memberships';
import { cards, cardTransactions } from '../../db/schema/card-programme';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp();
const range = '?from=2026-10-01&to=2026-10-31';

async function expenseOn(companyId: string, userId: string, date: string, withFile: boolean) {
  const [period] = await t.db
    .select({ id: periods.id })
    .from(periods)
    .where(and(eq(periods.companyId, companyId), eq(periods.periodString, date.slice(0, 7).replace('-', ''))));
  const [row] = await t.db
    .insert(expenses)
    .values({
      companyId,
      userId,
      periodId: period!.id,
      date,
      originalCurrency: 'EUR',
      targetCurrency: 'EUR',
      cost: '10.00',
      originalCost: '10.00',
    })
    .returning({ id: expenses.id });
  if (withFile) {
    await t.db.insert(expenseFiles).values({
      companyId,
      expenseId: row!.id,
      originalName: `receipt-${date}.pdf`,
      mimeType: 'application/pdf',
      size: 100,
      sha256: 'a'.repeat(64),
      storageKey: randomUUID(),
    });
  }
  return row!.id;
}

describe('GET api/v3/offboarding/*', () => {
  let companyId: string;
  let cookies: Awaited<ReturnType<typeof signInRoles>>['cookies'];
  let inRange: string[];
  let otherCompanyExpense: string;
  const get = (path: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v3/offboarding/${path}`, ...(cookie ? { headers: { cookie } } : {}) });

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    companyId = company.id;
    await createPeriodsForCompany(t.db, companyId, { from: '202609' });
    await setFeatureFlag(t.db, companyId, 'DOWNLOAD_COMPANY_DATA', true);
    ({ cookies } = await signInRoles(t.app, t.db, companyId, [
      'ADMIN',
      'CARD_ADMIN',
      'ADMIN_LIGHT',
      'USER',
      'ACCOUNTANT',
    ]));
    const employee = await buildUser(t.db, { companyId });
    inRange = [
      await expenseOn(companyId, employee.id, '2026-10-01', true),
      await expenseOn(companyId, employee.id, '2026-10-31', false),
    ];
    await expenseOn(companyId, employee.id, '2026-09-30', true);
    await expenseOn(companyId, employee.id, '2026-11-01', true);
    const other = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, other.id, { from: '202609' });
    await setFeatureFlag(t.db, other.id, 'DOWNLOAD_COMPANY_DATA', true);
    otherCompanyExpense = await expenseOn(
      other.id,
      (await buildUser(t.db, { companyId: other.id })).id,
      '2026-10-15',
      true,
    );
  });

  it('answers 401 without a session', async () => {
    for (const path of ['expenses', 'germany-tickets', 'home-charging', 'cards', 'card-transactions']) {
      expectErrorResponse(await get(`${path}${range}`), 401, 'UNAUTHENTICATED');
    }
  });

  it('answers 403 to roles other than admin and card admin', async () => {
    for (const role of ['ADMIN_LIGHT', 'USER', 'ACCOUNTANT'] as const) {
      for (const path of ['expenses', 'germany-tickets', 'home-charging', 'cards', 'card-transactions']) {
        expectErrorResponse(await get(`${path}${range}`, cookies[role]), 403, 'ACCESS_DENIED');
      }
    }
  });

  it('answers 403 while the company data export is switched off for the company', async () => {
    const off = await buildCompany(t.db);
    const { cookies: offCookies } = await signInRoles(t.app, t.db, off.id, ['ADMIN']);
    expectErrorResponse(await get(`expenses${range}`, offCookies.ADMIN), 403, 'FEATURE_DISABLED');
  });

  it('refuses missing, malformed and reversed dates, naming the field', async () => {
    const cases: [string, string][] = [
      ['?from=2026-10-01', 'querystring.to'],
      ['?from=01.10.2026&to=2026-10-31', 'querystring.from'],
      ['?from=2026-10-31&to=2026-10-01', 'querystring.to'],
      [`${range}&extra=1`, 'querystring.extra'],
    ];
    for (const [query, field] of cases) {
      const reason = expectErrorResponse(await get(`expenses${query}`, cookies.ADMIN), 400, 'INVALID_INPUT');
      expect(reason.parameter, query).toBe(field);
    }
  });

  it("lists the company's expenses of the days, both ends included, with their files", async () => {
    for (const role of ['ADMIN', 'CARD_ADMIN'] as const) {
      const response = await get(`expenses${range}`, cookies[role]);
      expect(response.statusCode).toBe(200);
      const { expenses: listed } = offboardingExpensesResponseSchema.parse(response.json());
      expect(listed.map((e) => e.id)).toEqual(inRange);
      expect(listed.map((e) => e.id)).not.toContain(otherCompanyExpense);
      expect(listed[0]!.files).toHaveLength(1);
      expect(listed[0]!.files[0]).toMatchObject({ originalName: 'receipt-2026-10-01.pdf' });
      expect(listed[0]!.files[0]!.url).toContain(`/v2/expenses/${inRange[0]}/files/`);
    }
  });

  it('answers the job tickets that ran in the range with their months, and none of another company', async () => {
    const employee = await buildUser(t.db, { companyId });
    await t.db
      .insert(germanyTicketOffers)
      .values({ companyId, isActive: true, subsidyKind: 'AMOUNT', subsidyAmount: '20.00' });
    const values = { companyId, userId: employee.id, requestedAt: new Date('2026-08-01T00:00:00Z') };
    const [running] = await t.db
      .insert(germanyTicketBookings)
      .values({
        ...values,
        status: 'CANCELLED',
        startMonth: '2026-09',
        endMonth: '2026-10',
        activatedAt: new Date(),
        ticketNumber: 'DT-1',
      })
      .returning();
    // Requested for later, and one that ended before the range: neither ran in it.
    await t.db.insert(germanyTicketBookings).values({ ...values, status: 'REQUESTED', startMonth: '2026-12' });
    await t.db
      .insert(germanyTicketBookings)
      .values({ ...values, status: 'CANCELLED', startMonth: '2026-01', endMonth: '2026-03', activatedAt: new Date() });
    const other = await buildCompany(t.db);
    const otherUser = await buildUser(t.db, { companyId: other.id });
    await t.db.insert(germanyTicketBookings).values({
      ...values,
      companyId: other.id,
      userId: otherUser.id,
      status: 'ACTIVE',
      startMonth: '2026-01',
      activatedAt: new Date(),
    });

    expect((await get(`germany-tickets${range}`, cookies.ADMIN)).json()).toEqual({
      germanyTickets: [
        {
          id: running!.id,
          userId: employee.id,
          validFrom: '2026-09-01',
          validTo: '2026-10-31',
          status: 'CANCELLED',
          ticketNumber: 'DT-1',
          // 63.00 with the 5 % discount (20.00 is at least a quarter of the price): 59.85.
          months: [{ month: '2026-10', ticketPrice: '59.85', subsidy: '20.00', share: '39.85' }],
        },
      ],
    });
  });

  it('answers the home-charging activities of the months in the range, and none of another company', async () => {
    const employee = await buildUser(t.db, { companyId });
    const activity = {
      userId: employee.id,
      source: 'READINGS' as const,
      carKind: 'COMPANY' as const,
      meterId: 'M-1',
      startReading: '10.00',
      endReading: '110.00',
      kwh: '100.00',
      priceSource: 'AVERAGE' as const,
      centsPerKwh: '34.00',
      amount: '34.00',
      submittedAt: new Date(),
    };
    await t.db.insert(homeChargingActivities).values([
      { ...activity, companyId, month: '2026-10', status: 'APPROVED' },
      { ...activity, companyId, month: '2026-11' },
    ]);
    const other = await buildCompany(t.db);
    const stranger = await buildUser(t.db, { companyId: other.id });
    await t.db
      .insert(homeChargingActivities)
      .values({ ...activity, userId: stranger.id, companyId: other.id, month: '2026-10' });
    const listed = (await get(`home-charging${range}`, cookies.ADMIN)).json().homeCharging;
    expect(listed).toEqual([
      expect.objectContaining({
        userId: employee.id,
        month: '2026-10',
        kwh: '100.00',
        amount: '34.00',
        status: 'APPROVED',
      }),
    ]);
  });

  it('answers the cards that existed in the range and their booked or authorised payments', async () => {
    const holder = await buildUser(t.db, { companyId, email: `holder-${randomUUID()}@example.test` });
    const [membership] = await t.db
      .insert(cardMemberships)
      .values({ companyId, userId: holder.id, status: 'ACTIVE', swanId: `m-${randomUUID()}` })
      .returning();
    const card = (swanId: string, createdAt: string, cancelledAt: string | null, status: 'ENABLED' | 'CANCELED') => ({
      companyId,
      userId: holder.id,
      membershipId: membership!.id,
      swanId,
      status,
      createdAt: new Date(createdAt),
      cancelledAt: cancelledAt ? new Date(cancelledAt) : null,
    });
    const [live] = await t.db
      .insert(cards)
      .values([
        card('card-live', '2026-09-15T10:00:00.000Z', null, 'ENABLED'),
        card('card-gone-before', '2026-08-01T10:00:00.000Z', '2026-09-30T23:00:00.000Z', 'CANCELED'),
        card('card-later', '2026-11-01T00:00:00.000Z', null, 'ENABLED'),
      ])
      .returning();
    const payment = (swanId: string, date: string, status: 'BOOKED' | 'DECLINED' | 'AUTHORISED') => ({
      companyId,
      cardId: live!.id,
      swanId,
      transactionDate: new Date(date),
      amount: '3.50',
      merchantName: 'BVG',
      merchantCategoryCode: '4111',
      status,
      salaryType: 'SACHBEZUG' as const,
    });
    await t.db
      .insert(cardTransactions)
      .values([
        payment('t-booked', '2026-10-31T22:00:00.000Z', 'BOOKED'),
        payment('t-pending', '2026-10-01T00:00:00.000Z', 'AUTHORISED'),
        payment('t-declined', '2026-10-05T10:00:00.000Z', 'DECLINED'),
        payment('t-november', '2026-11-01T00:00:00.000Z', 'BOOKED'),
      ]);
    expect((await get(`cards${range}`, cookies.ADMIN)).json()).toEqual({
      cards: [
        {
          swanId: 'card-live',
          category: 'VIRTUAL',
          currentStatus: 'ENABLED',
          createdAt: '2026-09-15T10:00:00.000Z',
          cancelledAt: null,
          owner: holder.email,
        },
      ],
    });
    expect((await get(`card-transactions${range}`, cookies.CARD_ADMIN)).json()).toEqual({
      cardTransactions: [
        {
          cardSwanId: 'card-live',
          transactionDate: '2026-10-01T00:00:00.000Z',
          amount: '3.50',
          merchantName: 'BVG',
          salaryType: 'SACHBEZUG',
        },
        {
          cardSwanId: 'card-live',
          transactionDate: '2026-10-31T22:00:00.000Z',
          amount: '3.50',
          merchantName: 'BVG',
          salaryType: 'SACHBEZUG',
        },
      ],
    });
  });
});
