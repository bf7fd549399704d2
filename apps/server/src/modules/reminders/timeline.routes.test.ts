import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expenseTimelineSchema, type RoleName } from '@mobilo/contract';
import { buildCompany, buildExpense, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { periods } from '../../db/schema/periods';
import { createPeriodsForCompany } from '../periods/periods.service';

const now = new Date('2026-12-09T07:00:00Z');
const t = useTestApp({}, { clock: () => now });

describe('what happens next', () => {
  let cookies: Record<RoleName, string>;
  let otherUser: string;
  let draftId: string;
  let invoicedId: string;

  const get = (cookie: string | undefined, url: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    const companyId = (await buildCompany(t.db)).id;
    await createPeriodsForCompany(t.db, companyId, { from: '202610', now });
    let ids: Record<RoleName, string>;
    ({ cookies, ids } = await signInRoles(t.app, t.db, companyId, ['USER', 'EXPENSE_CHECKER']));
    draftId = (
      await buildExpense(t.db, { companyId, userId: ids.USER, period: '202612', status: 'READY', submittedAt: null })
    ).id;
    await t.db
      .update(periods)
      .set({ isClosed: true, isInvoiced: true, invoicedAt: new Date('2026-12-06T09:00:00Z') })
      .where(eq(periods.periodString, '202611'));
    invoicedId = (
      await buildExpense(t.db, {
        companyId,
        userId: ids.USER,
        period: '202611',
        status: 'INVOICED',
        submittedAt: new Date('2026-11-20T10:00:00Z'),
        isChecked: true,
        checkedAt: new Date('2026-11-24T08:00:00Z'),
      })
    ).id;
    const other = await buildCompany(t.db);
    otherUser = (await signInRoles(t.app, t.db, other.id, ['USER'])).cookies.USER;
  });

  it('answers 401 without a session, 404 for another company’s expense, 400 for a bad id', async () => {
    expectErrorResponse(await get(undefined, `/v2/expenses/${draftId}/timeline`), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await get(otherUser, `/v2/expenses/${draftId}/timeline`), 404, 'NOT_FOUND');
    expectErrorResponse(await get(cookies.USER, '/v2/expenses/not-an-id/timeline'), 400, 'INVALID_INPUT');
    expectErrorResponse(await get(cookies.USER, '/api/v3/periods/2026-12/refund'), 400, 'INVALID_INPUT');
  });

  it('shows a draft its deadline and an invoiced expense the way to the payroll', async () => {
    const draft = expenseTimelineSchema.parse((await get(cookies.USER, `/v2/expenses/${draftId}/timeline`)).json());
    expect(draft.steps[0]).toEqual({ step: 'SUBMITTED', state: 'NEXT', day: '2027-01-05' });
    expect(draft).toMatchObject({ payrollMonth: '202701', payrollMonthFixed: false });
    const invoiced = expenseTimelineSchema.parse(
      (await get(cookies.EXPENSE_CHECKER, `/v2/expenses/${invoicedId}/timeline`)).json(),
    );
    expect(invoiced.steps.map((step) => step.state)).toEqual(['DONE', 'DONE', 'DONE', 'DONE', 'NEXT', 'LATER']);
    // Closed before the closing moment was kept: by its invoice at the latest.
    expect(invoiced.steps[2]).toEqual({ step: 'PERIOD_CLOSED', state: 'DONE', day: '2026-12-06' });
    expect(invoiced.steps[3]).toEqual({ step: 'INVOICED', state: 'DONE', day: '2026-12-06' });
  });

  it('tells the month card when the month’s refund reaches the pay', async () => {
    expect((await get(cookies.USER, '/api/v3/periods/202612/refund')).json()).toEqual({
      period: '202612',
      payrollMonth: '202701',
      payrollMonthFixed: false,
    });
    expectErrorResponse(await get(otherUser, '/api/v3/periods/203512/refund'), 404, 'NOT_FOUND');
  });
});
