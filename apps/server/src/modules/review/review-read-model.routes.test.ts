import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addMonths,
  currentPeriod,
  expenseSchema,
  firstDayOfPeriod,
  fromCents,
  toCents,
  userSummariesResponseSchema,
  userWithExpensesSchema,
} from '@mobilo/contract';
import { plainRows } from '../../db/plain-rows';
import { budgetGroups } from '../../db/schema/budget-groups';
import { expenseFiles, expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { rejectReasons } from '../../db/schema/reject-reasons';
import { receiptReadings } from '../../db/schema/receipt-readings';
import { reviewUserMonthSummaries } from '../../db/schema/review-user-month-summaries';
import { budgetCorrections, budgetDeductions } from '../../db/schema/user-budgets';
import { users } from '../../db/schema/users';
import { makeReceiptPdf } from '../../demo/sample-receipts';
import { buildExpenseRow } from '../../../test/expense-factories';
import { buildBudgetGroup, buildCompany, buildUser, signIn, signInRoles } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';
import { listReviewUserMonths } from './review-read-model.repository';
import { rebuildReviewReadModel } from './review-read-model.service';
import { countExpenses } from './review-summaries.service';

const t = useTestApp();
const month = currentPeriod();
const previous = addMonths(month, -1);
const everything = { types: [], statuses: [], checkStatus: 'all', onlyWarnings: false } as const;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The review read model (docs/adr/0029) after every kind of write that changes what the audit
 * list counts: its rows must equal what the full list (`GET /api/v3/expenses/users`, presented
 * from the expenses themselves by the contract's rules) shows for every user with an expense.
 */
describe('the review read model', () => {
  let companyId: string;
  let admin: string;
  let employee: string;
  let employeeId: string;
  let colleagueId: string;
  let groupId: string;
  let reasonId: string;

  const call = async (cookie: string, method: Method, url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, payload, headers: { cookie } });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json() as unknown;
  };
  const create = async (overrides: Record<string, unknown> = {}) =>
    expenseSchema.parse(
      await call(employee, 'POST', '/v2/expenses/', {
        originalCost: '12.50',
        originalCurrency: 'EUR',
        tripToWork: true,
        type: 'TAXI',
        date: firstDayOfPeriod(month),
        description: 'Taxi',
        origin: 'HOME',
        ...overrides,
      }),
    );
  const upload = async (id: string, text = `Taxi ${id}`) => {
    const { payload, headers } = multipartBody([
      { filename: 'r.pdf', contentType: 'application/pdf', content: makeReceiptPdf([text]) },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v2/expenses/${id}/file`,
      payload,
      headers: { ...headers, cookie: employee },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const submitted = async (overrides: Record<string, unknown> = {}) => {
    const expense = await create(overrides);
    await upload(expense.id);
    await call(employee, 'PATCH', `/v2/expenses/${expense.id}/submit`);
    return expense;
  };

  /** What the full list shows per user and month with an expense, in the read model's shape. */
  async function computed() {
    const rows = [];
    for (const shown of [addMonths(month, -2), previous, month]) {
      const entries = userWithExpensesSchema
        .array()
        .parse(await call(admin, 'GET', `/api/v3/expenses/users?month=${shown}`));
      for (const entry of entries.filter((e) => e.expenses.length > 0)) {
        const counts = countExpenses(entry.expenses, everything);
        rows.push({
          month: shown,
          userId: entry.user.id,
          expenseCount: counts.all,
          toReview: counts.toReview,
          checked: counts.checked,
          marked: counts.marked,
          rejected: counts.rejected,
          total: entry.totalCost,
        });
      }
    }
    return rows.sort((a, b) => `${a.month}${a.userId}`.localeCompare(`${b.month}${b.userId}`));
  }

  async function kept() {
    const months = new Map(
      (await t.db.select().from(periods).where(eq(periods.companyId, companyId))).map((p) => [p.id, p.periodString]),
    );
    return (await listReviewUserMonths(t.db, companyId))
      .map(({ periodId, total, ...row }) => ({
        month: months.get(periodId)!,
        ...row,
        total: fromCents(toCents(total)),
      }))
      .sort((a, b) => `${a.month}${a.userId}`.localeCompare(`${b.month}${b.userId}`));
  }

  const summariesUrl = (shown: string) =>
    `/api/v3/expenses/users/summaries?month=${shown}&pageSize=200&showEmptyUsers=true`;
  const summariesText = async (shown: string) => {
    const response = await t.app.inject({ method: 'GET', url: summariesUrl(shown), headers: { cookie: admin } });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  /**
   * The summaries served without a filter (kept ones where current) must be, byte for byte, those
   * presented afresh from the expenses once nothing is kept, and agree with the full list.
   */
  async function expectSummariesCurrent() {
    const shownMonths = [addMonths(month, -2), previous, month];
    const served = [];
    for (const shown of shownMonths) served.push(await summariesText(shown));
    await t.db.delete(reviewUserMonthSummaries).where(eq(reviewUserMonthSummaries.companyId, companyId));
    for (const [i, shown] of shownMonths.entries()) {
      expect(served[i], shown).toBe(await summariesText(shown));
      const entries = userWithExpensesSchema
        .array()
        .parse(await call(admin, 'GET', `/api/v3/expenses/users?month=${shown}`));
      expect(userSummariesResponseSchema.parse(JSON.parse(served[i]!)).users).toEqual(
        entries.map((entry) => ({
          user: entry.user,
          budgetInfo: entry.budgetInfo,
          totalCost: entry.totalCost,
          counts: countExpenses(entry.expenses, everything),
        })),
      );
    }
  }

  async function expectReadModelCurrent() {
    const expected = await computed();
    expect(await kept()).toEqual(expected);
    await expectSummariesCurrent();
    return expected;
  }

  beforeAll(async () => {
    const company = await buildCompany(t.db, { name: 'Read Model Co' });
    companyId = company.id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(month, -3) });
    const group = await buildBudgetGroup(t.db, companyId, {
      companyMobilityTypes: ['TAXI', 'GERMANY_TICKET'],
      privateMobilityTypes: ['TAXI'],
    });
    groupId = group.id;
    const registerDate = new Date(`${firstDayOfPeriod(addMonths(month, -3))}T00:00:00Z`);
    const base = { companyId, budgetGroupId: group.id, registerDate, userType: 'PROFESSIONAL' as const };
    const me = await buildUser(t.db, { ...base, firstName: 'Erika', lastName: 'Employee' });
    employeeId = me.id;
    employee = await signIn(t.app, me.email);
    colleagueId = (await buildUser(t.db, { ...base, firstName: 'Carl', lastName: 'Colleague' })).id;
    ({
      cookies: { ADMIN: admin },
    } = await signInRoles(t.app, t.db, companyId, ['ADMIN']));
    reasonId = (await t.db.select().from(rejectReasons)).find((r) => r.code === 'DUPLICATE')!.id;
  });

  it('follows an employee creating, editing, moving, submitting and deleting expenses', async () => {
    expect(await expectReadModelCurrent()).toEqual([]);
    const draft = await create();
    expect(await expectReadModelCurrent()).toHaveLength(1);
    await call(employee, 'PUT', `/v2/expenses/${draft.id}`, {
      originalCost: '20.00',
      originalCurrency: 'EUR',
      tripToWork: true,
      type: 'TAXI',
      date: firstDayOfPeriod(previous),
      description: 'Taxi, last month',
      origin: 'HOME',
    });
    // Moved to the month before: this month's row is gone, last month's is there.
    expect((await expectReadModelCurrent()).map((row) => row.month)).toEqual([previous]);
    await upload(draft.id);
    await call(employee, 'PATCH', `/v2/expenses/${draft.id}/submit`);
    expect((await expectReadModelCurrent())[0]).toMatchObject({ toReview: 1, total: '20.00' });
    await call(employee, 'PATCH', `/v2/expenses/${draft.id}/withdraw`);
    await expectReadModelCurrent();
    await call(employee, 'DELETE', `/v2/expenses/${draft.id}`);
    expect(await expectReadModelCurrent()).toEqual([]);
  });

  it('follows the reviewers checking, marking, editing and rejecting', async () => {
    const [a, b, c] = [await submitted(), await submitted(), await submitted({ originalCost: '7.25' })];
    await expectReadModelCurrent();
    await call(admin, 'PATCH', `/v2/expenses/${a.id}/check/true`);
    await call(admin, 'PATCH', `/v2/expenses/${b.id}/mark/true`);
    const [row] = (await expectReadModelCurrent()).filter((r) => r.month === month);
    expect(row).toMatchObject({ expenseCount: 3, toReview: 1, checked: 1, marked: 1, total: '32.25' });
    await call(admin, 'PATCH', `/management/period/expense/${c.id}/edit`, {
      expenseDate: firstDayOfPeriod(month),
      expenseType: 'TAXI',
      originalCost: '9.99',
      origin: 'HOME',
    });
    await expectReadModelCurrent();
    await call(admin, 'PATCH', `/management/period/expense/${a.id}/check`, { isChecked: false });
    await call(admin, 'PATCH', `/v2/expenses/${b.id}/mark/false`);
    await expectReadModelCurrent();
    await call(admin, 'PATCH', `/api/v3/expenses/${c.id}/reject`, { rejectReason: reasonId });
    const [after] = (await expectReadModelCurrent()).filter((r) => r.month === month);
    expect(after).toMatchObject({ rejected: 1, toReview: 2, total: '25.00' });
  });

  it('follows receipt twins in other months, receipt readings, budget corrections and deductions', async () => {
    const warningsOf = async (shown: string) =>
      userSummariesResponseSchema
        .parse(JSON.parse(await summariesText(shown)))
        .users.find((entry) => entry.user.id === employeeId)!.counts.warnings;
    const earlier = await create({ date: firstDayOfPeriod(previous) });
    await upload(earlier.id, 'The same receipt');
    await call(employee, 'PATCH', `/v2/expenses/${earlier.id}/submit`);
    await expectReadModelCurrent();
    const before = await warningsOf(previous);
    // The same receipt this month: both months' summaries show the twin.
    const later = await create({ originalCost: '8.40' });
    await upload(later.id, 'The same receipt');
    await call(employee, 'PATCH', `/v2/expenses/${later.id}/submit`);
    await expectReadModelCurrent();
    expect(await warningsOf(previous)).toBe(before + 1);

    const read = await submitted({ originalCost: '3.10' });
    const [file] = await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, read.id));
    const warnings = await warningsOf(month);
    await t.db.insert(receiptReadings).values({ companyId, fileId: file!.id, totalAmount: '99.00' });
    await expectReadModelCurrent();
    expect(await warningsOf(month)).toBe(warnings + 1);
    await t.db.update(receiptReadings).set({ totalAmount: '3.10' }).where(eq(receiptReadings.fileId, file!.id));
    await expectReadModelCurrent();
    expect(await warningsOf(month)).toBe(warnings);

    const [last] = await t.db
      .select()
      .from(periods)
      .where(and(eq(periods.companyId, companyId), eq(periods.periodString, previous)));
    await t.db
      .insert(budgetCorrections)
      .values({ companyId, userId: employeeId, periodId: last!.id, correctionAmount: '-40.00' });
    await expectReadModelCurrent();
    await t.db
      .update(budgetCorrections)
      .set({ correctionAmount: '15.00' })
      .where(eq(budgetCorrections.userId, employeeId));
    await expectReadModelCurrent();
    await t.db
      .insert(budgetDeductions)
      .values({ companyId, userId: employeeId, periodId: last!.id, label: 'Ticket', amount: '30.00' });
    await expectReadModelCurrent();
    await t.db.delete(budgetDeductions).where(eq(budgetDeductions.userId, employeeId));
    await t.db.delete(receiptReadings).where(eq(receiptReadings.fileId, file!.id));
    await expectReadModelCurrent();
  });

  it('follows a month being closed, invoiced, uninvoiced and reopened', async () => {
    await submitted({ date: firstDayOfPeriod(previous) });
    await buildExpenseRow(t.db, { companyId, userId: colleagueId, date: firstDayOfPeriod(previous), cost: '3.30' });
    await expectReadModelCurrent();
    for (const action of ['close', 'invoice', 'uninvoice', 'reopen']) {
      await call(admin, 'PATCH', `/management/period/${previous}/${action}`);
      await expectReadModelCurrent();
    }
  });

  it('stays as it is when budgets, groups and users change, and drops a deleted user', async () => {
    const before = await expectReadModelCurrent();
    const other = await buildBudgetGroup(t.db, companyId, { companyMobilityTypes: ['TAXI'], privateMobilityTypes: [] });
    await t.db.update(budgetGroups).set({ budget: '99.00' }).where(eq(budgetGroups.id, groupId));
    await t.db.update(users).set({ budgetGroupId: other.id, monthlyBudget: '10.00' }).where(eq(users.id, employeeId));
    await t.db
      .update(users)
      .set({ status: 'DEACTIVATED', deactivationDate: firstDayOfPeriod(month) })
      .where(eq(users.id, employeeId));
    expect(await expectReadModelCurrent()).toEqual(before);
    await t.db.delete(users).where(eq(users.id, colleagueId));
    expect((await expectReadModelCurrent()).map((row) => row.userId)).not.toContain(colleagueId);
  });

  it('is written anew by the rebuild, and loses no count to writers of the same month at once', async () => {
    const expected = await expectReadModelCurrent();
    const checkedOf = async () =>
      userSummariesResponseSchema
        .parse(JSON.parse(await summariesText(month)))
        .users.reduce((sum, entry) => sum + entry.counts.checked, 0);
    await t.db.update(expenses).set({ isChecked: true }).where(eq(expenses.companyId, companyId));
    expect(await checkedOf()).toBeGreaterThan(0);
    await t.db.execute('alter table expenses disable trigger user');
    try {
      await t.db.update(expenses).set({ isChecked: false }).where(eq(expenses.companyId, companyId));
    } finally {
      await t.db.execute('alter table expenses enable trigger user');
    }
    expect(await kept()).not.toEqual(expected);
    // Written past the triggers, the kept summaries are served as they were, until the rebuild.
    expect(await checkedOf()).toBeGreaterThan(0);
    expect(await rebuildReviewReadModel(t.db, companyId)).toBe(expected.length);
    expect(await kept()).toEqual(expected);
    expect(await checkedOf()).toBe(0);
    await expectSummariesCurrent();

    // Twenty transactions add to and change the same user's month side by side.
    const [first] = await t.db
      .select()
      .from(expenses)
      .where(and(eq(expenses.companyId, companyId), eq(expenses.userId, employeeId)));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.db.transaction(async (tx) => {
          await buildExpenseRow(tx as unknown as typeof t.db, {
            companyId,
            userId: employeeId,
            date: first!.date,
            cost: `${i + 1}.00`,
          });
          await tx
            .update(expenses)
            .set({ isMarked: i % 2 === 0 })
            .where(eq(expenses.id, first!.id));
        }),
      ),
    );
    await expectReadModelCurrent();
  });

  // PGlite has one connection: its transactions never overlap.
  it.skipIf(inject('testDatabase').kind === 'pglite')(
    'counts what a writer committed while another waited for the month',
    async () => {
      const date = firstDayOfPeriod(addMonths(month, -2));
      const before = (await kept()).length;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let firstWrote!: () => void;
      const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
      const first = t.db.transaction(async (tx) => {
        await buildExpenseRow(tx as unknown as typeof t.db, { companyId, userId: employeeId, date, cost: '1.00' });
        firstWrote();
        await gate;
      });
      await wrote;
      const second = t.db.transaction((tx) =>
        buildExpenseRow(tx as unknown as typeof t.db, { companyId, userId: employeeId, date, cost: '2.00' }),
      );
      // The second writer must be waiting for the first one's lock before the first commits.
      await expect
        .poll(
          async () =>
            (
              await plainRows<{ waiting: number }>(
                t.db,
                sql`select count(*)::int as "waiting" from pg_stat_activity
                    where datname = current_database() and wait_event_type = 'Lock'`,
              )
            )[0]?.waiting,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      release();
      await Promise.all([first, second]);
      const rows = await expectReadModelCurrent();
      expect(rows).toHaveLength(before + 1);
      expect(rows.find((row) => row.month === addMonths(month, -2))).toMatchObject({ expenseCount: 2, total: '3.00' });
    },
  );
});
