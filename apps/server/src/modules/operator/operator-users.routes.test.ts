import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperatorUsersResponseSchema, operatorUserSchema, type RoleName, roleNames } from '@mobilo/contract';
import {
  buildBudgetGroup,
  buildCompany,
  buildUser,
  expectErrorResponse,
  signIn,
  signInRoles,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import type { MailRequest } from '../../platform/mailer';

const sent: MailRequest[] = [];
const t = useTestApp({}, { mailer: { sendMail: async (mail) => void sent.push(mail as MailRequest) } });
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('operator user calls', () => {
  let god: string;
  let cookies: Record<RoleName, string>;
  let roleIds: Record<string, string>;
  let acme: { id: string };
  let other: { id: string };

  beforeAll(async () => {
    const home = await buildCompany(t.db, { name: 'Mobilo Operations' });
    ({ cookies } = await signInRoles(t.app, t.db, home.id, roleNames));
    god = cookies.GOD;
    acme = await buildCompany(t.db, { name: 'Acme Mobility', domains: ['acme.test'] });
    other = await buildCompany(t.db, { name: 'Other Trading' });
    roleIds = Object.fromEntries((await t.db.select().from(roles)).map((role) => [role.name, role.id]));
    await buildUser(t.db, { companyId: acme.id, firstName: 'Ada', lastName: 'Acme', email: 'ada@acme.test' });
    await buildUser(t.db, { companyId: other.id, firstName: 'Otto', lastName: 'Other', email: 'otto@other.test' });
  });

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  it('answers 401 without a session and 403 to every role but the operator', async () => {
    expectErrorResponse(await call(undefined, 'GET', '/god/user'), 401, 'UNAUTHENTICATED');
    for (const role of roleNames.filter((name) => name !== 'GOD')) {
      expectErrorResponse(await call(cookies[role], 'GET', '/god/user'), 403, 'ACCESS_DENIED');
      expectErrorResponse(await call(cookies[role], 'GET', '/god/role'), 403, 'ACCESS_DENIED');
    }
  });

  it('lists users across companies with search and paging, and one company on its own', async () => {
    const all = listOperatorUsersResponseSchema.parse((await call(god, 'GET', '/god/user?search=acme')).json());
    expect(all.users.map((user) => user.email)).toEqual(['ada@acme.test']);
    expect(all.users[0]!.company.name).toBe('Acme Mobility');
    const byCompany = await call(god, 'GET', `/god/company/${acme.id}/user`);
    expect(byCompany.json().users.map((user: { email: string }) => user.email)).toEqual(['ada@acme.test']);
    const sorted = listOperatorUsersResponseSchema.parse(
      (await call(god, 'GET', '/god/user?sortBy=company&sortOrder=DESC')).json(),
    );
    expect(sorted.totalCount).toBeGreaterThanOrEqual(9);
    expectErrorResponse(await call(god, 'GET', `/god/company/${unknownId}/user`), 404, 'NOT_FOUND');
    expectErrorResponse(await call(god, 'GET', '/god/user?sortBy=salary'), 400, 'INVALID_INPUT');
  });

  it('offers every role but its own and the budget groups of one company', async () => {
    const list = (await call(god, 'GET', '/god/role')).json() as { name: string }[];
    expect(list.map((role) => role.name)).not.toContain('GOD');
    expect(list.map((role) => role.name)).toContain('ADMIN');
    const group = await buildBudgetGroup(t.db, acme.id, { name: 'Pendler' });
    const groups = (await call(god, 'GET', `/god/budgetclass/${acme.id}`)).json() as { id: string }[];
    expect(groups.map((g) => g.id)).toEqual([group.id]);
    expectErrorResponse(await call(god, 'GET', `/god/budgetclass/${unknownId}`), 404, 'NOT_FOUND');
  });

  it('edits a user of any company, but never into another company’s budget group', async () => {
    const user = await buildUser(t.db, { companyId: acme.id, email: 'edit@acme.test' });
    const ours = await buildBudgetGroup(t.db, acme.id, { name: 'Ours' });
    const theirs = await buildBudgetGroup(t.db, other.id, { name: 'Theirs' });
    const response = await call(god, 'PATCH', `/god/user/${user.id}`, {
      firstName: 'Edda',
      personnelNumber: '4711',
      userType: 'PROFESSIONAL',
      roleId: roleIds.ADMIN_LIGHT,
      budgetClassId: ours.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(operatorUserSchema.parse(response.json())).toMatchObject({
      firstName: 'Edda',
      personnelNumber: '4711',
      userType: 'PROFESSIONAL',
      role: { name: 'ADMIN_LIGHT' },
      budgetClass: { id: ours.id, name: 'Ours' },
    });
    expectErrorResponse(
      await call(god, 'PATCH', `/god/user/${user.id}`, { budgetClassId: theirs.id }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(
      await call(god, 'PATCH', `/god/user/${user.id}`, { roleId: roleIds.GOD }),
      400,
      'ROLE_NOT_ASSIGNABLE',
    );
    expectErrorResponse(
      await call(god, 'PATCH', `/god/user/${user.id}`, { email: 'otto@other.test' }),
      409,
      'EMAIL_TAKEN',
    );
    expectErrorResponse(await call(god, 'PATCH', `/god/user/${user.id}`, { email: 'no-email' }), 400, 'INVALID_INPUT');
    expectErrorResponse(await call(god, 'PATCH', `/god/user/${unknownId}`, { firstName: 'X' }), 404, 'NOT_FOUND');
    const [kept] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(kept).toMatchObject({ budgetGroupId: ours.id, email: 'edit@acme.test' });
    expect((await call(god, 'GET', `/god/user/${user.id}`)).json()).toMatchObject({ firstName: 'Edda' });
  });

  it('creates a support user who can sign in at once; the password rule is ten characters and four classes', async () => {
    const form = { email: 'support@mobilo.test', roleId: roleIds.ADMIN, culture: 'de' };
    for (const password of ['Short!1a', 'alllowercase1!', 'NoDigitsHere!!', 'NoSpecial123abc']) {
      expectErrorResponse(
        await call(god, 'POST', `/god/company/${acme.id}/user`, { ...form, password }),
        400,
        'INVALID_INPUT',
      );
    }
    const response = await call(god, 'POST', `/god/company/${acme.id}/user`, { ...form, password: 'Support!2026' });
    expect(response.statusCode, response.body).toBe(200);
    expect(operatorUserSchema.parse(response.json())).toMatchObject({
      firstName: 'Mobilo',
      lastName: 'Support',
      isSupportUser: true,
      status: 'ACTIVE',
      company: { id: acme.id },
    });
    expect(await signIn(t.app, 'support@mobilo.test', 'Support!2026')).toContain('mobilo_session');
    expectErrorResponse(
      await call(god, 'POST', `/god/company/${acme.id}/user`, { ...form, password: 'Support!2026' }),
      409,
      'EMAIL_TAKEN',
    );
    expectErrorResponse(
      await call(god, 'POST', `/god/company/${unknownId}/user`, {
        ...form,
        email: 's2@mobilo.test',
        password: 'Support!2026',
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('invites a company’s first administrator with the registration mail', async () => {
    const fresh = await buildCompany(t.db, { name: 'Neue Mobilität GmbH', domains: ['neue-mobilitaet.test'] });
    sent.length = 0;
    const response = await call(god, 'POST', `/god/company/${fresh.id}/invitation`, {
      email: 'chefin@neue-mobilitaet.test',
      firstName: 'Nora',
      lastName: 'Neumann',
      roleId: roleIds.ADMIN,
      culture: 'de',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'INVITED', role: { name: 'ADMIN' }, company: { id: fresh.id } });
    expect(sent.map((mail) => [mail.to, mail.template, mail.language])).toEqual([
      ['chefin@neue-mobilitaet.test', 'INVITATION', 'de'],
    ]);
    expectErrorResponse(
      await call(god, 'POST', `/god/company/${fresh.id}/invitation`, {
        email: 'someone@elsewhere.test',
        firstName: 'S',
        lastName: 'E',
        roleId: roleIds.ADMIN,
      }),
      400,
      'EMAIL_DOMAIN_NOT_ALLOWED',
    );
  });
});
