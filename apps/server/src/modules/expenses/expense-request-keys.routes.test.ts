import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, currentPeriod, errorResponseSchema, expenseSchema, firstDayOfPeriod } from '@mobilo/contract';
import { expenseFiles, expenses } from '../../db/schema/expenses';
import { expenseRequestKeys } from '../../db/schema/expense-request-keys';
import { makeReceiptPdf, makeReceiptPng } from '../../demo/sample-receipts';
import { buildBudgetGroup, buildCompany, buildUser, signIn } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { importSampleRates } from '../exchange-rates/exchange-rates.service';
import { createPeriodsForCompany } from '../periods/periods.service';
import { periods } from '../../db/schema/periods';

const t = useTestApp({ uploadMaxBytes: 64 * 1024 });

type Response = { statusCode: number; body: string; json: () => unknown };
function expectError(response: Response, status: number, code: string) {
  const body = errorResponseSchema.parse(response.json());
  expect({ status: response.statusCode, code: body.reason.errorCode }).toEqual({ status, code });
}

const thisPeriod = currentPeriod();
const today = new Date().toISOString().slice(0, 10);
const pdf = makeReceiptPdf(['Taxi', '23,40 EUR']);
const png = makeReceiptPng(4, 3, [30, 30, 200]);
const valid = {
  originalCost: '23.40',
  originalCurrency: 'EUR',
  tripToWork: true,
  type: 'TAXI',
  date: today,
  description: 'Taxi to the station',
  origin: 'HOME',
};
let serial = 0;
const newKey = () => `queue-item-${Date.now()}-${++serial}-abcdef`;

/** Creates and uploads sent again from the phone's queue are done once (docs/adr/0028). */
describe('idempotent expense create and receipt upload', () => {
  let employee: string;
  let employeeId: string;
  let colleague: string;
  let outsider: string;
  let accountant: string;
  let companyId: string;

  const create = (cookie: string | null, key: string | undefined, body: object = valid) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/expenses/',
      payload: body,
      headers: { ...(cookie && { cookie }), ...(key && { 'idempotency-key': key }) },
    });
  const upload = (cookie: string, id: string, key: string | undefined, content: Buffer, filename = 'r.pdf') => {
    const { payload, headers } = multipartBody([{ filename, content }]);
    return t.app.inject({
      method: 'POST',
      url: `/v2/expenses/${id}/file`,
      payload,
      headers: { ...headers, cookie, ...(key && { 'idempotency-key': key }) },
    });
  };
  const countExpenses = async (description: string) =>
    (
      await t.db
        .select({ id: expenses.id })
        .from(expenses)
        .where(and(eq(expenses.userId, employeeId), eq(expenses.description, description)))
    ).length;

  beforeAll(async () => {
    await importSampleRates(t.db);
    const company = await buildCompany(t.db, { name: 'Keyed' });
    companyId = company.id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(thisPeriod, -2) });
    const group = await buildBudgetGroup(t.db, companyId, {
      companyMobilityTypes: ['TAXI', 'GERMANY_TICKET'],
      privateMobilityTypes: ['TAXI'],
      overflowInterval: [12],
    });
    const registerDate = new Date(`${firstDayOfPeriod(addMonths(thisPeriod, -2))}T00:00:00Z`);
    const base = { companyId, budgetGroupId: group.id, registerDate, userType: 'PROFESSIONAL' as const };
    const me = await buildUser(t.db, base);
    employeeId = me.id;
    employee = await signIn(t.app, me.email);
    colleague = await signIn(t.app, (await buildUser(t.db, base)).email);
    accountant = await signIn(t.app, (await buildUser(t.db, { ...base, role: 'ACCOUNTANT' })).email);
    const other = await buildCompany(t.db, { name: 'Elsewhere' });
    await createPeriodsForCompany(t.db, other.id);
    outsider = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, registerDate })).email);
  });

  it('asks for a session and the right role before it looks at the key', async () => {
    expectError(await create(null, newKey()), 401, 'UNAUTHENTICATED');
    expectError(await create(accountant, newKey()), 403, 'ACCESS_DENIED');
  });

  it('creates once per key: the same key twice gives one expense and the first answer', async () => {
    const key = newKey();
    const body = { ...valid, description: 'Once only' };
    const first = await create(employee, key, body);
    expect(first.statusCode, first.body).toBe(200);
    const firstAnswer = expenseSchema.parse(first.json());
    // The expense moves on between the two sends; the repeat still answers as the first did.
    await t.db.update(expenses).set({ name: 'Renamed meanwhile' }).where(eq(expenses.id, firstAnswer.id));
    const again = await create(employee, key, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(expenseSchema.parse(again.json())).toEqual(firstAnswer);
    expect(await countExpenses('Once only')).toBe(1);
  });

  it('refuses a key reused for another body with 409 and creates nothing', async () => {
    const key = newKey();
    expect((await create(employee, key, { ...valid, description: 'First body' })).statusCode).toBe(200);
    expectError(await create(employee, key, { ...valid, description: 'Second body' }), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await countExpenses('Second body')).toBe(0);
  });

  it('keeps keys per employee: a colleague with the same key creates an expense of their own', async () => {
    const key = newKey();
    const mine = expenseSchema.parse((await create(employee, key, { ...valid, description: 'Shared key' })).json());
    const theirs = await create(colleague, key, { ...valid, description: 'Shared key' });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(expenseSchema.parse(theirs.json()).id).not.toBe(mine.id);
  });

  it('refuses malformed keys with 400 on the header', async () => {
    for (const key of ['short', 'spaces are not allowed here', 'x'.repeat(101)]) {
      expectError(await create(employee, key), 400, 'INVALID_INPUT');
    }
  });

  it('keeps no key for a refused create, so the corrected retry is not blocked', async () => {
    const key = newKey();
    expectError(await create(employee, key, { ...valid, originalCost: 'abc' }), 400, 'INVALID_INPUT');
    const previous = addMonths(thisPeriod, -1);
    await t.db.update(periods).set({ isClosed: true }).where(eq(periods.periodString, previous));
    const closedKey = newKey();
    expectError(
      await create(employee, closedKey, { ...valid, date: firstDayOfPeriod(previous) }),
      409,
      'PERIOD_CLOSED',
    );
    const kept = await t.db.select().from(expenseRequestKeys).where(eq(expenseRequestKeys.key, closedKey));
    expect(kept).toEqual([]);
    await t.db.update(periods).set({ isClosed: false }).where(eq(periods.periodString, previous));
    const retried = await create(employee, closedKey, { ...valid, date: firstDayOfPeriod(previous) });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('uploads once per key: the same key and bytes twice keep one file and answer as the first time', async () => {
    const expense = expenseSchema.parse(
      (await create(employee, newKey(), { ...valid, description: 'Upload once' })).json(),
    );
    const key = newKey();
    const first = await upload(employee, expense.id, key, pdf);
    expect(first.statusCode, first.body).toBe(200);
    const firstAnswer = expenseSchema.parse(first.json());
    // Submitted meanwhile: the repeat is not refused as a change of a submitted expense.
    const submitted = await t.app.inject({
      method: 'PATCH',
      url: `/v2/expenses/${expense.id}/submit`,
      headers: { cookie: employee },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const again = await upload(employee, expense.id, key, pdf);
    expect(again.statusCode, again.body).toBe(200);
    expect(expenseSchema.parse(again.json())).toEqual(firstAnswer);
    const files = await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, expense.id));
    expect(files).toHaveLength(1);
    expect(files[0]!.id).toBe(firstAnswer.files[0]!.id);
  });

  it('refuses an upload key reused for other bytes or another expense with 409 and keeps the file', async () => {
    const expense = expenseSchema.parse(
      (await create(employee, newKey(), { ...valid, description: 'Upload reuse' })).json(),
    );
    const other = expenseSchema.parse(
      (await create(employee, newKey(), { ...valid, description: 'Other one' })).json(),
    );
    const key = newKey();
    const first = expenseSchema.parse((await upload(employee, expense.id, key, pdf)).json());
    expectError(await upload(employee, expense.id, key, png, 'r.png'), 409, 'IDEMPOTENCY_KEY_REUSED');
    expectError(await upload(employee, other.id, key, pdf), 409, 'IDEMPOTENCY_KEY_REUSED');
    const files = await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, expense.id));
    expect(files.map((file) => file.id)).toEqual([first.files[0]!.id]);
    expect(await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, other.id))).toEqual([]);
  });

  it("answers another company's expense with 404 even under a key", async () => {
    const expense = expenseSchema.parse((await create(employee, newKey(), { ...valid, description: 'Mine' })).json());
    expectError(await upload(outsider, expense.id, newKey(), pdf), 404, 'NOT_FOUND');
  });

  it('creates one expense when two tabs send the same queued item at once', async () => {
    const key = newKey();
    const body = { ...valid, description: 'Two tabs' };
    const [a, b] = await Promise.all([create(employee, key, body), create(employee, key, body)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(expenseSchema.parse(a.json()).id).toBe(expenseSchema.parse(b.json()).id);
    expect(await countExpenses('Two tabs')).toBe(1);
    expect(companyId).toBeTruthy();
  });
});
