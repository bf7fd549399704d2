import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  currentPeriod,
  errorResponseSchema,
  expenseSchema,
  firstDayOfPeriod,
  lastDayOfPeriod,
  reviewExpenseSchema,
} from '@mobilo/contract';
import { buildBudgetGroup, buildCompany, buildUser, signIn } from '../../../test/factories';
import { buildExpenseRow, expenseAuditActions, readExpenseRow } from '../../../test/expense-factories';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp();
const month = currentPeriod();
const first = firstDayOfPeriod(month);
const draft = {
  originalCost: '12.50',
  originalCurrency: 'EUR',
  tripToWork: true,
  type: 'TAXI',
  date: first,
  description: 'To the office',
  origin: 'HOME',
};

type Response = { statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown };
function expectStale(response: Response) {
  const body = errorResponseSchema.parse(response.json());
  expect({ status: response.statusCode, code: body.reason.errorCode }, response.body).toEqual({
    status: 409,
    code: 'CONFLICT_STALE_VERSION',
  });
  return body.reason.parameter;
}

describe('expense versions (optimistic concurrency)', () => {
  let companyId: string;
  let ownerId: string;
  let owner: string;
  let checker: string;

  const call = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload, headers: { ...headers, cookie } });

  beforeAll(async () => {
    const company = await buildCompany(t.db, { name: 'Versions Co' });
    companyId = company.id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(month, -1) });
    const group = await buildBudgetGroup(t.db, companyId, { companyMobilityTypes: ['TAXI'] });
    const registerDate = new Date(`${firstDayOfPeriod(addMonths(month, -1))}T00:00:00Z`);
    const base = { companyId, budgetGroupId: group.id, registerDate, userType: 'PROFESSIONAL' } as const;
    const me = await buildUser(t.db, base);
    ownerId = me.id;
    owner = await signIn(t.app, me.email);
    checker = await signIn(t.app, (await buildUser(t.db, { ...base, role: 'EXPENSE_CHECKER' })).email);
  });

  async function created() {
    const response = await call(owner, 'POST', '/v2/expenses/', draft);
    expect(response.statusCode, response.body).toBe(200);
    return expenseSchema.parse(response.json());
  }

  it('answers an expense with its version and an ETag of it, raised by every change', async () => {
    const expense = await created();
    expect(expense.version).toBe(1);
    const read = await call(owner, 'GET', `/v2/expenses/${expense.id}`);
    expect(read.headers.etag).toBe('"1"');
    const saved = await call(owner, 'PUT', `/v2/expenses/${expense.id}`, { ...draft, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(expenseSchema.parse(saved.json()).version).toBe(2);
  });

  it('refuses a stale body version with the current expense and writes nothing', async () => {
    const expense = await created();
    const first = await call(owner, 'PUT', `/v2/expenses/${expense.id}`, {
      ...draft,
      originalCost: '20.00',
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(owner, 'PUT', `/v2/expenses/${expense.id}`, {
      ...draft,
      originalCost: '30.00',
      description: 'Overwritten?',
      version: 1,
    });
    const current = expenseSchema.parse(expectStale(second));
    expect(current).toMatchObject({ id: expense.id, version: 2, originalCost: '20.00', description: 'To the office' });
    const row = await readExpenseRow(t.db, expense.id);
    expect({ cost: row.originalCost, version: row.version }).toEqual({ cost: '20.00', version: 2 });
    expect(await expenseAuditActions(t.db, expense.id)).toEqual(['expense.create', 'expense.update']);
  });

  it('takes the version from If-Match, and refuses one that names no version or disagrees with the body', async () => {
    const expense = await created();
    expectStale(await call(owner, 'PUT', `/v2/expenses/${expense.id}`, draft, { 'if-match': '"7"' }));
    const matched = await call(owner, 'PUT', `/v2/expenses/${expense.id}`, draft, { 'if-match': '"1"' });
    expect(matched.statusCode, matched.body).toBe(200);
    for (const [header, body] of [
      ['*', draft],
      ['"2", "3"', draft],
      ['"3"', { ...draft, version: 2 }],
    ] as const) {
      const refused = await call(owner, 'PUT', `/v2/expenses/${expense.id}`, body, { 'if-match': header });
      expect(refused.statusCode, header).toBe(400);
      expect(errorResponseSchema.parse(refused.json()).reason).toEqual({
        errorCode: 'INVALID_INPUT',
        parameter: 'headers.if-match',
      });
    }
    expect((await readExpenseRow(t.db, expense.id)).version).toBe(2);
  });

  it("accepts a write that names no version, as the specification's clients send it", async () => {
    const expense = await created();
    await call(owner, 'PUT', `/v2/expenses/${expense.id}`, draft);
    const unnamed = await call(owner, 'PUT', `/v2/expenses/${expense.id}`, { ...draft, originalCost: '9.00' });
    expect(unnamed.statusCode, unnamed.body).toBe(200);
    expect(expenseSchema.parse(unnamed.json())).toMatchObject({ version: 3, originalCost: '9.00' });
  });

  it("refuses a reviewer's edit of a version changed meanwhile", async () => {
    const { id } = await buildExpenseRow(t.db, { companyId, userId: ownerId, date: first });
    const read = reviewExpenseSchema.parse((await call(checker, 'GET', `/management/period/expense/${id}`)).json());
    const marked = await call(checker, 'PATCH', `/v2/expenses/${id}/mark/true`, undefined, {
      'if-match': `"${read.version}"`,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.headers.etag).toBe(`"${read.version + 1}"`);
    const edit = { expenseDate: lastDayOfPeriod(month), expenseType: 'TAXI', originalCost: '45.00', origin: 'HOME' };
    const stale = await call(checker, 'PATCH', `/management/period/expense/${id}/edit`, {
      ...edit,
      version: read.version,
    });
    const current = reviewExpenseSchema.parse(expectStale(stale));
    expect(current).toMatchObject({ id, isMarked: true, version: read.version + 1 });
    expect((await readExpenseRow(t.db, id)).originalCost).not.toBe('45.00');
    const fresh = await call(checker, 'PATCH', `/management/period/expense/${id}/edit`, {
      ...edit,
      version: current.version,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('lets only one of two simultaneous writes of the same version through', async () => {
    const expense = await created();
    const answers = await Promise.all(
      ['21.00', '22.00'].map((originalCost) =>
        call(owner, 'PUT', `/v2/expenses/${expense.id}`, { ...draft, originalCost, version: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await readExpenseRow(t.db, expense.id)).version).toBe(2);
  });
});
