import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  currentPeriod,
  firstDayOfPeriod,
  type RoleName,
  userBudgetResponseSchema,
  userCorrectionResponseSchema,
  userCorrectionSchema,
  userDeductionsResponseSchema,
} from '@mobilo/contract';
import { buildBudgetGroup, buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditEvents } from '../../db/schema/audit-events';
import { budgetDeductions } from '../../db/schema/user-budgets';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp();
const month = currentPeriod();

const allowedRoles = ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'] as const;
const refusedRoles = ['EXPENSE_CHECKER', 'ACCOUNTANT', 'USER'] as const;

describe('per-user deductions and corrections', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let employeeId: string;
  let foreignUserId: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    await createPeriodsForCompany(t.db, companyId);
    ({ cookies } = await signInRoles(t.app, t.db, companyId, [...allowedRoles, ...refusedRoles]));
    const group = await buildBudgetGroup(t.db, companyId, { budget: '100.00', overflowInterval: [] });
    const registerDate = new Date(`${firstDayOfPeriod(month)}T00:00:00Z`);
    employeeId = (await buildUser(t.db, { companyId, budgetGroupId: group.id, registerDate })).id;
    const other = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, other.id);
    foreignUserId = (await buildUser(t.db, { companyId: other.id })).id;
  });

  const call = (cookie: string | undefined, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const deductions = (id: string) => `/user/${id}/deductions/${month}`;
  const correction = (id: string) => `/user/${id}/corrections/${month}`;
  const budget = async () =>
    userBudgetResponseSchema.parse(
      (await call(cookies.ADMIN, 'GET', `/user/${employeeId}/budget?month=${month}`)).json(),
    );

  it('answers 401 without a session and 403 for checker, accountant and user', async () => {
    expectErrorResponse(
      await call(undefined, 'PUT', deductions(employeeId), { budgetDeductions: [] }),
      401,
      'UNAUTHENTICATED',
    );
    expectErrorResponse(await call(undefined, 'GET', correction(employeeId)), 401, 'UNAUTHENTICATED');
    for (const role of refusedRoles) {
      expectErrorResponse(
        await call(cookies[role], 'PUT', deductions(employeeId), { budgetDeductions: [] }),
        403,
        'ACCESS_DENIED',
      );
      expectErrorResponse(await call(cookies[role], 'GET', correction(employeeId)), 403, 'ACCESS_DENIED');
      expectErrorResponse(
        await call(cookies[role], 'PUT', correction(employeeId), { correctionAmount: '1.00', description: 'x' }),
        403,
        'ACCESS_DENIED',
      );
      expectErrorResponse(await call(cookies[role], 'DELETE', correction(employeeId)), 403, 'ACCESS_DENIED');
    }
  });

  it("answers 404 for another company's user and for a period the company does not have", async () => {
    expectErrorResponse(
      await call(cookies.ADMIN, 'PUT', deductions(foreignUserId), { budgetDeductions: [] }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(await call(cookies.ADMIN, 'GET', correction(foreignUserId)), 404, 'NOT_FOUND');
    expectErrorResponse(
      await call(cookies.ADMIN, 'PUT', correction(foreignUserId), { correctionAmount: '1.00', description: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(await call(cookies.ADMIN, 'DELETE', correction(foreignUserId)), 404, 'NOT_FOUND');
    expectErrorResponse(await call(cookies.ADMIN, 'GET', `/user/${employeeId}/corrections/199001`), 404, 'NOT_FOUND');
  });

  it.each([
    [{ budgetDeductions: [{ label: '', amount: '10.00' }] }, 'body.budgetDeductions.0.label'],
    [{ budgetDeductions: [{ label: 'Ticket', amount: '-1.00' }] }, 'body.budgetDeductions.0.amount'],
    [{ budgetDeductions: [{ label: 'Ticket', amount: '0.00' }] }, 'body.budgetDeductions.0.amount'],
    // A JSON number is taken only when it needs no rounding.
    [{ budgetDeductions: [{ label: 'Ticket', amount: 10.005 }] }, 'body.budgetDeductions.0.amount'],
    [{ budgetDeductions: [{ label: 'Ticket', amount: '1.005' }] }, 'body.budgetDeductions.0.amount'],
    [{ budgetDeductions: [{ label: 'Ticket', amount: '12345678901.00' }] }, 'body.budgetDeductions.0.amount'],
    [{ budgetDeductions: [{ label: 'Ticket', amount: '1.00', extra: 1 }] }, 'body.budgetDeductions.0.extra'],
  ])('refuses deductions %j', async (payload, field) => {
    const response = await call(cookies.ADMIN, 'PUT', deductions(employeeId), payload);
    expect(expectErrorResponse(response, 400, 'INVALID_INPUT').parameter).toBe(field);
  });

  it('takes a deduction amount sent as a JSON number', async () => {
    const response = await call(cookies.ADMIN, 'PUT', deductions(employeeId), {
      budgetDeductions: [{ label: 'Ticket', amount: 10 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('"10.00"');
  });

  it.each([
    [{ correctionAmount: 'ten', description: 'x' }, 'body.correctionAmount'],
    [{ correctionAmount: '0', description: 'x' }, 'body.correctionAmount'],
    [{ correctionAmount: '5.00', description: ' ' }, 'body.description'],
    [{ correctionAmount: '5.00' }, 'body.description'],
  ])('refuses the correction %j', async (payload, field) => {
    expect(
      expectErrorResponse(await call(cookies.ADMIN, 'PUT', correction(employeeId), payload), 400, 'INVALID_INPUT')
        .parameter,
    ).toBe(field);
    expectErrorResponse(
      await call(cookies.ADMIN, 'PUT', `/user/${employeeId}/corrections/2026-11`, {
        correctionAmount: '1.00',
        description: 'x',
      }),
      400,
      'INVALID_INPUT',
    );
  });

  it.each(allowedRoles)(
    '%s sets deductions and a correction, and the budget of the month reflects them',
    async (role) => {
      const saved = await call(cookies[role], 'PUT', deductions(employeeId), {
        budgetDeductions: [
          { label: 'Job ticket', amount: '20.5' },
          { label: 'Parking', amount: '4.25' },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(userDeductionsResponseSchema.parse(saved.json()).budgetDeductions).toEqual([
        { label: 'Job ticket', amount: '20.50' },
        { label: 'Parking', amount: '4.25' },
      ]);
      const set = await call(cookies[role], 'PUT', correction(employeeId), {
        correctionAmount: '-7.10',
        description: 'Paid twice in October',
      });
      expect(userCorrectionSchema.parse(set.json())).toMatchObject({
        userId: employeeId,
        period: month,
        correctionAmount: '-7.10',
      });
      expect(
        userCorrectionResponseSchema.parse((await call(cookies[role], 'GET', correction(employeeId))).json())
          .correction,
      ).toMatchObject({
        correctionAmount: '-7.10',
        description: 'Paid twice in October',
      });

      const withBoth = await budget();
      expect(withBoth).toMatchObject({
        monthlyBudget: '100.00',
        deductions: '24.75',
        correctionAmount: '-7.10',
        available: '68.15',
        totalBudget: '68.15',
      });
      expect(withBoth.budgetDeductions.map((d) => d.label)).toEqual(['Job ticket', 'Parking']);

      await call(cookies[role], 'PUT', correction(employeeId), { correctionAmount: '12.00', description: 'Bonus' });
      expect((await budget()).available).toBe('87.25');
      expect((await call(cookies[role], 'DELETE', correction(employeeId))).json()).toEqual({ correction: null });
      expectErrorResponse(await call(cookies[role], 'DELETE', correction(employeeId)), 404, 'NOT_FOUND');
      expect(
        await call(cookies[role], 'PUT', deductions(employeeId), { budgetDeductions: [] }).then(
          (r) => r.json().budgetDeductions,
        ),
      ).toEqual([]);
      expect(await budget()).toMatchObject({
        deductions: '0.00',
        correctionAmount: '0.00',
        available: '100.00',
        budgetDeductions: [],
      });
    },
  );

  it('writes an audit event per change and leaves nothing half-written on bad input', async () => {
    await call(cookies.ADMIN, 'PUT', deductions(employeeId), { budgetDeductions: [{ label: 'Kept', amount: '1.00' }] });
    await call(cookies.ADMIN, 'PUT', deductions(employeeId), {
      budgetDeductions: [
        { label: 'New', amount: '2.00' },
        { label: 'Broken', amount: 'x' },
      ],
    });
    const stored = await t.db
      .select()
      .from(budgetDeductions)
      .where(and(eq(budgetDeductions.companyId, companyId), eq(budgetDeductions.userId, employeeId)));
    expect(stored.map((row) => row.label)).toEqual(['Kept']);
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.subjectId, employeeId))).map(
      (event) => event.action,
    );
    expect(actions).toContain('user.budgetDeductions');
    expect(actions).toContain('user.budgetCorrection');
    expect(actions).toContain('user.budgetCorrectionRemoved');
  });
});
