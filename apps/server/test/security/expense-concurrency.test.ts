import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, currentPeriod } from '@mobilo/contract';
import { expenseFiles } from '../../src/db/schema/expenses';
import { makeReceiptPdf } from '../../src/demo/sample-receipts';
import { createPeriodsForCompany } from '../../src/modules/periods/periods.service';
import { expenseAuditActions, buildExpenseRow, readExpenseRow } from '../expense-factories';
import { buildBudgetGroup, buildCompany, buildUser, signIn } from '../factories';
import { multipartBody } from '../multipart';
import { useTestApp } from '../test-app';

/**
 * Simultaneous changes of one expense, on both databases. On PostgreSQL the requests' transactions
 * run at once and every state change takes the expense's row lock; PGlite runs one transaction at a
 * time, but the requests still interleave around them, so a rule decided on a row read before the
 * transaction lets two of them through there too. Either way the decision must be made inside.
 */
const t = useTestApp();
const today = new Date().toISOString().slice(0, 10);

describe('simultaneous changes of one expense', () => {
  let companyId: string;
  let employeeId: string;
  let employee: string;
  let checker: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(currentPeriod(), -1) });
    const group = await buildBudgetGroup(t.db, companyId, { companyMobilityTypes: ['TAXI'] });
    const owner = await buildUser(t.db, {
      companyId,
      budgetGroupId: group.id,
      registerDate: new Date(Date.UTC(2020, 0, 1)),
    });
    employeeId = owner.id;
    employee = await signIn(t.app, owner.email);
    checker = await signIn(t.app, (await buildUser(t.db, { companyId, role: 'EXPENSE_CHECKER' })).email);
  });

  const patch = (cookie: string, url: string) => t.app.inject({ method: 'PATCH', url, headers: { cookie } });

  it('submits once when three submits arrive together', async () => {
    for (let round = 0; round < 3; round += 1) {
      const expense = await buildExpenseRow(t.db, { companyId, userId: employeeId, date: today, status: 'READY' });
      const answers = await Promise.all([1, 2, 3].map(() => patch(employee, `/v2/expenses/${expense.id}/submit`)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect((await expenseAuditActions(t.db, expense.id)).filter((a) => a === 'expense.submit')).toHaveLength(1);
    }
  });

  it('runs a withdraw and a check one after the other, never half of each', async () => {
    for (let round = 0; round < 4; round += 1) {
      const expense = await buildExpenseRow(t.db, { companyId, userId: employeeId, date: today, status: 'SUBMITTED' });
      const [withdraw, check] = await Promise.all([
        patch(employee, `/v2/expenses/${expense.id}/withdraw`),
        patch(checker, `/v2/expenses/${expense.id}/check/true`),
      ]);
      expect(withdraw.statusCode).toBe(200);
      expect([200, 409]).toContain(check.statusCode);
      const stored = await readExpenseRow(t.db, expense.id);
      // A withdrawn expense is a draft again: no check may survive it, whatever came first.
      expect(stored.status).toBe('READY');
      expect(stored.isChecked).toBe(false);
      const actions = await expenseAuditActions(t.db, expense.id);
      expect(actions.filter((a) => a === 'expense.withdraw')).toHaveLength(1);
      expect(actions.filter((a) => a === 'expense.check')).toHaveLength(check.statusCode === 200 ? 1 : 0);
    }
  });

  it('answers an upload racing a delete with 404 or 409, and keeps no file of a deleted expense', async () => {
    const pdf = makeReceiptPdf(['race']);
    for (let round = 0; round < 4; round += 1) {
      const expense = await buildExpenseRow(t.db, {
        companyId,
        userId: employeeId,
        date: today,
        status: 'READY',
        receipt: null,
      });
      const { payload, headers } = multipartBody([{ filename: 'r.pdf', content: pdf }]);
      const [upload, removal] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/v2/expenses/${expense.id}/file`,
          payload,
          headers: { ...headers, cookie: employee },
        }),
        t.app.inject({ method: 'DELETE', url: `/v2/expenses/${expense.id}`, headers: { cookie: employee } }),
      ]);
      expect(removal.statusCode, removal.body).toBe(200);
      expect([200, 404, 409]).toContain(upload.statusCode);
      expect(await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, expense.id))).toEqual([]);
    }
  });
});
