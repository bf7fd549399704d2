import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  importUsersResponseSchema,
  listUsersResponseSchema,
  managedUserSchema,
  type RoleName,
} from '@mobilo/contract';
import { eq } from 'drizzle-orm';
import { buildBudgetGroup, buildCompany, buildUser, signIn, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

const t = useTestApp();

const allowedRoles = ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'] as const;
const refusedRoles = ['EXPENSE_CHECKER', 'ACCOUNTANT', 'USER'] as const;

function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = errorResponseSchema.parse(response.json());
  expect(body.reason.errorCode).toBe(code);
  return body;
}

const nextYear = new Date().getUTCFullYear() + 1;

describe('user routes', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let ids: Record<RoleName, string>;
  let roleIds: Record<string, string>;
  let groupId: string;
  let foreignUserId: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Acme', defaultUserType: 'PROFESSIONAL', defaultLanguage: 'de' })).id;
    ({ cookies, ids } = await signInRoles(t.app, t.db, companyId, [...allowedRoles, ...refusedRoles]));
    roleIds = Object.fromEntries((await t.db.select().from(roles)).map((role) => [role.name, role.id]));
    groupId = (await buildBudgetGroup(t.db, companyId, { name: 'Standard' })).id;
    const other = await buildCompany(t.db);
    foreignUserId = (await buildUser(t.db, { companyId: other.id })).id;
  });

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

  const fields = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Jürgen',
    lastName: 'Öztürk',
    email: `new-${Math.random().toString(36).slice(2)}@acme.test`,
    roleId: roleIds.USER,
    personalNumber: '4711',
    userType: 'PROFESSIONAL',
    budgetClassId: groupId,
    budget: null,
    budgetOverflowStarts: null,
    culture: 'de',
    timezone: 'Europe/Berlin',
    additionalSalaryInformation: null,
    ...overrides,
  });

  describe('who may', () => {
    it('answers 401 without a session', async () => {
      expectError(await call(undefined, 'GET', '/user'), 401, 'UNAUTHENTICATED');
    });

    it.each(allowedRoles)('%s may list, create, read and update', async (role) => {
      expect(
        listUsersResponseSchema.parse((await call(cookies[role], 'GET', '/user')).json()).totalCount,
      ).toBeGreaterThan(0);
      const created = await call(cookies[role], 'POST', '/user', fields());
      expect(created.statusCode).toBe(200);
      const user = managedUserSchema.parse(created.json());
      expect(user).toMatchObject({
        status: 'CREATED',
        firstName: 'Jürgen',
        budgetClass: { name: 'Standard' },
        createdBy: ids[role],
      });
      expect((await call(cookies[role], 'GET', `/user/${user.id}`)).statusCode).toBe(200);
      const updated = await call(
        cookies[role],
        'PUT',
        `/user/${user.id}`,
        fields({ email: user.email, firstName: 'Jörg', budget: '80.00' }),
      );
      expect(updated.json()).toMatchObject({ firstName: 'Jörg', budget: '80.00' });
      expect((await call(cookies[role], 'GET', '/role')).json().map((r: { name: string }) => r.name)).not.toContain(
        'GOD',
      );
    });

    it.each(refusedRoles)('%s gets 403 on every call about someone else', async (role) => {
      const target = ids.ADMIN;
      const calls: [Parameters<typeof call>[1], string, unknown?][] = [
        ['GET', '/user'],
        ['POST', '/user', fields()],
        ['GET', `/user/${target}`],
        ['PUT', `/user/${target}`, fields()],
        ['PATCH', `/user/${target}/deactivate`, { reason: 'LEFT_COMPANY' }],
        ['PATCH', `/user/${target}/reactivate`, { scope: 'BOTH' }],
        ['DELETE', `/user/${target}/deactivation`],
        ['GET', '/user/import/file'],
        ['POST', '/user/import', { content: 'a' }],
        ['GET', '/role'],
      ];
      for (const [method, url, payload] of calls) {
        expectError(await call(cookies[role], method, url, payload), 403, 'ACCESS_DENIED');
      }
    });

    it('lets everyone read their own detail, with what they may record in the month', async () => {
      const response = await call(cookies.USER, 'GET', `/user/${ids.USER}?month=202611`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: ids.USER, period: '202611', maxDate: '2026-11-30' });
    });

    it("answers 404 for another company's user", async () => {
      expectError(await call(cookies.ADMIN, 'GET', `/user/${foreignUserId}`), 404, 'NOT_FOUND');
      expectError(await call(cookies.ADMIN, 'PUT', `/user/${foreignUserId}`, fields()), 404, 'NOT_FOUND');
      expectError(
        await call(cookies.ADMIN, 'PATCH', `/user/${foreignUserId}/deactivate`, { reason: 'SABBATICAL' }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await call(cookies.ADMIN, 'PATCH', `/user/${foreignUserId}/reactivate`, { scope: 'BOTH' }),
        404,
        'NOT_FOUND',
      );
      expectError(await call(cookies.ADMIN, 'DELETE', `/user/${foreignUserId}/deactivation`), 404, 'NOT_FOUND');
    });
  });

  describe('list', () => {
    it('searches, sorts and pages by 20', async () => {
      for (let i = 0; i < 22; i += 1) {
        await buildUser(t.db, { companyId, firstName: 'Paged', lastName: `Person ${String(i).padStart(2, '0')}` });
      }
      const first = listUsersResponseSchema.parse(
        (await call(cookies.ADMIN, 'GET', '/user?search=paged&sortBy=name&sortOrder=DESC')).json(),
      );
      expect(first).toMatchObject({ totalCount: 22, totalPages: 2, pageSize: 20, page: 1 });
      expect(first.users[0]!.lastName).toBe('Person 21');
      const second = listUsersResponseSchema.parse(
        (await call(cookies.ADMIN, 'GET', '/user?search=paged&page=2&sortBy=name')).json(),
      );
      expect(second.users.map((u) => u.lastName)).toEqual(['Person 20', 'Person 21']);
      expectError(await call(cookies.ADMIN, 'GET', '/user?sortBy=password'), 400, 'INVALID_INPUT');
    });
  });

  describe('bad input and rules', () => {
    it.each([
      ['an empty first name', { firstName: ' ' }, 'body.firstName'],
      ['an over-long last name', { lastName: 'x'.repeat(101) }, 'body.lastName'],
      ['a malformed email', { email: 'not-an-email' }, 'body.email'],
      ['a negative budget', { budget: '-1.00' }, 'body.budget'],
      ['a budget that is not a number', { budget: 'lots' }, 'body.budget'],
      ['an unknown user type', { userType: 'PREMIUM' }, 'body.userType'],
    ])('refuses %s with 400', async (_name, overrides, parameter) => {
      expect(
        expectError(await call(cookies.ADMIN, 'POST', '/user', fields(overrides)), 400, 'INVALID_INPUT').reason
          .parameter,
      ).toBe(parameter);
    });

    it('refuses an email that exists in any company, whatever its case', async () => {
      const foreign = (await t.db.select().from(users).where(eq(users.id, foreignUserId)))[0]!;
      expectError(
        await call(cookies.ADMIN, 'POST', '/user', fields({ email: foreign.email.toUpperCase() })),
        409,
        'EMAIL_TAKEN',
      );
    });

    it('refuses the operator role and a group of another company', async () => {
      expectError(
        await call(cookies.ADMIN, 'POST', '/user', fields({ roleId: roleIds.GOD })),
        400,
        'ROLE_NOT_ASSIGNABLE',
      );
      const foreignGroup = await buildBudgetGroup(t.db, (await buildCompany(t.db)).id);
      expectError(
        await call(cookies.ADMIN, 'POST', '/user', fields({ budgetClassId: foreignGroup.id })),
        404,
        'NOT_FOUND',
      );
    });

    it('starts the overflow on the first day of next month at the earliest', async () => {
      const response = await call(cookies.ADMIN, 'POST', '/user', fields({ budgetOverflowStarts: '2020-01-01' }));
      expectError(response, 400, 'OVERFLOW_START_TOO_EARLY');
      const later = await call(cookies.ADMIN, 'POST', '/user', fields({ budgetOverflowStarts: `${nextYear}-02-01` }));
      expect(later.json().budgetOverflowStarts).toBe(`${nextYear}-02-01`);
    });

    it('an admin cannot remove their own admin role nor deactivate themselves', async () => {
      const me = managedUserSchema.parse((await call(cookies.ADMIN, 'GET', `/user/${ids.ADMIN}`)).json());
      expect(me).toMatchObject({ isRoleChangeable: false, isDeactivatable: false });
      const demote = fields({ email: me.email, roleId: roleIds.USER });
      expectError(await call(cookies.ADMIN, 'PUT', `/user/${ids.ADMIN}`, demote), 409, 'CANNOT_REMOVE_OWN_ADMIN_ROLE');
      expectError(
        await call(cookies.ADMIN, 'PATCH', `/user/${ids.ADMIN}/deactivate`, { reason: 'LEFT_COMPANY' }),
        409,
        'CANNOT_DEACTIVATE_SELF',
      );
    });

    it('a company always keeps an admin', async () => {
      const lone = await buildCompany(t.db);
      const { cookies: own, ids: ownIds } = await signInRoles(t.app, t.db, lone.id, ['ADMIN', 'ADMIN_LIGHT']);
      const admin = (await t.db.select().from(users).where(eq(users.id, ownIds.ADMIN)))[0]!;
      expectError(
        await call(own.ADMIN_LIGHT, 'PATCH', `/user/${admin.id}/deactivate`, { reason: 'LEFT_COMPANY' }),
        409,
        'LAST_ADMIN',
      );
      const demote = fields({ email: admin.email, roleId: roleIds.USER, budgetClassId: null });
      expectError(await call(own.ADMIN_LIGHT, 'PUT', `/user/${admin.id}`, demote), 409, 'LAST_ADMIN');
    });
  });

  describe('deactivate and reactivate', () => {
    it('OTHER needs a comment', async () => {
      const user = await buildUser(t.db, { companyId });
      const body = expectError(
        await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/deactivate`, { reason: 'OTHER' }),
        400,
        'INVALID_INPUT',
      );
      expect(body.reason.parameter).toBe('body.comment');
    });

    it('deactivates at once, ends the sign-in, and reactivates account and budget separately', async () => {
      const user = await buildUser(t.db, { companyId, registerDate: new Date() });
      const session = await signIn(t.app, user.email);
      const deactivated = await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/deactivate`, {
        reason: 'OTHER',
        comment: 'Moved away',
      });
      expect(deactivated.json()).toMatchObject({
        status: 'DEACTIVATED',
        deactivationReason: 'OTHER',
        deactivationComment: 'Moved away',
        isBudgetActive: false,
      });
      expectError(await call(session, 'GET', '/auth/check'), 401, 'USER_DEACTIVATED');
      expectError(
        await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/deactivate`, { reason: 'OTHER', comment: 'again' }),
        409,
        'USER_ALREADY_DEACTIVATED',
      );

      const account = await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/reactivate`, { scope: 'ACCOUNT' });
      expect(account.json()).toMatchObject({ status: 'ACTIVE', isBudgetActive: false, deactivationReason: null });
      expectError(
        await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/reactivate`, { scope: 'BOTH' }),
        409,
        'NOTHING_TO_REACTIVATE',
      );
      const budget = await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/reactivate`, { scope: 'BUDGET' });
      expect(budget.json()).toMatchObject({ status: 'ACTIVE', isBudgetActive: true });
    });

    it('ends the budget alone or the account alone, and then only what is left', async () => {
      const user = await buildUser(t.db, { companyId, registerDate: new Date() });
      const session = await signIn(t.app, user.email);
      const budgetOnly = await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/deactivate`, {
        reason: 'PARENTAL_LEAVE',
        scope: 'BUDGET',
      });
      expect(budgetOnly.json()).toMatchObject({ status: 'ACTIVE', isBudgetActive: false });
      expect((await call(session, 'GET', '/auth/check')).statusCode).toBe(200);
      expectError(
        await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/deactivate`, {
          reason: 'OTHER',
          comment: 'x',
          scope: 'BUDGET',
        }),
        409,
        'USER_ALREADY_DEACTIVATED',
      );
      const account = await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/deactivate`, {
        reason: 'LEFT_COMPANY',
        scope: 'ACCOUNT',
      });
      expect(account.json()).toMatchObject({ status: 'DEACTIVATED', isBudgetActive: false });
      expectError(await call(session, 'GET', '/auth/check'), 401, 'USER_DEACTIVATED');

      const other = await buildUser(t.db, { companyId, registerDate: new Date() });
      const accountOnly = await call(cookies.ADMIN, 'PATCH', `/user/${other.id}/deactivate`, {
        reason: 'SABBATICAL',
        scope: 'ACCOUNT',
      });
      expect(accountOnly.json()).toMatchObject({ status: 'DEACTIVATED', isBudgetActive: true });
      expectError(
        await call(cookies.ADMIN, 'PATCH', `/user/${other.id}/deactivate`, { reason: 'SABBATICAL', scope: 'LATER' }),
        400,
        'INVALID_INPUT',
      );
    });

    it('a later date is stored as scheduled and changes nothing yet', async () => {
      const user = await buildUser(t.db, { companyId });
      const date = `${nextYear}-03-01`;
      const response = await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/deactivate`, {
        reason: 'SABBATICAL',
        date,
      });
      expect(response.json()).toMatchObject({
        status: 'ACTIVE',
        scheduledDeactivationDate: date,
        scheduledDeactivationScope: 'BOTH',
        deactivationReason: 'SABBATICAL',
      });
    });

    it('withdraws a scheduled deactivation, which says what it would end', async () => {
      expectError(await call(undefined, 'DELETE', `/user/${ids.USER}/deactivation`), 401, 'UNAUTHENTICATED');
      expectError(await call(cookies.ADMIN, 'DELETE', '/user/not-a-uuid/deactivation'), 400, 'INVALID_INPUT');
      const user = await buildUser(t.db, { companyId });
      expectError(
        await call(cookies.ADMIN, 'DELETE', `/user/${user.id}/deactivation`),
        409,
        'NO_SCHEDULED_DEACTIVATION',
      );
      const date = `${nextYear}-04-01`;
      const scheduled = managedUserSchema.parse(
        (
          await call(cookies.ADMIN, 'PATCH', `/user/${user.id}/deactivate`, {
            reason: 'PARENTAL_LEAVE',
            scope: 'BUDGET',
            date,
          })
        ).json(),
      );
      expect(scheduled).toMatchObject({ scheduledDeactivationDate: date, scheduledDeactivationScope: 'BUDGET' });
      const stale = await t.app.inject({
        method: 'DELETE',
        url: `/user/${user.id}/deactivation`,
        headers: { cookie: cookies.ADMIN, 'if-match': `"${scheduled.version - 1}"` },
      });
      expectError(stale, 409, 'CONFLICT_STALE_VERSION');
      const withdrawn = await t.app.inject({
        method: 'DELETE',
        url: `/user/${user.id}/deactivation`,
        headers: { cookie: cookies.ADMIN, 'if-match': `"${scheduled.version}"` },
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json()).toMatchObject({
        status: 'ACTIVE',
        isBudgetActive: true,
        scheduledDeactivationDate: null,
        scheduledDeactivationScope: null,
        deactivationReason: null,
      });
    });
  });

  it('documents the calls it names itself in OpenAPI', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/user']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/user/{id}']!)).toEqual(expect.arrayContaining(['get', 'put']));
    for (const path of ['/user/{id}/deactivate', '/user/{id}/reactivate'])
      expect(document.paths[path]).toHaveProperty('patch');
    expect(document.paths['/user/import']).toHaveProperty('post');
    expect(document.paths['/api/v3/budgetclass/{id}']).toHaveProperty('patch');
  });

  describe('CSV import', () => {
    const header = 'firstName;lastName;email;role;personalNumber;userType;budgetGroup;language';
    const importCsv = (content: string) => call(cookies.ADMIN_LIGHT, 'POST', '/user/import', { content });

    it('serves the template with a BOM and the columns', async () => {
      const response = await call(cookies.ADMIN, 'GET', '/user/import/file');
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.body).toBe(`\uFEFF${header};commuteDistanceKm;workingDaysPerMonth\r\n`);
    });

    it('imports a file with BOM, semicolons and umlauts', async () => {
      const csv = `\uFEFF${header}\r\nJürgen;Müller;juergen.mueller@acme.test;user;5001;;standard;\r\nÄnne;Groß;aenne@acme.test;ADMIN_LIGHT;;LIGHT;;en\r\n`;
      const report = importUsersResponseSchema.parse((await importCsv(csv)).json());
      expect(report).toMatchObject({ importedCount: 2, refusedCount: 0 });
      const [juergen] = await t.db.select().from(users).where(eq(users.email, 'juergen.mueller@acme.test'));
      expect(juergen).toMatchObject({
        lastName: 'Müller',
        status: 'CREATED',
        userType: 'PROFESSIONAL',
        culture: 'de',
        budgetGroupId: groupId,
      });
    });

    it('imports commas and quoted fields', async () => {
      const csv = 'firstName,lastName,email,role\n"Anna, Maria",Schmidt,anna.schmidt@acme.test,USER\n';
      expect((await importCsv(csv)).json()).toMatchObject({ importedCount: 1 });
    });

    it('reports every refused row and imports nothing', async () => {
      const csv = [
        header,
        'Ok;Row;ok.row@acme.test;USER;;;;',
        'Bad;Mail;not-an-email;USER;;;;',
        'Dup;One;dup@acme.test;USER;;;;',
        'Dup;Two;DUP@acme.test;USER;;;;',
        'Role;Less;role@acme.test;BOSS;;;;',
        ';Nameless;nameless@acme.test;USER;;;;',
        'Group;Less;group@acme.test;USER;;;Nowhere;',
        'Juergen;Again;juergen.mueller@acme.test;USER;;;;',
      ].join('\n');
      const report = importUsersResponseSchema.parse((await importCsv(csv)).json());
      expect(report.importedCount).toBe(0);
      expect(report.rows.map((row) => [row.line, row.status, row.problems.map((p) => p.problem)])).toEqual([
        [2, 'VALID', []],
        [3, 'REFUSED', ['INVALID_EMAIL']],
        [4, 'VALID', []],
        [5, 'REFUSED', ['DUPLICATE_EMAIL_IN_FILE']],
        [6, 'REFUSED', ['UNKNOWN_ROLE']],
        [7, 'REFUSED', ['MISSING_FIELD']],
        [8, 'REFUSED', ['UNKNOWN_BUDGET_GROUP']],
        [9, 'REFUSED', ['EMAIL_TAKEN']],
      ]);
      expect(await t.db.select().from(users).where(eq(users.email, 'ok.row@acme.test'))).toHaveLength(0);
    });

    it.each([
      [
        'a file without the required columns',
        'name;mail\nA;a@b.de\n',
        'missing column firstName, lastName, email, role',
      ],
      ['a header without rows', `${header}\n`, 'no rows'],
      ['an unclosed quote', `${header}\n"Open;x;y@acme.test;USER\n`, 'line 2'],
    ])('refuses %s with CSV_INVALID', async (_name, csv, parameter) => {
      expect(expectError(await importCsv(csv), 400, 'CSV_INVALID').reason.parameter).toBe(parameter);
    });
  });
});
