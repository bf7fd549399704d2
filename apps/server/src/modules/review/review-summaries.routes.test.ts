import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  addMonths,
  firstDayOfPeriod,
  lastDayOfPeriod,
  matchesReviewFilter,
  neighbourUserResponseSchema,
  type ReviewFilter,
  userSummariesResponseSchema,
  type UserSummary,
  userWithExpensesSchema,
  usersWithExpensesResponseSchema,
  type UserWithExpenses,
} from '@mobilo/contract';
import { expenses } from '../../db/schema/expenses';
import { users } from '../../db/schema/users';
import { generateLargeCompany } from '../../demo/large-company';
import { expectErrorResponse, sessionCookieOf } from '../../../test/factories';
import { handInReceiptsTwice } from '../../../test/expense-factories';
import { useTestApp } from '../../../test/test-app';
import { countExpenses } from './review-summaries.service';

const t = useTestApp();
const password = 'Large!2026';
const noFilter: ReviewFilter = { types: [], statuses: [], checkStatus: 'all', onlyWarnings: false };

/**
 * The audit screen's summary list pages, filters and orders users on the server; what it answers
 * must agree with the full list (`GET /api/v3/expenses/users`) filtered by the contract's rule,
 * which the screen used before.
 */
describe('audit list summaries of a generated company', () => {
  let cookie: string;
  let month: string;
  let full: UserWithExpenses[];
  let theirUserId: string;
  let canBill: string;
  let cannotBill: string[];

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  async function allSummaries(params: string): Promise<UserSummary[]> {
    const users: UserSummary[] = [];
    for (let page = 1; ; page += 1) {
      const response = await get(`/api/v3/expenses/users/summaries?month=${month}&pageSize=7&page=${page}&${params}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = userSummariesResponseSchema.parse(response.json());
      users.push(...body.users);
      if (page >= body.totalPages) {
        expect(users).toHaveLength(body.totalCount);
        return users;
      }
    }
  }
  /** The users the screen showed from the full list under the filter. */
  const expected = (filter: ReviewFilter, showEmptyUsers = false) =>
    full.filter((entry) => showEmptyUsers || entry.expenses.some((e) => matchesReviewFilter(e, filter)));

  beforeAll(async () => {
    const company = await generateLargeCompany(t.db, { employees: 30, expensesPerEmployee: 4, months: 2, password });
    const other = await generateLargeCompany(t.db, { employees: 2, expensesPerEmployee: 1, months: 1, password });
    month = company.month;
    // Some employees without an expense in the month, and a receipt handed in twice (a warning).
    await t.db.execute(sql`delete from expenses where company_id = ${company.companyId} and user_id in
      (select distinct user_id from expenses where company_id = ${company.companyId} order by user_id limit 3)
      and period_id = (select id from periods where company_id = ${company.companyId} and period_string = ${month})`);
    // Of those three: one joins next month, one left last month, one leaves on the month's first day.
    const [joins, left, leaves] = await t.db
      .selectDistinct({ id: expenses.userId })
      .from(expenses)
      .where(eq(expenses.companyId, company.companyId))
      .orderBy(expenses.userId)
      .limit(3);
    await t.db
      .execute(sql`update users set register_date = ${new Date(`${firstDayOfPeriod(addMonths(month, 1))}T00:00:00Z`)}
      where id = ${joins!.id}`);
    await t.db
      .execute(sql`update users set status = 'DEACTIVATED', deactivation_date = ${lastDayOfPeriod(addMonths(month, -1))}
      where id = ${left!.id}`);
    await t.db.execute(sql`update users set status = 'DEACTIVATED', deactivation_date = ${firstDayOfPeriod(month)}
      where id = ${leaves!.id}`);
    canBill = leaves!.id;
    cannotBill = [joins!.id, left!.id];
    await handInReceiptsTwice(t.db, company.companyId);
    cookie = sessionCookieOf(
      await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: company.checkerEmail, password } }),
    );
    full = usersWithExpensesResponseSchema.parse((await get(`/api/v3/expenses/users?month=${month}`)).json());
    const [theirs] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, other.companyId))
      .limit(1);
    theirUserId = theirs!.id;
  }, 60_000);

  it('pages the users with expenses by name, with the full list’s budget, total and counts', async () => {
    const users = await allSummaries('');
    const shown = expected(noFilter);
    expect(shown.length).toBeLessThan(full.length);
    expect(users.map((u) => u.user)).toEqual(shown.map((entry) => entry.user));
    for (const [index, summary] of users.entries()) {
      const entry = shown[index]!;
      expect(summary.budgetInfo).toEqual(entry.budgetInfo);
      expect(summary.totalCost).toBe(entry.totalCost);
      expect(summary.counts).toEqual(countExpenses(entry.expenses, noFilter));
    }
    expect(users.some((u) => u.counts.warnings > 0)).toBe(true);
    // Descending by name: the same users the other way round.
    const descending = await allSummaries('sortBy=name&sortOrder=DESC');
    expect(descending.map((u) => u.user.id)).toEqual(users.map((u) => u.user.id).reverse());
  });

  it('filters users by the same rule as the screen', async () => {
    const types = [...new Set(full.flatMap((entry) => entry.expenses.map((e) => e.type)))].slice(0, 2);
    const filters: [string, ReviewFilter][] = [
      [`types=${types.join(',')}`, { ...noFilter, types: types as ReviewFilter['types'] }],
      ['statuses=MARKED,REJECTED', { ...noFilter, statuses: ['MARKED', 'REJECTED'] }],
      ['statuses=APPROVED', { ...noFilter, statuses: ['APPROVED'] }],
      ['checkStatus=unchecked', { ...noFilter, checkStatus: 'unchecked' }],
      ['checkStatus=checked', { ...noFilter, checkStatus: 'checked' }],
      ['checkStatus=marked', { ...noFilter, checkStatus: 'marked' }],
      ['onlyWarnings=true', { ...noFilter, onlyWarnings: true }],
      ['statuses=SUBMITTED&checkStatus=unchecked', { ...noFilter, statuses: ['SUBMITTED'], checkStatus: 'unchecked' }],
    ];
    for (const [params, filter] of filters) {
      const users = await allSummaries(params);
      const shown = expected(filter);
      expect(
        users.map((u) => u.user.id),
        params,
      ).toEqual(shown.map((entry) => entry.user.id));
      expect(
        users.map((u) => u.counts.matching),
        params,
      ).toEqual(shown.map((entry) => entry.expenses.filter((e) => matchesReviewFilter(e, filter)).length));
    }
  });

  it('shows users without expenses when asked, and finds users by name or personal number', async () => {
    const everyone = (await allSummaries('showEmptyUsers=true')).map((u) => u.user.id);
    expect(everyone).toEqual(full.map((e) => e.user.id));
    // Who joins after the month or left before it cannot bill in it; who leaves during it can.
    expect(everyone).toContain(canBill);
    expect(everyone).not.toContain(cannotBill[0]);
    expect(everyone).not.toContain(cannotBill[1]);
    const someone = expected(noFilter)[4]!.user;
    const byName = await allSummaries(`search=${encodeURIComponent(someone.lastName.toUpperCase())}`);
    expect(byName.map((u) => u.user.id)).toContain(someone.id);
    expect(byName.every((u) => u.user.lastName === someone.lastName || u.user.firstName.includes(someone.lastName)));
    const chosen = [expected(noFilter)[7]!.user.id, someone.id];
    const byChoice = await allSummaries(`userIds=${chosen.join(',')}`);
    expect(byChoice.map((u) => u.user.id)).toEqual(
      expected(noFilter)
        .map((e) => e.user.id)
        .filter((id) => chosen.includes(id)),
    );
    expectErrorResponse(
      await get(`/api/v3/expenses/users/summaries?month=${month}&userIds=nope`),
      400,
      'INVALID_INPUT',
    );
    const byNumber = await allSummaries(`search=${someone.personalNumber}`);
    expect(byNumber.map((u) => u.user.id)).toContain(someone.id);
    expect(await allSummaries('search=nobody-is-called-like-this')).toEqual([]);
  });

  it('orders by total cost and by what is left to review', async () => {
    const byCost = await allSummaries('sortBy=totalCost&sortOrder=DESC');
    const costs = byCost.map((u) => Number(u.totalCost));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const byToReview = await allSummaries('sortBy=toReview');
    const counts = byToReview.map((u) => u.counts.toReview);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const byNameDesc = await allSummaries('sortOrder=DESC');
    expect(byNameDesc.map((u) => u.user.id)).toEqual(
      expected(noFilter)
        .map((e) => e.user.id)
        .reverse(),
    );
  });

  it('answers one user’s card as the full list shows it', async () => {
    for (const entry of [full[0]!, full[full.length - 1]!]) {
      const response = await get(`/api/v3/expenses/users/${entry.user.id}?month=${month}`);
      expect(response.statusCode).toBe(200);
      expect(userWithExpensesSchema.parse(response.json())).toEqual(entry);
    }
    expectErrorResponse(await get(`/api/v3/expenses/users/${theirUserId}?month=${month}`), 404, 'NOT_FOUND');
    expectErrorResponse(await get(`/api/v3/expenses/users/${full[0]!.user.id}?month=199001`), 404, 'NOT_FOUND');
    expectErrorResponse(await get(`/api/v3/expenses/users/not-a-uuid?month=${month}`), 400, 'INVALID_INPUT');
  });

  it('crosses to the neighbouring shown user, wherever their page is', async () => {
    const shown = expected({ ...noFilter, checkStatus: 'unchecked' });
    const ask = (userId: string, direction: string) =>
      get(
        `/api/v3/expenses/users/summaries/neighbour?month=${month}&checkStatus=unchecked&userId=${userId}&direction=${direction}`,
      );
    const next = neighbourUserResponseSchema.parse((await ask(shown[0]!.user.id, 'NEXT')).json());
    expect(next).toEqual({ position: 1, entry: shown[1] });
    const last = shown.length - 1;
    const previous = neighbourUserResponseSchema.parse((await ask(shown[last]!.user.id, 'PREVIOUS')).json());
    expect(previous).toEqual({ position: last - 1, entry: shown[last - 1] });
    expect(neighbourUserResponseSchema.parse((await ask(shown[last]!.user.id, 'NEXT')).json())).toEqual({
      position: null,
      entry: null,
    });
    expectErrorResponse(await ask(theirUserId, 'NEXT'), 404, 'NOT_FOUND');
  });

  it('refuses what it cannot read', async () => {
    const base = `/api/v3/expenses/users/summaries?month=${month}`;
    for (const bad of [
      'pageSize=0',
      'pageSize=201',
      'page=0',
      'statuses=NOPE',
      'types=BIKE,NOPE',
      'sortBy=email',
      'checkStatus=maybe',
      'onlyWarnings=yes',
    ]) {
      expectErrorResponse(await get(`${base}&${bad}`), 400, 'INVALID_INPUT');
    }
    expectErrorResponse(await get('/api/v3/expenses/users/summaries?month=199001'), 404, 'NOT_FOUND');
    const anonymous = await t.app.inject({ method: 'GET', url: base });
    expect(anonymous.statusCode).toBe(401);
  });
});
