import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@mobilo/contract';
import { roles } from '../../src/db/schema/roles';
import { buildCompany, buildUser, signIn } from '../factories';
import { useTestApp } from '../test-app';

const t = useTestApp();

describe("another company's email addresses", () => {
  let admin: string;
  let userRoleId: string;
  const taken = 'bob@other-company.test';

  beforeAll(async () => {
    const own = await buildCompany(t.db, { domains: ['acme.test'] });
    const other = await buildCompany(t.db, { domains: ['other-company.test'] });
    await buildUser(t.db, { companyId: other.id, email: taken });
    await buildUser(t.db, { companyId: other.id, email: 'moved@acme.test' });
    admin = await signIn(t.app, (await buildUser(t.db, { companyId: own.id, role: 'ADMIN' })).email);
    userRoleId = (await t.db.select().from(roles)).find((role) => role.name === 'USER')!.id;
  });

  const create = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/user',
      headers: { cookie: admin },
      payload: {
        firstName: 'New',
        lastName: 'Person',
        email,
        roleId: userRoleId,
        userType: 'PROFESSIONAL',
        culture: 'en',
        timezone: 'Europe/Berlin',
      },
    });
  const reasonOf = (response: { json: () => unknown }) => errorResponseSchema.parse(response.json()).reason;

  it('refuses addresses outside the company domains, taken or not, alike', async () => {
    for (const email of [taken, 'nobody@other-company.test']) {
      const response = await create(email);
      expect(response.statusCode).toBe(400);
      expect(reasonOf(response)).toEqual({ errorCode: 'EMAIL_DOMAIN_NOT_ALLOWED', parameter: 'acme.test' });
    }
  });

  it('creates users of its own domains and answers a taken one without naming its company', async () => {
    expect((await create('new.person@acme.test')).statusCode).toBe(200);
    expect((await create('x@team.acme.test')).statusCode).toBe(200);
    const response = await create('moved@acme.test');
    expect(response.statusCode).toBe(409);
    expect(reasonOf(response)).toEqual({ errorCode: 'EMAIL_TAKEN', parameter: 'moved@acme.test' });
  });

  it('refuses foreign domains in an import without looking them up', async () => {
    const content = `firstName;lastName;email;role\nBob;Other;${taken};USER\nAnn;Own;ann@acme.test;USER\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/import',
      headers: { cookie: admin },
      payload: { content },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as { rows: { email: string; problems: { problem: string }[] }[] }).rows;
    expect(rows.find((row) => row.email === taken)?.problems.map((p) => p.problem)).toEqual([
      'EMAIL_DOMAIN_NOT_ALLOWED',
    ]);
  });
});
