import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reviewExpenseSchema, usersWithExpensesResponseSchema, type UserWithExpenses } from '@mobilo/contract';
import { generateLargeCompany } from '../../demo/large-company';
import { handInReceiptsTwice } from '../../../test/expense-factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const password = 'Large!2026';

/**
 * The audit list reads its rows as plain text values and streams its answer; every expense in it
 * must still be exactly what the single-expense call presents from drizzle rows and Date objects.
 */
describe('audit list of a generated company', () => {
  let cookie: string;
  let month: string;
  let list: UserWithExpenses[];

  beforeAll(async () => {
    const company = await generateLargeCompany(t.db, { employees: 24, expensesPerEmployee: 4, months: 2, password });
    month = company.month;
    // Microseconds, which PostgreSQL keeps and the contract's ISO text cuts to milliseconds.
    await t.db.execute(sql`update expenses set created_at = created_at + interval '123.999 milliseconds',
      submitted_at = submitted_at + interval '0.5 milliseconds' where company_id = ${company.companyId}`);
    await t.db
      .execute(sql`update expenses set reject_reason_id = (select id from reject_reasons order by ranking limit 1),
      reject_comment = 'Beleg unleserlich' where company_id = ${company.companyId} and status = 'REJECTED'`);
    // A receipt handed in twice by one employee: both expenses are possible duplicates.
    await handInReceiptsTwice(t.db, company.companyId);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: company.checkerEmail, password },
    });
    const session = login.cookies.find((c) => c.name === 'mobilo_session')!;
    cookie = `${session.name}=${session.value}`;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v3/expenses/users?month=${month}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    list = usersWithExpensesResponseSchema.parse(response.json());
  }, 60_000);

  it('streams the list compressed to a client that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v3/expenses/users?month=${month}`,
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(list);
  });

  it('lists every employee, newest billing date first', () => {
    expect(list.length).toBeGreaterThanOrEqual(24);
    for (const entry of list) {
      const dates = entry.expenses.map((e) => e.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(list.flatMap((entry) => entry.expenses)).toHaveLength(24 * 4);
  });

  it('presents each expense exactly as the single-expense call does', async () => {
    const expenses = list.flatMap((entry) => entry.expenses);
    expect(expenses.some((e) => e.isPossibleDuplicate)).toBe(true);
    expect(expenses.some((e) => e.status === 'REJECTED' && e.expenseRejectReason !== null)).toBe(true);
    for (const expense of expenses) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/management/period/expense/${expense.id}`,
        headers: { cookie },
      });
      expect(reviewExpenseSchema.parse(response.json())).toEqual(expense);
    }
  });
});
