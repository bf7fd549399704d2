import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  currentPeriod,
  expenseSchema,
  exportWarningsResponseSchema,
  firstDayOfPeriod,
  receiptLessAllowanceSchema,
  receiptLessSettingsSchema,
} from '@mobilo/contract';
import { expenseFiles, expenses } from '../../db/schema/expenses';
import { receiptLessDeclarations } from '../../db/schema/receipt-less';
import { buildBudgetGroup, buildCompany, buildUser, expectErrorResponse, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp();

const month = currentPeriod();
const date = firstDayOfPeriod(month);
const settingsUrl = '/api/v3/company/receipt-less-settings';
const createUrl = '/api/v3/receipt-less/expenses';
const declaration = {
  date,
  originalCost: '40.00',
  tripToWork: false,
  type: 'TAXI',
  what: 'Taxi from the station to the office',
  where: 'Taxi Müller, Köln',
  reason: 'The driver had no receipt pad',
  assurance: true,
};

describe('receipt-less expenses', () => {
  let companyId: string;
  let admin: string;
  let employee: string;
  let employeeId: string;
  let checker: string;
  let outsider: string;

  const call = (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const countOwn = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(expenses)
        .where(and(eq(expenses.userId, employeeId)))
    )[0]!.n;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Acme' })).id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(month, -2) });
    const group = await buildBudgetGroup(t.db, companyId, {
      companyMobilityTypes: ['TAXI'],
      privateMobilityTypes: ['TAXI'],
      overflowInterval: [12],
    });
    const registerDate = new Date(`${firstDayOfPeriod(addMonths(month, -2))}T00:00:00Z`);
    const base = { companyId, budgetGroupId: group.id, registerDate, userType: 'PROFESSIONAL' as const };
    const me = await buildUser(t.db, base);
    employeeId = me.id;
    employee = await signIn(t.app, me.email);
    admin = await signIn(t.app, (await buildUser(t.db, { ...base, role: 'ADMIN' })).email);
    checker = await signIn(t.app, (await buildUser(t.db, { ...base, role: 'EXPENSE_CHECKER' })).email);
    const other = await buildCompany(t.db, { name: 'Other' });
    await createPeriodsForCompany(t.db, other.id, { from: addMonths(month, -2) });
    outsider = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, role: 'ADMIN', registerDate })).email);
  });

  it('asks for a session (401) and the right role (403)', async () => {
    expectErrorResponse(await call(null, 'GET', settingsUrl), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await call(null, 'POST', createUrl, declaration), 401, 'UNAUTHENTICATED');
    expectErrorResponse(
      await call(null, 'GET', `/api/v3/receipt-less/allowance?month=${month}`),
      401,
      'UNAUTHENTICATED',
    );
    expectErrorResponse(await call(employee, 'GET', settingsUrl), 403, 'ACCESS_DENIED');
    expectErrorResponse(
      await call(employee, 'PUT', settingsUrl, { allowed: true, limitPerExpense: '50', limitPerMonth: '150' }),
      403,
      'ACCESS_DENIED',
    );
    expectErrorResponse(await call(checker, 'POST', createUrl, declaration), 403, 'ACCESS_DENIED');
  });

  it('refuses a declaration where the company does not allow it, writing nothing', async () => {
    expect(receiptLessSettingsSchema.parse((await call(admin, 'GET', settingsUrl)).json())).toEqual({
      version: 1,
      allowed: false,
      limitPerExpense: '50.00',
      limitPerMonth: '150.00',
    });
    expectErrorResponse(await call(employee, 'POST', createUrl, declaration), 403, 'RECEIPT_LESS_NOT_ALLOWED');
    expect(await countOwn()).toBe(0);
  });

  it('keeps the company’s rule versioned and within the settled maximum (400, 409)', async () => {
    const over = await call(admin, 'PUT', settingsUrl, { allowed: true, limitPerExpense: '60', limitPerMonth: '150' });
    expectErrorResponse(over, 400, 'INVALID_INPUT', 'body.limitPerExpense');
    const saved = await call(admin, 'PUT', settingsUrl, {
      version: 1,
      allowed: true,
      limitPerExpense: '50',
      limitPerMonth: '100',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).toEqual({ version: 2, allowed: true, limitPerExpense: '50.00', limitPerMonth: '100.00' });
    const stale = await call(admin, 'PUT', settingsUrl, {
      version: 1,
      allowed: false,
      limitPerExpense: '10',
      limitPerMonth: '10',
    });
    const reason = expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION');
    expect(reason.parameter).toMatchObject({ version: 2, allowed: true });
    // Another company keeps its own rule.
    expect((await call(outsider, 'GET', settingsUrl)).json()).toMatchObject({ version: 1, allowed: false });
  });

  it('refuses a declaration without the assurance or a fact (400), writing nothing', async () => {
    const { assurance: _, ...unassured } = declaration;
    expectErrorResponse(await call(employee, 'POST', createUrl, unassured), 400, 'INVALID_INPUT', 'body.assurance');
    expectErrorResponse(
      await call(employee, 'POST', createUrl, { ...declaration, assurance: false }),
      400,
      'INVALID_INPUT',
      'body.assurance',
    );
    expectErrorResponse(await call(employee, 'POST', createUrl, { ...declaration, reason: ' ' }), 400, 'INVALID_INPUT');
    expect(await countOwn()).toBe(0);
  });

  it('stores the declaration as the expense’s PDF receipt, marked as such', async () => {
    const response = await call(employee, 'POST', createUrl, declaration);
    expect(response.statusCode, response.body).toBe(200);
    const expense = expenseSchema.parse(response.json());
    expect(expense).toMatchObject({
      receiptLess: true,
      status: 'READY',
      cost: '40.00',
      type: 'TAXI',
      isSubmittable: true,
    });
    expect(expense.files).toHaveLength(1);
    expect(expense.files[0]).toMatchObject({ mimeType: 'application/pdf', originalName: `eigenbeleg-${date}.pdf` });
    const file = await call(employee, 'GET', expense.files[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [stored] = await t.db
      .select()
      .from(receiptLessDeclarations)
      .where(eq(receiptLessDeclarations.expenseId, expense.id));
    expect(stored).toMatchObject({ what: declaration.what, place: declaration.where, reason: declaration.reason });
    // Another company's user neither sees the expense nor its declaration.
    expectErrorResponse(await call(outsider, 'GET', `/v2/expenses/${expense.id}`), 404, 'NOT_FOUND');
    expectErrorResponse(await call(outsider, 'GET', expense.files[0]!.url), 404, 'NOT_FOUND');
    // Its amount, date and receipt stay as declared; the purpose may change.
    const put = (body: object) => call(employee, 'PUT', `/v2/expenses/${expense.id}`, body);
    const kept = { originalCost: '40', tripToWork: true, type: 'TAXI', date, description: 'To the office' };
    expect((await put(kept)).statusCode).toBe(200);
    expectErrorResponse(await put({ ...kept, originalCost: '45.00' }), 409, 'RECEIPT_LESS_FIXED');
    expectErrorResponse(await call(employee, 'DELETE', `/v2/expenses/${expense.id}/file`), 409, 'RECEIPT_LESS_FIXED');
    // Submitted, the reviewers and the export warnings see it as receipt-less.
    expect((await call(employee, 'PATCH', `/v2/expenses/${expense.id}/submit`)).statusCode).toBe(200);
    const warnings = exportWarningsResponseSchema.parse(
      (await call(admin, 'GET', `/api/v3/management/period/${month}/export/warnings`)).json(),
    );
    expect(warnings.find((w) => w.code === 'RECEIPT_LESS_EXPENSES')).toMatchObject({
      count: 1,
      details: [{ expenseId: expense.id, amount: '40.00' }],
    });
  });

  it('counts each declaration against the limits per expense and per month', async () => {
    expectErrorResponse(
      await call(employee, 'POST', createUrl, { ...declaration, originalCost: '50.01' }),
      400,
      'RECEIPT_LESS_OVER_EXPENSE_LIMIT',
      '50.00',
    );
    expect((await call(employee, 'POST', createUrl, { ...declaration, originalCost: '50' })).statusCode).toBe(200);
    const allowance = receiptLessAllowanceSchema.parse(
      (await call(employee, 'GET', `/api/v3/receipt-less/allowance?month=${month}`)).json(),
    );
    expect(allowance).toEqual({
      allowed: true,
      limitPerExpense: '50.00',
      limitPerMonth: '100.00',
      month,
      usedInMonth: '90.00',
    });
    const before = await countOwn();
    const files = (await t.db.select({ n: count() }).from(expenseFiles))[0]!.n;
    expectErrorResponse(
      await call(employee, 'POST', createUrl, { ...declaration, originalCost: '10.01' }),
      400,
      'RECEIPT_LESS_OVER_MONTH_LIMIT',
      '10.00',
    );
    expect(await countOwn()).toBe(before);
    expect((await t.db.select({ n: count() }).from(expenseFiles))[0]!.n).toBe(files);
    expect((await call(employee, 'POST', createUrl, { ...declaration, originalCost: '10' })).statusCode).toBe(200);
  });
});
