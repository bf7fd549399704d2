import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, currentPeriod, firstDayOfPeriod, periodSchema, type RoleName } from '@mobilo/contract';
import { auditEvents } from '../../db/schema/audit-events';
import { expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import {
  buildBudgetGroup,
  buildCompany,
  buildExpense,
  buildUser,
  expectErrorResponse,
  signIn,
  signInRoles,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp();

const thisMonth = currentPeriod();
const lastMonth = addMonths(thisMonth, -1);
const twoMonthsAgo = addMonths(thisMonth, -2);
const nextMonth = addMonths(thisMonth, 1);
const managers: RoleName[] = ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'ACCOUNTANT'];

describe('period actions', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let employeeId: string;
  let employee: string;
  let outsider: string;

  const patch = (cookie: string | null, period: string, action: string) =>
    t.app.inject({ method: 'PATCH', url: `/management/period/${period}/${action}`, headers: cookie ? { cookie } : {} });
  const periodRow = async (period: string) =>
    (
      await t.db
        .select()
        .from(periods)
        .where(and(eq(periods.companyId, companyId), eq(periods.periodString, period)))
    )[0]!;
  const statuses = async (ids: string[]) =>
    (await t.db.select({ id: expenses.id, status: expenses.status }).from(expenses).where(inArray(expenses.id, ids)))
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
      .map((e) => e.status);

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    companyId = company.id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(thisMonth, -3) });
    ({ cookies } = await signInRoles(t.app, t.db, companyId, [...managers, 'EXPENSE_CHECKER', 'USER']));
    const registerDate = new Date(`${firstDayOfPeriod(addMonths(thisMonth, -3))}T00:00:00Z`);
    const group = await buildBudgetGroup(t.db, companyId, {
      companyMobilityTypes: ['GERMANY_TICKET'],
      privateMobilityTypes: ['GERMANY_TICKET'],
    });
    const owner = await buildUser(t.db, { companyId, registerDate, userType: 'PROFESSIONAL', budgetGroupId: group.id });
    employeeId = owner.id;
    employee = await signIn(t.app, owner.email);
    const other = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, other.id, { from: addMonths(thisMonth, -3) });
    outsider = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, role: 'ADMIN' })).email);
  });

  it('asks for a session', async () => {
    for (const action of ['close', 'reopen', 'invoice', 'uninvoice']) {
      expectErrorResponse(await patch(null, twoMonthsAgo, action), 401, 'UNAUTHENTICATED');
    }
  });

  it('is for those who manage periods: not the expense checker, not an employee', async () => {
    for (const role of ['EXPENSE_CHECKER', 'USER'] as const) {
      for (const action of ['close', 'reopen', 'invoice', 'uninvoice']) {
        expectErrorResponse(await patch(cookies[role], twoMonthsAgo, action), 403, 'ACCESS_DENIED');
      }
    }
    expect((await periodRow(twoMonthsAgo)).isClosed).toBe(false);
    for (const role of managers) {
      const closed = await patch(cookies[role], twoMonthsAgo, 'close');
      expect(closed.statusCode, `${role} ${closed.body}`).toBe(200);
      expect(periodSchema.parse(closed.json())).toMatchObject({
        periodString: twoMonthsAgo,
        isClosed: true,
        status: 'closed',
      });
      // The timeline dates the closing.
      expect((await periodRow(twoMonthsAgo)).closedAt).toBeInstanceOf(Date);
      const reopened = await patch(cookies[role], twoMonthsAgo, 'reopen');
      expect(reopened.statusCode, role).toBe(200);
      expect(periodSchema.parse(reopened.json())).toMatchObject({ isClosed: false, status: 'active' });
      expect((await periodRow(twoMonthsAgo)).closedAt).toBeNull();
    }
  });

  it('refuses bad period strings, unknown periods and other companies’ periods', async () => {
    expectErrorResponse(await patch(cookies.ADMIN, '2026-11', 'close'), 400, 'INVALID_INPUT');
    expectErrorResponse(await patch(cookies.ADMIN, '202613', 'close'), 400, 'INVALID_INPUT');
    expectErrorResponse(await patch(cookies.ADMIN, '199001', 'close'), 404, 'NOT_FOUND');
    expectErrorResponse(await patch(outsider, '199001', 'invoice'), 404, 'NOT_FOUND');
    const unknownAction = await patch(cookies.ADMIN, twoMonthsAgo, 'archive');
    expect(unknownAction.statusCode).toBe(404);
  });

  it('answers each wrong transition with 409 and changes nothing', async () => {
    const before = await periodRow(lastMonth);
    expectErrorResponse(await patch(cookies.ADMIN, lastMonth, 'reopen'), 409, 'PERIOD_NOT_CLOSED');
    expectErrorResponse(await patch(cookies.ADMIN, lastMonth, 'uninvoice'), 409, 'PERIOD_NOT_INVOICED');
    expectErrorResponse(await patch(cookies.ADMIN, nextMonth, 'invoice'), 409, 'PERIOD_NOT_INVOICEABLE');
    expect(await patch(cookies.ADMIN, lastMonth, 'close')).toHaveProperty('statusCode', 200);
    expectErrorResponse(await patch(cookies.ADMIN, lastMonth, 'close'), 409, 'PERIOD_ALREADY_CLOSED');
    expect(await patch(cookies.ADMIN, lastMonth, 'reopen')).toHaveProperty('statusCode', 200);
    expect(await periodRow(lastMonth)).toEqual(before);
    expect((await periodRow(nextMonth)).isInvoiced).toBe(false);
  });

  it('invoices: submitted expenses become INVOICED with an audit row each, other statuses stay', async () => {
    const base = { companyId, userId: employeeId, period: lastMonth };
    const submitted = await buildExpense(t.db, { ...base, cost: '12.50' });
    const submittedToo = await buildExpense(t.db, { ...base, cost: '7.00', isChecked: true });
    const rejected = await buildExpense(t.db, { ...base, status: 'REJECTED' });
    const ready = await buildExpense(t.db, { ...base, status: 'READY', submittedAt: null, submittedBy: null });
    const elsewhere = await buildExpense(t.db, { ...base, period: twoMonthsAgo });
    const ids = [submitted.id, submittedToo.id, rejected.id, ready.id, elsewhere.id];
    expect(await patch(cookies.ACCOUNTANT, lastMonth, 'close')).toHaveProperty('statusCode', 200);

    const response = await patch(cookies.ACCOUNTANT, lastMonth, 'invoice');
    expect(response.statusCode, response.body).toBe(200);
    const period = periodSchema.parse(response.json());
    expect(period).toMatchObject({
      isInvoiced: true,
      isClosed: true,
      status: 'invoiced',
      isWithinReopenPeriod: true,
      taxStatus: 'NONE',
    });
    expect(period.invoicedAt).not.toBeNull();
    expect(await statuses(ids)).toEqual(['INVOICED', 'INVOICED', 'REJECTED', 'READY', 'SUBMITTED']);

    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, 'expense.invoice')));
    expect(audit.map((a) => a.subjectId).sort()).toEqual([submitted.id, submittedToo.id].sort());
    expect(audit[0]).toMatchObject({ subjectType: 'expense', data: { period: lastMonth } });
    const [periodEvent] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, 'period.invoice')));
    expect(periodEvent).toMatchObject({ subjectType: 'period', data: { period: lastMonth, expenseCount: 2 } });
    const log = await t.app.inject({
      method: 'GET',
      url: `/v2/expenses/${submitted.id}/auditlog`,
      headers: { cookie: employee },
    });
    expect((log.json() as { action: string }[]).map((e) => e.action)).toContain('expense.invoice');

    for (const action of ['close', 'reopen', 'invoice']) {
      expectErrorResponse(await patch(cookies.ADMIN, lastMonth, action), 409, 'PERIOD_INVOICED');
    }
    expect(await statuses(ids)).toEqual(['INVOICED', 'INVOICED', 'REJECTED', 'READY', 'SUBMITTED']);
  });

  it('freezes an invoiced period for its employees', async () => {
    const [ready] = await t.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.userId, employeeId), eq(expenses.status, 'READY')));
    const [invoiced] = await t.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.userId, employeeId), eq(expenses.status, 'INVOICED')));
    const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: employee } });
    const body = {
      originalCost: '5.00',
      originalCurrency: 'EUR',
      tripToWork: true,
      type: 'GERMANY_TICKET',
      date: firstDayOfPeriod(lastMonth),
      description: 'Ticket',
      origin: 'HOME',
    };
    expectErrorResponse(await call('POST', '/v2/expenses/', body), 409, 'PERIOD_INVOICED');
    expectErrorResponse(await call('PUT', `/v2/expenses/${ready!.id}`, body), 409, 'PERIOD_INVOICED');
    expectErrorResponse(await call('PATCH', `/v2/expenses/${ready!.id}/submit`), 409, 'PERIOD_INVOICED');
    expectErrorResponse(await call('PATCH', `/v2/expenses/${invoiced!.id}/withdraw`), 409, 'PERIOD_INVOICED');
    expectErrorResponse(await call('DELETE', `/v2/expenses/${ready!.id}`), 409, 'PERIOD_INVOICED');
    expectErrorResponse(await call('DELETE', `/v2/expenses/${ready!.id}/file`), 409, 'PERIOD_INVOICED');
  });

  it('freezes a closed period for its employees', async () => {
    const submitted = await buildExpense(t.db, { companyId, userId: employeeId, period: twoMonthsAgo });
    const ready = await buildExpense(t.db, {
      companyId,
      userId: employeeId,
      period: twoMonthsAgo,
      status: 'READY',
      submittedAt: null,
    });
    expect(await patch(cookies.ADMIN, twoMonthsAgo, 'close')).toHaveProperty('statusCode', 200);
    const call = (method: 'PATCH' | 'DELETE', url: string) =>
      t.app.inject({ method, url, headers: { cookie: employee } });
    expectErrorResponse(await call('PATCH', `/v2/expenses/${ready.id}/submit`), 409, 'PERIOD_CLOSED');
    expectErrorResponse(await call('PATCH', `/v2/expenses/${submitted.id}/withdraw`), 409, 'PERIOD_CLOSED');
    expectErrorResponse(await call('DELETE', `/v2/expenses/${ready.id}`), 409, 'PERIOD_CLOSED');
    expect(await patch(cookies.ADMIN, twoMonthsAgo, 'reopen')).toHaveProperty('statusCode', 200);
  });

  it('uninvoices within the reopen window: INVOICED back to SUBMITTED, tax status reset', async () => {
    await t.db
      .update(periods)
      .set({ taxStatus: 'DONE' })
      .where(eq(periods.id, (await periodRow(lastMonth)).id));
    const invoicedIds = (
      await t.db
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(eq(expenses.userId, employeeId), eq(expenses.status, 'INVOICED')))
    ).map((e) => e.id);
    const response = await patch(cookies.CARD_ADMIN, lastMonth, 'uninvoice');
    expect(response.statusCode, response.body).toBe(200);
    expect(periodSchema.parse(response.json())).toMatchObject({
      isInvoiced: false,
      isClosed: true,
      status: 'closed',
      invoicedAt: null,
      taxStatus: 'NONE',
      isWithinReopenPeriod: false,
    });
    expect(await statuses(invoicedIds)).toEqual(['SUBMITTED', 'SUBMITTED']);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, 'expense.uninvoice')));
    expect(audit.map((a) => a.subjectId).sort()).toEqual([...invoicedIds].sort());
  });

  it('refuses to uninvoice once the company’s reopen window has passed, and changes nothing', async () => {
    expect(await patch(cookies.ADMIN, lastMonth, 'invoice')).toHaveProperty('statusCode', 200);
    const row = await periodRow(lastMonth);
    const fifteenDaysAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
    await t.db.update(periods).set({ invoicedAt: fifteenDaysAgo, taxStatus: 'DONE' }).where(eq(periods.id, row.id));
    expectErrorResponse(await patch(cookies.ADMIN, lastMonth, 'uninvoice'), 409, 'REOPEN_WINDOW_EXPIRED');
    expect(await periodRow(lastMonth)).toMatchObject({
      isInvoiced: true,
      invoicedAt: fifteenDaysAgo,
      taxStatus: 'DONE',
    });
    const stillInvoiced = await t.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.periodId, row.id), eq(expenses.status, 'SUBMITTED')));
    expect(stillInvoiced).toEqual([]);
  });

  it('lets exactly one of two simultaneous invoices succeed', async () => {
    const expense = await buildExpense(t.db, { companyId, userId: employeeId, period: thisMonth });
    const answers = await Promise.all([
      patch(cookies.ADMIN, thisMonth, 'invoice'),
      patch(cookies.ACCOUNTANT, thisMonth, 'invoice'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expectErrorResponse(
      answers.find((a) => a.statusCode === 409)!,
      409,
      'PERIOD_INVOICED',
    );
    expect(await statuses([expense.id])).toEqual(['INVOICED']);
    const periodEvents = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, companyId),
          eq(auditEvents.action, 'period.invoice'),
          eq(auditEvents.subjectId, (await periodRow(thisMonth)).id),
        ),
      );
    expect(periodEvents).toHaveLength(1);
  });
});
