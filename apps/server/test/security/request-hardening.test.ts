import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, currentPeriod, errorResponseSchema } from '@mobilo/contract';
import { buildApp } from '../../src/app';
import { roles } from '../../src/db/schema/roles';
import { createPeriodsForCompany } from '../../src/modules/periods/periods.service';
import { makeReceiptPdf } from '../../src/demo/sample-receipts';
import { buildBudgetGroup, buildCompany, buildUser, signIn } from '../factories';
import { multipartBody } from '../multipart';
import { useTestApp, testConfig } from '../test-app';

const t = useTestApp();

type Response = { statusCode: number; json: () => unknown };
function expectError(response: Response, status: number, code: string) {
  const body = errorResponseSchema.parse(response.json());
  expect({ status: response.statusCode, code: body.reason.errorCode }).toEqual({ status, code });
  return body.reason.parameter;
}

/** An app of the given stage on the test database, closed by the caller. */
async function appOfStage(stage: 'prod' | 'qa', overrides: Parameters<typeof testConfig>[0] = {}) {
  const app = await buildApp({
    config: testConfig({ stage, secureCookies: false, ...overrides }),
    db: t.db,
    logger: false,
  });
  await app.ready();
  return app;
}

describe('input that the database cannot take answers 400 in the error shape', () => {
  let admin: string;
  let employee: string;
  let roleId: string;

  beforeAll(async () => {
    const company = await buildCompany(t.db, { name: 'Input Ltd' });
    await createPeriodsForCompany(t.db, company.id, { from: addMonths(currentPeriod(), -1) });
    const group = await buildBudgetGroup(t.db, company.id, { companyMobilityTypes: ['TAXI'] });
    const adminUser = await buildUser(t.db, { companyId: company.id, role: 'ADMIN' });
    const employeeUser = await buildUser(t.db, {
      companyId: company.id,
      budgetGroupId: group.id,
      registerDate: new Date(Date.UTC(2020, 0, 1)),
    });
    admin = await signIn(t.app, adminUser.email);
    employee = await signIn(t.app, employeeUser.email);
    roleId = (await t.db.select().from(roles)).find((role) => role.name === 'USER')!.id;
  });

  const expense = (overrides: Record<string, unknown>) => ({
    originalCost: '12.50',
    originalCurrency: 'EUR',
    tripToWork: true,
    type: 'TAXI',
    date: new Date().toISOString().slice(0, 10),
    description: 'Taxi',
    origin: 'HOME',
    ...overrides,
  });

  it('refuses a NUL character in a user name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user',
      headers: { cookie: admin },
      payload: {
        firstName: 'Eve\u0000',
        lastName: 'Null',
        email: 'eve.null@example.test',
        roleId,
        userType: 'PROFESSIONAL',
        culture: 'en',
        timezone: 'Europe/Berlin',
      },
    });
    expect(expectError(response, 400, 'INVALID_INPUT')).toBe('body.firstName');
  });

  it('refuses a NUL character in an expense description and in a query', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/expenses/',
      headers: { cookie: employee },
      payload: expense({ description: 'a\u0000b' }),
    });
    expect(expectError(created, 400, 'INVALID_INPUT')).toBe('body.description');
    const search = await t.app.inject({ method: 'GET', url: '/user?search=%00', headers: { cookie: admin } });
    expect(expectError(search, 400, 'INVALID_INPUT')).toBe('querystring.search');
  });

  it('refuses amounts beyond what is stored, also as JSON numbers', async () => {
    for (const originalCost of [9007199254740992, '9007199254740992', '12345678901.00', 1e21]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v2/expenses/',
        headers: { cookie: employee },
        payload: expense({ originalCost }),
      });
      expectError(response, 400, 'INVALID_INPUT');
    }
  });

  it('answers broken multipart bodies with 400', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v2/expenses/',
      headers: { cookie: employee },
      payload: expense({}),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: string }).id;
    const url = `/v2/expenses/${id}/file`;
    const truncated = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: employee, 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
    });
    expectError(truncated, 400, 'BAD_REQUEST');
    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: employee, 'content-type': 'multipart/form-data' },
      payload: 'anything',
    });
    expectError(noBoundary, 400, 'BAD_REQUEST');
  });
});

describe('receipt names', () => {
  it('offers a receipt under the extension of its content, without controls or reordering marks', async () => {
    const company = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, company.id, { from: addMonths(currentPeriod(), -1) });
    const group = await buildBudgetGroup(t.db, company.id, { companyMobilityTypes: ['TAXI'] });
    const owner = await buildUser(t.db, {
      companyId: company.id,
      budgetGroupId: group.id,
      registerDate: new Date(Date.UTC(2020, 0, 1)),
    });
    const cookie = await signIn(t.app, owner.email);
    const polyglot = Buffer.concat([makeReceiptPdf(['poly']), Buffer.from('<html><script>alert(1)</script></html>')]);
    for (const [uploaded, offered] of [
      ['poly.html', 'poly.pdf'],
      ['invoice\u202Efdp.exe', 'invoicefdp.pdf'],
      ['..\\..\\\u0007evil.svg', 'evil.pdf'],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/v2/expenses/',
        headers: { cookie },
        payload: {
          originalCost: '5.00',
          originalCurrency: 'EUR',
          tripToWork: true,
          type: 'TAXI',
          date: new Date().toISOString().slice(0, 10),
          description: null,
          origin: 'HOME',
        },
      });
      const id = (created.json() as { id: string }).id;
      const { payload, headers } = multipartBody([{ filename: uploaded, content: polyglot, contentType: 'text/html' }]);
      const upload = await t.app.inject({
        method: 'POST',
        url: `/v2/expenses/${id}/file`,
        payload,
        headers: { ...headers, cookie },
      });
      expect(upload.statusCode, upload.body).toBe(200);
      const file = (upload.json() as { files: { name: string; url: string; previewUrl: string }[] }).files[0]!;
      expect(file.name).toBe(offered);
      for (const url of [file.url, file.previewUrl]) {
        const download = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(download.headers['content-disposition']).toContain(`filename="${offered}"`);
      }
    }
  });
});

describe('requests that Node refuses before routing', () => {
  it('answers a URL over 16 KiB with 431 in the error shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: `/health?${'a'.repeat(20 * 1024)}` }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 431,
      reason: { errorCode: 'REQUEST_HEADER_TOO_LARGE', parameter: null },
    });
  });
});

describe('forwarded client addresses', () => {
  it('ignores X-Forwarded-For from a sender that is not a configured proxy', async () => {
    const app = await appOfStage('prod', { signInRateLimitPerMinute: 60 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 75; i += 1) {
        const response = await app.inject({
          method: 'GET',
          url: '/auth/method?email=probe@example.test',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          remoteAddress: '198.51.100.7',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await app.close();
    }
  });

  it('takes the client address from a configured proxy', async () => {
    const app = await appOfStage('prod', { trustProxy: ['198.51.100.8'] });
    try {
      for (let i = 0; i < 61; i += 1) {
        const response = await app.inject({
          method: 'GET',
          url: '/auth/method?email=proxied@example.test',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          remoteAddress: '198.51.100.8',
        });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the mail outbox', () => {
  it('is open on the local stage only; elsewhere only to signed-in operators', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/debug/mails' })).statusCode).toBe(200);
    const qa = await appOfStage('qa');
    try {
      expectError(await qa.inject({ method: 'GET', url: '/api/debug/mails' }), 401, 'UNAUTHENTICATED');
      const company = await buildCompany(t.db);
      const admin = await buildUser(t.db, { companyId: company.id, role: 'ADMIN' });
      const god = await buildUser(t.db, { companyId: company.id, role: 'GOD' });
      const asAdmin = await qa.inject({
        method: 'GET',
        url: '/api/debug/mails',
        headers: { cookie: await signIn(qa, admin.email) },
      });
      expectError(asAdmin, 403, 'ACCESS_DENIED');
      const asGod = await qa.inject({
        method: 'GET',
        url: '/api/debug/mails',
        headers: { cookie: await signIn(qa, god.email) },
      });
      expect(asGod.statusCode).toBe(200);
    } finally {
      await qa.close();
    }
  });
});

describe('GET calls that change state', () => {
  let cookie: string;
  beforeAll(async () => {
    const company = await buildCompany(t.db);
    cookie = await signIn(t.app, (await buildUser(t.db, { companyId: company.id })).email);
  });

  it.each([
    ['/auth/logout', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['/auth/logout', { 'sec-fetch-site': 'same-site' }],
    ['/auth/logout', { referer: 'https://evil.example/page' }],
    ['/auth/m-login/disconnect/WEB', { 'sec-fetch-site': 'cross-site' }],
    ['/auth/m-login/disconnect/WEB', { origin: 'https://evil.example' }],
  ])('refuses %s from another site (%o)', async (url, headers) => {
    expectError(await t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } }), 403, 'ORIGIN_NOT_ALLOWED');
    // The session survived.
    expect((await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie } })).statusCode).toBe(200);
  });

  it('signs out from the app itself and from a typed address', async () => {
    const company = await buildCompany(t.db);
    const user = await buildUser(t.db, { companyId: company.id });
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}]) {
      const session = await signIn(t.app, user.email);
      const response = await t.app.inject({
        method: 'GET',
        url: '/auth/logout',
        headers: { cookie: session, ...headers },
      });
      expect(response.statusCode).toBe(200);
      expectError(
        await t.app.inject({ method: 'GET', url: '/auth/check', headers: { cookie: session } }),
        401,
        'UNAUTHENTICATED',
      );
    }
  });
});
