import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  currentPeriod,
  operatorDashboardSchema,
  operatorCardResponseSchema,
  rejectReasonSchema,
  noLicences,
  type RoleName,
  roleNames,
} from '@mobilo/contract';
import { buildCompany, buildExpense, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { cardMemberships } from '../../db/schema/card-memberships';
import { cards, cardWebhookEvents } from '../../db/schema/card-programme';
import { useTestApp } from '../../../test/test-app';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { setLicences } from '../licences/licences.service';
import { createPeriodsForCompany } from '../periods/periods.service';
import { reasonCodeOf } from './reject-reasons.service';

const t = useTestApp();
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('reject reasons of the operator', () => {
  let god: string;
  let cookies: Record<RoleName, string>;
  let companyId: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Acme' })).id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(currentPeriod(), -1) });
    ({ cookies } = await signInRoles(t.app, t.db, companyId, roleNames));
    god = cookies.GOD;
  });

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  it('derives a stable code from the English text', () => {
    expect(reasonCodeOf('Ticket not valid on this route')).toBe('TICKET_NOT_VALID_ON_THIS_ROUTE');
    expect(reasonCodeOf('  Café — receipt!  ')).toBe('CAFE_RECEIPT');
    expect(reasonCodeOf('!!!')).toBe('REASON');
  });

  it('answers 401 without a session and 403 to every role but the operator', async () => {
    expectErrorResponse(await call(undefined, 'GET', '/god/reject-reason'), 401, 'UNAUTHENTICATED');
    for (const role of roleNames.filter((name) => name !== 'GOD')) {
      expectErrorResponse(await call(cookies[role], 'GET', '/god/reject-reason'), 403, 'ACCESS_DENIED');
    }
  });

  it('adds a reason the checker then uses; a deactivated one can no longer be chosen', async () => {
    const created = await call(god, 'POST', '/god/reject-reason', {
      description: { en: 'Ticket not valid', de: 'Fahrschein ungültig' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const reason = rejectReasonSchema.parse(created.json());
    expect(reason).toMatchObject({ code: 'TICKET_NOT_VALID', active: true, ranking: 9 });
    expectErrorResponse(
      await call(god, 'POST', '/god/reject-reason', { description: { en: 'ticket NOT valid', de: 'Anders' } }),
      409,
      'REJECT_REASON_EXISTS',
    );
    expectErrorResponse(
      await call(god, 'POST', '/god/reject-reason', { description: { en: '', de: 'Leer' } }),
      400,
      'INVALID_INPUT',
    );

    const employee = await buildUser(t.db, { companyId });
    const expense = await buildExpense(t.db, { companyId, userId: employee.id, period: currentPeriod() });
    const reject = await call(cookies.EXPENSE_CHECKER, 'PATCH', `/api/v3/expenses/${expense.id}/reject`, {
      rejectReason: reason.id,
    });
    expect(reject.statusCode, reject.body).toBe(200);

    const edited = await call(god, 'PUT', `/god/reject-reason/${reason.id}`, {
      description: { en: 'Ticket invalid', de: 'Fahrschein nicht gültig' },
      active: false,
    });
    expect(edited.json()).toMatchObject({
      code: 'TICKET_NOT_VALID',
      active: false,
      description: { en: 'Ticket invalid' },
    });
    const second = await buildExpense(t.db, { companyId, userId: employee.id, period: currentPeriod() });
    const refused = await call(cookies.EXPENSE_CHECKER, 'PATCH', `/api/v3/expenses/${second.id}/reject`, {
      rejectReason: reason.id,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expectErrorResponse(
      await call(god, 'PUT', `/god/reject-reason/${unknownId}`, { description: { en: 'A', de: 'B' }, active: true }),
      404,
      'NOT_FOUND',
    );
  });

  it('ranks every reason anew, and refuses an order that leaves one out', async () => {
    const reasons = (await call(god, 'GET', '/god/reject-reason')).json() as { id: string; code: string }[];
    const reversed = reasons.map((reason) => reason.id).reverse();
    const ranked = await call(god, 'PUT', '/god/reject-reason-ranking', { ids: reversed });
    expect(ranked.statusCode, ranked.body).toBe(200);
    expect(ranked.json().map((reason: { id: string }) => reason.id)).toEqual(reversed);
    expectErrorResponse(
      await call(god, 'PUT', '/god/reject-reason-ranking', { ids: reversed.slice(1) }),
      400,
      'REJECT_REASON_RANKING_INCOMPLETE',
    );
    expectErrorResponse(
      await call(god, 'PUT', '/god/reject-reason-ranking', { ids: [reversed[0], reversed[0]] }),
      400,
      'INVALID_INPUT',
    );
  });

  it('the dashboard counts this month’s submissions per company and in total', async () => {
    const employee = await buildUser(t.db, { companyId });
    await buildExpense(t.db, {
      companyId,
      userId: employee.id,
      period: currentPeriod(),
      cost: '12.35',
      submittedAt: new Date(),
    });
    const response = await call(god, 'GET', '/god/statistics');
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = operatorDashboardSchema.parse(response.json());
    const acme = dashboard.companies.find((company) => company.id === companyId)!;
    // The second expense of the test before is still submitted (10.00); the rejected one is not counted.
    expect(acme).toMatchObject({ expensesSubmitted: 2, amountSubmitted: '22.35' });
    expect(acme.activeUsers).toBeGreaterThan(0);
    expect(acme.openPeriods).toBe(2);
    expect(dashboard.totals.amountsSubmitted).toEqual([{ currency: 'EUR', amount: '22.35' }]);
    expect(dashboard.months).toHaveLength(6);
    expect(dashboard.months.at(-1)).toEqual({ month: currentPeriod(), expensesSubmitted: 2 });
    expectErrorResponse(await call(cookies.ADMIN, 'GET', '/god/statistics'), 403, 'ACCESS_DENIED');
  });

  it('the card overview lists companies with the card licence, each with its flag', async () => {
    const empty = await call(god, 'GET', '/god/card/companies');
    expect(operatorCardResponseSchema.parse(empty.json()).companies).toEqual([]);
    const withFlag = await buildCompany(t.db, { name: 'Card One' });
    const byDefault = await buildCompany(t.db, { name: 'Card Two' });
    for (const company of [withFlag, byDefault]) await setLicences(t.db, company.id, { ...noLicences, card: true });
    await setFeatureFlag(t.db, null, 'CARD', false);
    await setFeatureFlag(t.db, withFlag.id, 'CARD', true);
    const response = await call(god, 'GET', '/god/card/companies');
    const companies = operatorCardResponseSchema.parse(response.json()).companies;
    expect(companies.map((c) => [c.name, c.cardLicence, c.cardFlag])).toEqual([
      ['Card One', true, true],
      ['Card Two', true, false],
    ]);
    expect(companies.map((c) => [c.cardsEnabled, c.lastWebhookAt])).toEqual([
      [0, null],
      [0, null],
    ]);

    // A live card and the issuer's last event about it.
    const holder = await buildUser(t.db, { companyId: withFlag.id });
    const [membership] = await t.db
      .insert(cardMemberships)
      .values({ companyId: withFlag.id, userId: holder.id, status: 'ACTIVE', swanId: 'op-membership' })
      .returning();
    await t.db.insert(cards).values([
      { companyId: withFlag.id, userId: holder.id, membershipId: membership!.id, swanId: 'op-card', status: 'ENABLED' },
      { companyId: withFlag.id, userId: holder.id, membershipId: membership!.id, swanId: 'op-old', status: 'CANCELED' },
    ]);
    const receivedAt = new Date('2026-11-20T08:00:00.000Z');
    await t.db.insert(cardWebhookEvents).values([
      { eventId: 'op-1', eventType: 'Card.Updated', resourceId: 'op-card', eventDate: receivedAt, receivedAt },
      { eventId: 'op-2', eventType: 'Other', resourceId: 'unknown', eventDate: receivedAt, receivedAt: new Date() },
    ]);
    const health = operatorCardResponseSchema.parse((await call(god, 'GET', '/god/card/companies')).json()).companies;
    expect(health.map((c) => [c.name, c.cardsEnabled, c.lastWebhookAt])).toEqual([
      ['Card One', 1, receivedAt.toISOString()],
      ['Card Two', 0, null],
    ]);
    expectErrorResponse(await call(cookies.CARD_ADMIN, 'GET', '/god/card/companies'), 403, 'ACCESS_DENIED');
  });
});
