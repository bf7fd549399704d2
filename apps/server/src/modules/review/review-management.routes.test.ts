import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  convertCents,
  currentPeriod,
  errorResponseSchema,
  expenseReceiptReadingsResponseSchema,
  firstDayOfPeriod,
  fromCents,
  lastDayOfPeriod,
  reviewExpenseSchema,
  type RoleName,
  toCents,
  usersWithExpensesResponseSchema,
} from '@mobilo/contract';
import { receiptReadings } from '../../db/schema/receipt-readings';
import { expenseFiles } from '../../db/schema/expenses';
import { buildBudgetGroup, buildCompany, buildUser, signIn, signInRoles } from '../../../test/factories';
import { buildExpenseRow, expenseAuditActions, readExpenseRow } from '../../../test/expense-factories';
import { useTestApp } from '../../../test/test-app';
import { lookUpExchangeRate, importSampleRates } from '../exchange-rates/exchange-rates.service';
import { createPeriodsForCompany } from '../periods/periods.service';
import { eq } from 'drizzle-orm';

const t = useTestApp();
type Response = { statusCode: number; body: string; json: () => unknown };

function expectError(response: Response, status: number, code: string) {
  const body = errorResponseSchema.parse(response.json());
  expect({ status: response.statusCode, code: body.reason.errorCode }, response.body).toEqual({ status, code });
  return body.reason;
}

const month = currentPeriod();
const first = firstDayOfPeriod(month);
const last = lastDayOfPeriod(month);

describe('management expense and the audit list', () => {
  let companyId: string;
  let ownerId: string;
  let idleId: string;
  let cookies: Record<RoleName, string>;
  let ids: Record<RoleName, string>;
  let outsider: string;

  const call = (cookie: string | null, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const expense = (overrides: Record<string, unknown> = {}) =>
    buildExpenseRow(t.db, { companyId, userId: ownerId, date: first, ...overrides });
  const edit = (id: string, body: object, cookie = cookies.EXPENSE_CHECKER) =>
    call(cookie, 'PATCH', `/management/period/expense/${id}/edit`, body);
  const validEdit = { expenseDate: last, expenseType: 'GERMANY_TICKET', originalCost: '45.00', origin: 'ABROAD' };

  beforeAll(async () => {
    await importSampleRates(t.db);
    const company = await buildCompany(t.db, { name: 'Audit Co' });
    companyId = company.id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(month, -3) });
    const group = await buildBudgetGroup(t.db, companyId, {
      budget: '100.00',
      companyMobilityTypes: ['TAXI', 'GERMANY_TICKET'],
      privateMobilityTypes: ['TAXI'],
    });
    const registerDate = new Date(`${firstDayOfPeriod(addMonths(month, -3))}T00:00:00Z`);
    const base = { companyId, budgetGroupId: group.id, registerDate, userType: 'PROFESSIONAL' } as const;
    ownerId = (await buildUser(t.db, { ...base, firstName: 'Anna', lastName: 'Aal', personalNumber: 'P-1' })).id;
    idleId = (await buildUser(t.db, { ...base, firstName: 'Ida', lastName: 'Idle' })).id;
    await buildUser(t.db, {
      ...base,
      firstName: 'Gone',
      lastName: 'Before',
      status: 'DEACTIVATED',
      deactivationDate: firstDayOfPeriod(addMonths(month, -1)),
    });
    await buildUser(t.db, {
      ...base,
      firstName: 'Late',
      lastName: 'Comer',
      registerDate: new Date(`${firstDayOfPeriod(addMonths(month, 1))}T00:00:00Z`),
    });
    ({ cookies, ids } = await signInRoles(t.app, t.db, companyId, [
      'USER',
      'EXPENSE_CHECKER',
      'ACCOUNTANT',
      'ADMIN_LIGHT',
      'ADMIN',
      'CARD_ADMIN',
    ]));
    const other = await buildCompany(t.db, { name: 'Other Audit Co' });
    await createPeriodsForCompany(t.db, other.id);
    outsider = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, role: 'ADMIN' })).email);
  });

  it('shows one expense with its warnings and an empty receipt reading', async () => {
    const { id } = await expense({ type: 'GERMANY_TICKET', cost: '70.00', originalCost: '70.00' });
    const shown = reviewExpenseSchema.parse(
      (await call(cookies.ACCOUNTANT, 'GET', `/management/period/expense/${id}`)).json(),
    );
    expect(shown).toMatchObject({
      id,
      isCostExceeded: true,
      isPossibleDuplicate: false,
      user: { id: ownerId, name: 'Anna Aal', personalNumber: 'P-1' },
    });
    // The accountant reads the expense but reviews nothing (spec 001 §3).
    expect(shown.reviewAbilities).toEqual({
      canCheck: false,
      canUncheck: false,
      canMark: false,
      canUnmark: false,
      canReject: false,
      canEditMarkerNote: false,
      canEdit: false,
    });
    const checkerView = reviewExpenseSchema.parse(
      (await call(cookies.EXPENSE_CHECKER, 'GET', `/management/period/expense/${id}`)).json(),
    );
    expect(checkerView.reviewAbilities).toMatchObject({
      canCheck: true,
      canMark: true,
      canReject: true,
      canEdit: true,
    });
    const ocr = expenseReceiptReadingsResponseSchema.parse(
      (await call(cookies.ACCOUNTANT, 'GET', `/management/period/expense/${id}/ocr`)).json(),
    );
    expect(ocr).toEqual({
      expenseId: id,
      files: [],
      combined: { totalAmount: null, invoiceDate: null, currency: null, invoiceNumber: null },
    });
  });

  it('answers stored receipt readings with their combination', async () => {
    const { id } = await expense();
    const [file] = await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, id));
    await t.db.insert(receiptReadings).values({
      companyId,
      fileId: file!.id,
      totalAmount: '10.00',
      currency: 'EUR',
      invoiceNumber: null,
      invoiceDate: first,
    });
    const ocr = expenseReceiptReadingsResponseSchema.parse(
      (await call(cookies.ADMIN, 'GET', `/management/period/expense/${id}/ocr`)).json(),
    );
    expect(ocr.files).toEqual([
      { fileId: file!.id, totalAmount: '10.00', invoiceDate: first, currency: 'EUR', invoiceNumber: null },
    ]);
    expect(ocr.combined).toEqual({ totalAmount: '10.00', invoiceDate: first, currency: 'EUR', invoiceNumber: null });
  });

  it('warns where the receipt states another amount or a date outside the period, in the detail and the audit list', async () => {
    const { id } = await expense({ originalCost: '12.50', cost: '12.50' });
    const detail = async () =>
      reviewExpenseSchema.parse((await call(cookies.ADMIN, 'GET', `/management/period/expense/${id}`)).json());
    // Not read yet: nothing to compare.
    expect((await detail()).receiptMismatches).toEqual([]);
    const [file] = await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, id));
    await t.db
      .insert(receiptReadings)
      .values({ companyId, fileId: file!.id, totalAmount: '12.50', currency: 'EUR', invoiceDate: first });
    expect((await detail()).receiptMismatches).toEqual([]);

    await t.db
      .update(receiptReadings)
      .set({ totalAmount: '21.50', invoiceDate: firstDayOfPeriod(addMonths(month, -1)) })
      .where(eq(receiptReadings.fileId, file!.id));
    expect((await detail()).receiptMismatches).toEqual(['AMOUNT', 'DATE']);
    const list = usersWithExpensesResponseSchema.parse(
      (await call(cookies.ADMIN, 'GET', `/api/v3/expenses/users?month=${month}`)).json(),
    );
    const listed = list.flatMap((entry) => entry.expenses).find((e) => e.id === id);
    expect(listed!.receiptMismatches).toEqual(['AMOUNT', 'DATE']);
  });

  it('edits date, type, cost and origin, pricing the original currency again', async () => {
    const { id } = await expense({
      originalCurrency: 'CHF',
      originalCost: '20.00',
      cost: '21.00',
      exchangeRate: '1.050000',
    });
    const response = await edit(id, validEdit);
    expect(response.statusCode, response.body).toBe(200);
    const edited = reviewExpenseSchema.parse(response.json());
    const rate = await lookUpExchangeRate(t.db, { base: 'CHF', target: 'EUR', date: last });
    expect(rate.rate).not.toBeNull();
    expect(edited).toMatchObject({
      date: last,
      type: 'GERMANY_TICKET',
      origin: 'ABROAD',
      originalCost: '45.00',
      originalCurrency: 'CHF',
      status: 'SUBMITTED',
      cost: fromCents(convertCents(toCents('45.00'), rate.rate!)),
      exchangeRate: rate.rate,
    });
    expect(await expenseAuditActions(t.db, id)).toEqual(['expense.edit']);
  });

  it('keeps edits within the period, the owner’s first day and the owner’s types', async () => {
    const row = await expense();
    expectError(
      await edit(row.id, { ...validEdit, expenseDate: firstDayOfPeriod(addMonths(month, 1)) }),
      400,
      'EXPENSE_INVALID',
    );
    expectError(
      await edit(row.id, { ...validEdit, expenseDate: lastDayOfPeriod(addMonths(month, -1)) }),
      400,
      'EXPENSE_INVALID',
    );
    expectError(await edit(row.id, { ...validEdit, expenseType: 'FUEL' }), 400, 'EXPENSE_INVALID');
    expectError(await edit(row.id, { ...validEdit, originalCost: '0.00' }), 400, 'EXPENSE_INVALID');
    expectError(await edit(row.id, { ...validEdit, originalCost: '-1.00' }), 400, 'INVALID_INPUT');
    expectError(await edit(row.id, { ...validEdit, date: last }), 400, 'INVALID_INPUT');
    expectError(await edit(row.id, { ...validEdit, origin: 'MARS' }), 400, 'INVALID_INPUT');
    const late = await buildUser(t.db, {
      companyId,
      registerDate: new Date(`${last}T00:00:00Z`),
      userType: 'PROFESSIONAL',
      budgetGroupId: null,
    });
    const lateExpense = await buildExpenseRow(t.db, { companyId, userId: late.id, date: last });
    expect(
      expectError(await edit(lateExpense.id, { ...validEdit, expenseDate: first }), 400, 'EXPENSE_INVALID').parameter,
    ).toBe('expenseDateMin');
    expect(await readExpenseRow(t.db, row.id)).toEqual(row);
    expect(await expenseAuditActions(t.db, row.id)).toEqual([]);
  });

  it('edits only submitted, unchecked expenses of others', async () => {
    const checked = await expense({ isChecked: true, checkerId: ids.ADMIN, checkedAt: new Date() });
    expectError(await edit(checked.id, validEdit), 409, 'EXPENSE_CHECKED');
    const ready = await expense({ status: 'READY' });
    expectError(await edit(ready.id, validEdit), 409, 'EXPENSE_NOT_SUBMITTED');
    const own = await buildExpenseRow(t.db, { companyId, userId: ids.EXPENSE_CHECKER, date: first });
    expectError(await edit(own.id, validEdit), 403, 'REVIEW_OWN_EXPENSE');
    expectError(await edit(checked.id, validEdit, outsider), 404, 'NOT_FOUND');
    expect(await readExpenseRow(t.db, checked.id)).toEqual(checked);
  });

  describe('users with expenses', () => {
    const list = async (cookie: string, query = `month=${month}`) => {
      const response = await call(cookie, 'GET', `/api/v3/expenses/users?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return usersWithExpensesResponseSchema.parse(response.json());
    };

    it('guards the list', async () => {
      expectError(await call(null, 'GET', `/api/v3/expenses/users?month=${month}`), 401, 'UNAUTHENTICATED');
      expectError(await call(cookies.USER, 'GET', `/api/v3/expenses/users?month=${month}`), 403, 'ACCESS_DENIED');
      expectError(await call(cookies.ADMIN, 'GET', '/api/v3/expenses/users?month=2026-11'), 400, 'INVALID_INPUT');
      expectError(await call(cookies.ADMIN, 'GET', '/api/v3/expenses/users'), 400, 'INVALID_INPUT');
      expectError(await call(cookies.ADMIN, 'GET', `/api/v3/expenses/users?month=${month}&x=1`), 400, 'INVALID_INPUT');
      expectError(await call(cookies.ADMIN, 'GET', '/api/v3/expenses/users?month=199001'), 404, 'NOT_FOUND');
      for (const role of ['EXPENSE_CHECKER', 'ACCOUNTANT', 'ADMIN_LIGHT', 'ADMIN', 'CARD_ADMIN'] as const)
        await list(cookies[role]);
    });

    it('lists every user who could bill in the month with expenses, warnings and budget', async () => {
      const month2 = addMonths(month, -1);
      const taxiA = await buildExpenseRow(t.db, {
        companyId,
        userId: idleId,
        date: first,
        cost: '12.50',
        originalCost: '12.50',
        receipt: 'a',
      });
      const taxiB = await buildExpenseRow(t.db, {
        companyId,
        userId: idleId,
        date: first,
        cost: '12.50',
        originalCost: '12.50',
        receipt: 'b',
      });
      const reused = await buildExpenseRow(t.db, {
        companyId,
        userId: idleId,
        date: last,
        type: 'GERMANY_TICKET',
        cost: '120.00',
        originalCost: '120.00',
        receipt: 'same paper',
      });
      await buildExpenseRow(t.db, {
        companyId,
        userId: idleId,
        date: firstDayOfPeriod(month2),
        status: 'INVOICED',
        receipt: 'same paper',
      });
      const draft = await buildExpenseRow(t.db, {
        companyId,
        userId: idleId,
        date: first,
        status: 'READY',
        cost: '12.50',
        originalCost: '12.50',
      });
      const users = await list(cookies.ADMIN);
      const names = users.map((u) => u.user.name);
      expect(names).toContain('Ida Idle');
      expect(names).toContain('Anna Aal');
      expect(names).not.toContain('Gone Before');
      expect(names).not.toContain('Late Comer');
      const sorted = [...users].map((u) => `${u.user.lastName} ${u.user.firstName}`);
      expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      const idle = users.find((u) => u.user.id === idleId)!;
      const flags = Object.fromEntries(idle.expenses.map((e) => [e.id, [e.isPossibleDuplicate, e.isCostExceeded]]));
      expect(flags[taxiA.id]).toEqual([true, false]);
      expect(flags[taxiB.id]).toEqual([true, false]);
      expect(flags[reused.id]).toEqual([true, true]);
      expect(flags[draft.id]).toEqual([false, false]);
      expect(idle.totalCost).toBe('145.00');
      expect(idle.budgetInfo).toMatchObject({
        totalBudget: '100.00',
        usedBudget: '145.00',
        exceededBudget: '45.00',
        remainingBudget: '0.00',
        isBudgetExceeded: true,
        monthlyBudget: '100.00',
        budgetStatus: 'CONSUMED',
      });
      const admin = users.find((u) => u.user.id === ids.ADMIN)!;
      expect(admin.expenses).toEqual([]);
      expect(admin.budgetInfo).toMatchObject({ totalBudget: '0.00', usedBudget: '0.00', budgetStatus: 'UNASSIGNED' });
      const outsiderView = usersWithExpensesResponseSchema.parse(
        (await call(outsider, 'GET', `/api/v3/expenses/users?month=${month}`)).json(),
      );
      expect(outsiderView.map((u) => u.user.name)).not.toContain('Ida Idle');
    });

    it('agrees with the budget of one user', async () => {
      const users = await list(cookies.ADMIN);
      for (const entry of users.filter((u) => u.expenses.length > 0)) {
        const response = await call(cookies.ADMIN, 'GET', `/user/${entry.user.id}/budget?month=${month}`);
        expect(response.statusCode, response.body).toBe(200);
        const budget = response.json() as {
          budgetUsage: string;
          exceededBudget: string;
          budgetRemaining: string;
          overflow: string;
        };
        expect(entry.budgetInfo).toMatchObject({
          usedBudget: budget.budgetUsage,
          exceededBudget: budget.exceededBudget,
          remainingBudget: budget.budgetRemaining,
          overflow: budget.overflow,
        });
      }
    });
  });
});
