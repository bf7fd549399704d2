import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, currentPeriod, expenseSchema, firstDayOfPeriod } from '@mobilo/contract';
import { makeReceiptPdf } from '../../demo/sample-receipts';
import { buildBudgetGroup, buildCompany, buildUser, signIn } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp();

const thisPeriod = currentPeriod();
const expense = {
  originalCost: '12.50',
  originalCurrency: 'EUR',
  tripToWork: true,
  type: 'GERMANY_TICKET',
  date: new Date().toISOString().slice(0, 10),
  description: 'Monthly ticket',
  origin: 'HOME',
};

/**
 * What an employee's writes cost the database, counted per request (`BEGIN`/`COMMIT` are not
 * counted): the reads a write needs are folded into its statements. The session is kept by the
 * process after its first call (docs/adr/0030), so a call reads it only the first time.
 */
describe('statements of the expense writes', () => {
  let cookie: string;

  beforeAll(async () => {
    const company = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, company.id, { from: addMonths(thisPeriod, -1) });
    const group = await buildBudgetGroup(t.db, company.id, { companyMobilityTypes: ['GERMANY_TICKET'] });
    const registerDate = new Date(`${firstDayOfPeriod(addMonths(thisPeriod, -1))}T00:00:00Z`);
    const user = await buildUser(t.db, { companyId: company.id, budgetGroupId: group.id, registerDate });
    cookie = await signIn(t.app, user.email);
    // The first request after signing in may note when the session was last seen; later ones do not.
    await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } });
    // The calls below read the session without the user the check shows; that row is kept now.
    await t.app.inject({ method: 'GET', url: `/v2/expenses/${randomUUID()}`, headers: { cookie } });
  });

  const counted = async (request: InjectOptions) => {
    let answer: { statusCode: number; body: string } | undefined;
    const queries = await t.queriesOf(async () => {
      answer = await t.app.inject(request);
    });
    expect(answer!.statusCode, answer!.body).toBe(200);
    const statements = queries.filter((query) => !/^(begin|commit|rollback)\b/i.test(query));
    return { queries: statements, expense: expenseSchema.parse(JSON.parse(answer!.body)) };
  };
  const create = () => counted({ method: 'POST', url: '/v2/expenses/', payload: expense, headers: { cookie } });
  const upload = (id: string) => {
    const { payload, headers } = multipartBody([
      { filename: 'ticket.pdf', contentType: 'application/pdf', content: makeReceiptPdf(['Ticket', '12,50 EUR']) },
    ]);
    return counted({ method: 'POST', url: `/v2/expenses/${id}/file`, payload, headers: { ...headers, cookie } });
  };
  const submit = (id: string) => counted({ method: 'PATCH', url: `/v2/expenses/${id}/submit`, headers: { cookie } });

  it('creates an expense in the company currency in four statements', async () => {
    const { queries, expense: created } = await create();
    expect(created).toMatchObject({ status: 'INCOMPLETE', originalCost: '12.50', files: [] });
    expect(queries).toHaveLength(4);
    expect(queries.some((query) => /from "sessions"/.test(query))).toBe(false);
  });

  it('submits an expense with its receipt in three statements and answers it as it is now', async () => {
    const { expense: created } = await create();
    await upload(created.id);
    const { queries, expense: submitted } = await submit(created.id);
    expect(queries).toHaveLength(3);
    // One lock for both: the expense for the change, its period against an invoice meanwhile.
    expect(queries.filter((query) => / for update of "expenses" for share of "periods"$/.test(query))).toHaveLength(1);
    const read = await t.app.inject({ method: 'GET', url: `/v2/expenses/${created.id}`, headers: { cookie } });
    expect(submitted).toEqual(expenseSchema.parse(read.json()));
    expect(submitted).toMatchObject({ status: 'SUBMITTED', isSubmitted: true });
  });

  it('uploads a receipt in four statements, replaces it and answers the expense as it is now', async () => {
    const { expense: created } = await create();
    const first = await upload(created.id);
    expect(first.queries).toHaveLength(4);
    expect(first.expense.files).toHaveLength(1);
    const { queries, expense: replaced } = await upload(created.id);
    expect(queries).toHaveLength(4);
    expect(replaced.files).toHaveLength(1);
    expect(replaced.files[0]!.id).not.toBe(first.expense.files[0]!.id);
    const read = await t.app.inject({ method: 'GET', url: `/v2/expenses/${created.id}`, headers: { cookie } });
    expect(replaced).toEqual(expenseSchema.parse(read.json()));
    expect(replaced).toMatchObject({ status: 'READY' });
  });
});
