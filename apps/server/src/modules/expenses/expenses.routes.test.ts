import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  currentPeriod,
  errorResponseSchema,
  expenseSchema,
  firstDayOfPeriod,
  lastDayOfPeriod,
} from '@mobilo/contract';
import { expenseFiles, expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { makeReceiptPdf, makeReceiptPng } from '../../demo/sample-receipts';
import { buildBudgetGroup, buildCompany, buildUser, signIn } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { importSampleRates } from '../exchange-rates/exchange-rates.service';
import { createPeriodsForCompany } from '../periods/periods.service';

const t = useTestApp({ uploadMaxBytes: 64 * 1024 });

type Response = { statusCode: number; json: () => unknown };
function expectError(response: Response, status: number, code: string) {
  const body = errorResponseSchema.parse(response.json());
  expect({ status: response.statusCode, code: body.reason.errorCode }).toEqual({ status, code });
  return body;
}

const today = new Date().toISOString().slice(0, 10);
const thisPeriod = currentPeriod();
const pdf = makeReceiptPdf(['Ticket', '12,50 EUR']);
const png = makeReceiptPng(4, 3, [200, 30, 30]);
const valid = {
  originalCost: '12.50',
  originalCurrency: 'EUR',
  tripToWork: true,
  type: 'GERMANY_TICKET',
  date: today,
  description: 'Monthly ticket',
  origin: 'HOME',
};

describe('expense routes', () => {
  let employee: string;
  let employeeId: string;
  let colleague: string;
  let light: string;
  let outsider: string;
  let checker: string;
  let accountant: string;
  let companyId: string;

  const call = (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const create = async (cookie: string, body: object = valid) => {
    const response = await call(cookie, 'POST', '/v2/expenses/', body);
    expect(response.statusCode, response.body).toBe(200);
    return expenseSchema.parse(response.json());
  };
  const upload = (cookie: string, id: string, parts: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(parts);
    return t.app.inject({ method: 'POST', url: `/v2/expenses/${id}/file`, payload, headers: { ...headers, cookie } });
  };

  beforeAll(async () => {
    await importSampleRates(t.db);
    const company = await buildCompany(t.db, { name: 'Acme' });
    companyId = company.id;
    await createPeriodsForCompany(t.db, companyId, { from: addMonths(thisPeriod, -3) });
    const group = await buildBudgetGroup(t.db, companyId, {
      companyMobilityTypes: ['GERMANY_TICKET', 'RAIL_CARD', 'TAXI'],
      privateMobilityTypes: ['GERMANY_TICKET', 'INTERCITY_TRAIN'],
      overflowInterval: [12],
    });
    const registerDate = new Date(`${firstDayOfPeriod(addMonths(thisPeriod, -3))}T00:00:00Z`);
    const base = { companyId, budgetGroupId: group.id, registerDate, userType: 'PROFESSIONAL' as const };
    const me = await buildUser(t.db, base);
    employeeId = me.id;
    employee = await signIn(t.app, me.email);
    colleague = await signIn(t.app, (await buildUser(t.db, base)).email);
    light = await signIn(t.app, (await buildUser(t.db, { ...base, userType: 'LIGHT' })).email);
    checker = await signIn(t.app, (await buildUser(t.db, { ...base, role: 'EXPENSE_CHECKER' })).email);
    accountant = await signIn(t.app, (await buildUser(t.db, { ...base, role: 'ACCOUNTANT' })).email);
    const other = await buildCompany(t.db, { name: 'Other' });
    await createPeriodsForCompany(t.db, other.id);
    outsider = await signIn(t.app, (await buildUser(t.db, { companyId: other.id, registerDate })).email);
  });

  it('asks for a session on every call', async () => {
    for (const [method, url] of [
      ['GET', '/v2/expenses'],
      ['POST', '/v2/expenses/'],
      ['GET', '/v2/expenses/types'],
      ['GET', '/period'],
      ['GET', `/user/${employeeId}/budget`],
      ['GET', '/v2/exchangerate/?base=USD&target=EUR&date=2026-11-02'],
    ] as const) {
      expectError(await call(null, method, url, method === 'POST' ? valid : undefined), 401, 'UNAUTHENTICATED');
    }
  });

  it('creates an expense in the company currency, incomplete until a receipt is there', async () => {
    const expense = await create(employee);
    expect(expense).toMatchObject({
      status: 'INCOMPLETE',
      processStatus: 'INCOMPLETED',
      cost: '12.50',
      originalCost: '12.50',
      exchangeRate: '1.000000',
      periodString: thisPeriod,
      isUpdateable: true,
      isDeleteable: true,
      isBillable: false,
      files: [],
    });
    const listed = expenseSchema
      .array()
      .parse((await call(employee, 'GET', `/v2/expenses?month=${thisPeriod}`)).json());
    expect(listed.map((e) => e.id)).toContain(expense.id);
  });

  it('takes a cost as a JSON number and a German-free decimal string alike', async () => {
    expect((await create(employee, { ...valid, originalCost: 7.5 })).cost).toBe('7.50');
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const before = (await t.db.select().from(expenses)).length;
    const cases: [object, string][] = [
      [{ ...valid, originalCost: '0.00' }, 'expenseCostMin'],
      [{ ...valid, date: '2026-02-30' }, 'body.date'],
      // The day before the user registered.
      [{ ...valid, date: lastDayOfPeriod(addMonths(thisPeriod, -4)) }, 'expenseDateMin'],
      [{ ...valid, type: 'FUEL' }, 'type'],
      [{ ...valid, tripToWork: null }, 'tripToWork'],
      [{ ...valid, originalCurrency: 'XYZ' }, 'originalCurrency'],
    ];
    for (const [body, field] of cases) {
      const response = await call(employee, 'POST', '/v2/expenses/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).reason.parameter, JSON.stringify(body)).toBe(field);
    }
    for (const body of [
      { ...valid, cost: '1' },
      { ...valid, originalCost: 'abc' },
      { ...valid, tripToWork: 'yes' },
      { ...valid, origin: 'MARS' },
      { ...valid, originalCost: '-1.00' },
    ]) {
      expectError(await call(employee, 'POST', '/v2/expenses/', body), 400, 'INVALID_INPUT');
    }
    expect((await t.db.select().from(expenses)).length).toBe(before);
  });

  it('refuses a billing date in a month that has not started, though its period exists, and stores nothing', async () => {
    const before = (await t.db.select().from(expenses)).length;
    const nextMonth = firstDayOfPeriod(addMonths(thisPeriod, 1));
    const yearsAhead = firstDayOfPeriod(addMonths(thisPeriod, 13));
    for (const date of [nextMonth, yearsAhead]) {
      const refused = expectError(
        await call(employee, 'POST', '/v2/expenses/', { ...valid, date }),
        400,
        'PERIOD_NOT_STARTED',
      );
      expect(refused.reason.parameter).toBe(date.slice(0, 7).replace('-', ''));
    }
    const expense = await create(employee, { ...valid, date: lastDayOfPeriod(thisPeriod) });
    expectError(
      await call(employee, 'PUT', `/v2/expenses/${expense.id}`, { ...valid, date: nextMonth }),
      400,
      'PERIOD_NOT_STARTED',
    );
    expect(expenseSchema.parse((await call(employee, 'GET', `/v2/expenses/${expense.id}`)).json()).periodString).toBe(
      thisPeriod,
    );
    expect((await t.db.select().from(expenses)).length).toBe(before + 1);
  });

  it('keeps light users to their options', async () => {
    expectError(
      await call(light, 'POST', '/v2/expenses/', { ...valid, tripToWork: false, type: 'INTERCITY_TRAIN' }),
      400,
      'EXPENSE_INVALID',
    );
    expectError(await call(light, 'POST', '/v2/expenses/', { ...valid, origin: 'ABROAD' }), 400, 'EXPENSE_INVALID');
    expectError(
      await call(light, 'POST', '/v2/expenses/', { ...valid, originalCurrency: 'USD' }),
      400,
      'EXPENSE_INVALID',
    );
    const types = (await call(light, 'GET', '/v2/expenses/types')).json() as {
      privateMobilityTypes: string[];
      allowedOrigins: string[];
    };
    expect(types).toMatchObject({ privateMobilityTypes: ['GERMANY_TICKET'], allowedOrigins: ['HOME'] });
    await create(light, { ...valid, tripToWork: false, type: 'GERMANY_TICKET' });
  });

  it('converts a foreign cost with the latest known rate, exact to the cent', async () => {
    const expense = await create(employee, {
      ...valid,
      originalCurrency: 'USD',
      originalCost: '100.00',
      origin: 'ABROAD',
    });
    const rate = (await call(employee, 'GET', `/v2/exchangerate/?base=USD&target=EUR&date=${today}`)).json() as {
      rate: string;
      rateDate: string;
    };
    expect(expense.exchangeRate).toBe(rate.rate);
    expect(expense.cost).toBe((Math.round(Number(rate.rate) * 10000) / 100).toFixed(2));
    expect(rate.rateDate <= today).toBe(true);
  });

  it("answers 404 for another user's or company's expense, whatever the call", async () => {
    const expense = await create(employee);
    for (const cookie of [colleague, outsider]) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['PUT', ''],
        ['DELETE', ''],
        ['PATCH', '/submit'],
        ['PATCH', '/withdraw'],
        ['GET', '/auditlog'],
        ['DELETE', '/file'],
      ] as const) {
        expectError(
          await call(cookie, method, `/v2/expenses/${expense.id}${suffix}`, method === 'PUT' ? valid : undefined),
          404,
          'NOT_FOUND',
        );
      }
      expectError(await upload(cookie, expense.id, [{ filename: 'r.pdf', content: pdf }]), 404, 'NOT_FOUND');
    }
    expectError(await call(colleague, 'GET', `/v2/expenses?user=${employeeId}`), 404, 'NOT_FOUND');
    // A reviewer sees it, but the employee calls do not let them change it.
    const seen = expenseSchema.parse((await call(checker, 'GET', `/v2/expenses/${expense.id}`)).json());
    expect(seen).toMatchObject({ id: expense.id, isUpdateable: false, isDeleteable: false });
    expectError(await call(checker, 'PUT', `/v2/expenses/${expense.id}`, valid), 403, 'ACCESS_DENIED');
    expectError(await call(outsider, 'GET', `/v2/expenses?company=${companyId}`), 404, 'NOT_FOUND');
    expectError(await call(colleague, 'GET', `/user/${employeeId}/budget`), 404, 'NOT_FOUND');
  });

  it('keeps the employee area to admins and users: the checker and the accountant change no expenses', async () => {
    const expense = await create(employee);
    for (const cookie of [checker, accountant]) {
      for (const [method, url] of [
        ['POST', '/v2/expenses/'],
        ['PUT', `/v2/expenses/${expense.id}`],
        ['DELETE', `/v2/expenses/${expense.id}`],
        ['PATCH', `/v2/expenses/${expense.id}/submit`],
        ['PATCH', `/v2/expenses/${expense.id}/withdraw`],
        ['DELETE', `/v2/expenses/${expense.id}/file`],
      ] as const) {
        const body = method === 'POST' || method === 'PUT' ? valid : undefined;
        expectError(await call(cookie, method, url, body), 403, 'ACCESS_DENIED');
      }
      expectError(await upload(cookie, expense.id, [{ filename: 'r.pdf', content: pdf }]), 403, 'ACCESS_DENIED');
      // Reading the own list stays open to every signed-in user.
      expect((await call(cookie, 'GET', `/v2/expenses?month=${thisPeriod}`)).statusCode).toBe(200);
    }
    const stored = expenseSchema.parse((await call(employee, 'GET', `/v2/expenses/${expense.id}`)).json());
    expect(stored).toMatchObject({ status: 'INCOMPLETE', files: [] });
  });

  it('uploads a receipt by content, submits, withdraws and deletes', async () => {
    const expense = await create(employee);
    expectError(await call(employee, 'PATCH', `/v2/expenses/${expense.id}/submit`), 409, 'EXPENSE_NOT_SUBMITTABLE');

    const uploaded = await upload(employee, expense.id, [{ filename: 'ticket.bin', content: pdf }]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const ready = expenseSchema.parse(uploaded.json());
    expect(ready.status).toBe('READY');
    expect(ready.files[0]).toMatchObject({
      mimeType: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });

    const download = await t.app.inject({ method: 'GET', url: ready.files[0]!.url, headers: { cookie: employee } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Offered under the extension of its content, not the one it was sent with.
    expect(download.headers['content-disposition']).toContain('attachment; filename="ticket.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const preview = await t.app.inject({
      method: 'GET',
      url: ready.files[0]!.previewUrl,
      headers: { cookie: employee },
    });
    expect(preview.headers['content-disposition']).toMatch(/^inline/);
    expectError(
      await t.app.inject({ method: 'GET', url: ready.files[0]!.url, headers: { cookie: colleague } }),
      404,
      'NOT_FOUND',
    );

    const submitted = expenseSchema.parse((await call(employee, 'PATCH', `/v2/expenses/${expense.id}/submit`)).json());
    expect(submitted).toMatchObject({ status: 'SUBMITTED', isBillable: true, isSubmitted: true });
    expect(submitted.submitDate).not.toBeNull();
    expectError(await call(employee, 'PATCH', `/v2/expenses/${expense.id}/submit`), 409, 'EXPENSE_NOT_SUBMITTABLE');

    const withdrawn = expenseSchema.parse(
      (await call(employee, 'PATCH', `/v2/expenses/${expense.id}/withdraw`)).json(),
    );
    expect(withdrawn).toMatchObject({ status: 'READY', submitDate: null });
    expectError(await call(employee, 'PATCH', `/v2/expenses/${expense.id}/withdraw`), 409, 'EXPENSE_NOT_WITHDRAWABLE');

    const edited = expenseSchema.parse(
      (await call(employee, 'PUT', `/v2/expenses/${expense.id}`, { ...valid, originalCost: '1.23' })).json(),
    );
    expect(edited).toMatchObject({ cost: '1.23', status: 'READY' });

    await call(employee, 'PATCH', `/v2/expenses/${expense.id}/submit`);
    const withoutFile = expenseSchema.parse((await call(employee, 'DELETE', `/v2/expenses/${expense.id}/file`)).json());
    expect(withoutFile).toMatchObject({ status: 'INCOMPLETE', files: [] });

    const log = (await call(employee, 'GET', `/v2/expenses/${expense.id}/auditlog`)).json() as { action: string }[];
    expect(log.map((e) => e.action)).toEqual([
      'expense.create',
      'expense.file.upload',
      'expense.submit',
      'expense.withdraw',
      'expense.update',
      'expense.submit',
      'expense.file.delete',
    ]);

    expect((await call(employee, 'DELETE', `/v2/expenses/${expense.id}`)).statusCode).toBe(200);
    expectError(await call(employee, 'GET', `/v2/expenses/${expense.id}`), 404, 'NOT_FOUND');
  });

  it('refuses foreign, damaged, doubled and oversized uploads and keeps the previous file', async () => {
    const expense = await create(employee);
    expect((await upload(employee, expense.id, [{ filename: 'a.png', content: png }])).statusCode).toBe(200);
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]);
    expectError(
      await upload(employee, expense.id, [
        { filename: 'receipt.pdf', contentType: 'application/pdf', content: executable },
      ]),
      415,
      'UPLOAD_FILE_UNSUPPORTED',
    );
    const damaged = Buffer.from(png);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 20) ^ 0xff, damaged.length - 20);
    expectError(
      await upload(employee, expense.id, [{ filename: 'b.png', content: damaged }]),
      415,
      'UPLOAD_INVALID_IMAGE',
    );
    expectError(
      await upload(employee, expense.id, [
        { filename: 'c.pdf', content: pdf },
        { filename: 'd.pdf', content: pdf },
      ]),
      400,
      'UPLOAD_MULTIPLE_FILES',
    );
    const big = Buffer.concat([pdf, Buffer.alloc(70 * 1024, 0x20)]);
    expectError(
      await upload(employee, expense.id, [{ filename: 'big.pdf', content: big }]),
      413,
      'UPLOAD_FILE_SIZE_LIMIT',
    );
    const { payload, headers } = multipartBody([{ filename: 'x.pdf', content: pdf }]);
    const declared = await t.app.inject({
      method: 'POST',
      url: `/v2/expenses/${expense.id}/file`,
      payload,
      headers: { ...headers, cookie: employee, 'content-length': String(2 * 1024 ** 3) },
    });
    expect(declared.statusCode).toBe(413);
    const files = await t.db.select().from(expenseFiles).where(eq(expenseFiles.expenseId, expense.id));
    expect(files.map((f) => f.mimeType)).toEqual(['image/png']);
    const current = expenseSchema.parse((await call(employee, 'GET', `/v2/expenses/${expense.id}`)).json());
    expect(current.files).toHaveLength(1);
    const stored = await t.app.inject({ method: 'GET', url: current.files[0]!.url, headers: { cookie: employee } });
    expect(stored.rawPayload.equals(png)).toBe(true);
  });

  it('refuses changes in closed and invoiced periods with 409', async () => {
    const previous = addMonths(thisPeriod, -1);
    const date = firstDayOfPeriod(previous);
    const expense = await create(employee, { ...valid, date });
    await t.db.update(periods).set({ isClosed: true }).where(eq(periods.periodString, previous));
    expectError(await call(employee, 'PUT', `/v2/expenses/${expense.id}`, { ...valid, date }), 409, 'PERIOD_CLOSED');
    expectError(await call(employee, 'POST', '/v2/expenses/', { ...valid, date }), 409, 'PERIOD_CLOSED');
    await t.db
      .update(periods)
      .set({ isInvoiced: true, invoicedAt: new Date() })
      .where(eq(periods.periodString, previous));
    expectError(await call(employee, 'DELETE', `/v2/expenses/${expense.id}`), 409, 'PERIOD_INVOICED');
    expectError(await upload(employee, expense.id, [{ filename: 'r.pdf', content: pdf }]), 409, 'PERIOD_INVOICED');
    const stored = expenseSchema.parse((await call(employee, 'GET', `/v2/expenses/${expense.id}`)).json());
    expect(stored).toMatchObject({ isUpdateable: false, isDeleteable: false });
    expectError(
      await call(employee, 'POST', '/v2/expenses/', { ...valid, date: '2000-01-03' }),
      400,
      'EXPENSE_INVALID',
    );
  });
});
