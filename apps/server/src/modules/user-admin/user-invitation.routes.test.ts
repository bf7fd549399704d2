import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { managedUserSchema, type RoleName } from '@mobilo/contract';
import { buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { createFakeClock } from '../../../test/fake-clock';
import { useTestApp } from '../../../test/test-app';
import { impersonationGrants } from '../../db/schema/impersonation-grants';
import { roles } from '../../db/schema/roles';
import { userTokens } from '../../db/schema/user-tokens';
import { users } from '../../db/schema/users';
import type { MailRequest } from '../../platform/mailer';

const sent: MailRequest[] = [];
const time = createFakeClock();
const t = useTestApp(
  {},
  { clock: time.clock, mailer: { sendMail: async (mail) => void sent.push(mail as MailRequest) } },
);

const allowedRoles = ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'] as const;
const refusedRoles = ['EXPENSE_CHECKER', 'ACCOUNTANT', 'USER'] as const;

describe('invite and re-invite', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let ids: Record<RoleName, string>;
  let userRoleId: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Acme' })).id;
    ({ cookies, ids } = await signInRoles(t.app, t.db, companyId, [...allowedRoles, ...refusedRoles]));
    userRoleId = (await t.db.select().from(roles).where(eq(roles.name, 'USER')))[0]!.id;
  });

  const patch = (cookie: string | undefined, url: string) =>
    t.app.inject({ method: 'PATCH', url, headers: cookie ? { cookie } : {} });
  const created = (overrides: Partial<typeof users.$inferInsert> = {}) =>
    buildUser(t.db, {
      companyId,
      status: 'CREATED',
      passwordHash: null,
      culture: 'de',
      firstName: 'Jürgen',
      ...overrides,
    });
  const invitationTokens = async (userId: string) =>
    (await t.db.select().from(userTokens).where(eq(userTokens.userId, userId))).filter(
      (row) => row.purpose === 'INVITATION',
    );

  it('answers 401 without a session and 403 for roles without the right', async () => {
    const user = await created();
    expectErrorResponse(await patch(undefined, `/user/${user.id}/invite`), 401, 'UNAUTHENTICATED');
    for (const role of refusedRoles) {
      expectErrorResponse(await patch(cookies[role], `/user/${user.id}/invite`), 403, 'ACCESS_DENIED');
      expectErrorResponse(await patch(cookies[role], `/user/${user.id}/reinvite`), 403, 'ACCESS_DENIED');
    }
    expect(await invitationTokens(user.id)).toHaveLength(0);
  });

  it("answers 404 for another company's user and 400 for a malformed id", async () => {
    const other = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id, status: 'CREATED' });
    expectErrorResponse(await patch(cookies.ADMIN, `/user/${other.id}/invite`), 404, 'NOT_FOUND');
    expectErrorResponse(await patch(cookies.ADMIN, `/user/${other.id}/reinvite`), 404, 'NOT_FOUND');
    expectErrorResponse(await patch(cookies.ADMIN, '/user/not-a-uuid/invite'), 400, 'INVALID_INPUT');
  });

  it.each(allowedRoles)('%s invites a created user: status, dates, token and a German mail', async (role) => {
    const user = await created();
    sent.length = 0;
    const response = await patch(cookies[role], `/user/${user.id}/invite`);
    expect(response.statusCode).toBe(200);
    const invited = managedUserSchema.parse(response.json());
    expect(invited.status).toBe('INVITED');
    expect(invited.invitedDate).not.toBeNull();
    expect(invited.invitationSentDate).toBe(invited.invitedDate);
    expect(await invitationTokens(user.id)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: user.email,
      template: 'INVITATION',
      language: 'de',
      params: { firstName: 'Jürgen', companyName: 'Acme' },
    });
    expect((sent[0]!.params as { link: string }).link).toMatch(/\/auth\/register\?token=[0-9a-f-]{36}$/);
  });

  it('re-invites an invited user with a new link, keeping the first invitation day', async () => {
    const user = await created();
    const first = managedUserSchema.parse((await patch(cookies.ADMIN, `/user/${user.id}/invite`)).json());
    expectErrorResponse(await patch(cookies.ADMIN, `/user/${user.id}/invite`), 409, 'USER_ALREADY_INVITED');
    time.advance(60_000);
    sent.length = 0;
    const again = managedUserSchema.parse((await patch(cookies.ADMIN, `/user/${user.id}/reinvite`)).json());
    expect(again.invitedDate).toBe(first.invitedDate);
    expect(Date.parse(again.invitationSentDate!) - Date.parse(first.invitationSentDate!)).toBe(60_000);
    const tokens = await invitationTokens(user.id);
    expect(tokens).toHaveLength(2);
    expect(tokens.filter((row) => row.usedAt === null)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('refuses to re-invite a created user and to invite a registered or deactivated one', async () => {
    const fresh = await created();
    expectErrorResponse(await patch(cookies.ADMIN, `/user/${fresh.id}/reinvite`), 409, 'USER_NOT_INVITABLE');
    const active = await buildUser(t.db, { companyId });
    expectErrorResponse(await patch(cookies.ADMIN, `/user/${active.id}/invite`), 409, 'USER_NOT_INVITABLE');
    expectErrorResponse(await patch(cookies.ADMIN, `/user/${active.id}/reinvite`), 409, 'USER_NOT_INVITABLE');
    const gone = await created({ status: 'DEACTIVATED' });
    expectErrorResponse(await patch(cookies.ADMIN, `/user/${gone.id}/invite`), 409, 'USER_NOT_INVITABLE');
  });

  it('refuses to schedule an invitation for a day that has passed and stores no user', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const create = (email: string, scheduledInvitationDate: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user',
        headers: { cookie: cookies.ADMIN },
        payload: {
          firstName: 'Paula',
          lastName: 'Past',
          email,
          roleId: userRoleId,
          userType: 'LIGHT',
          culture: 'en',
          timezone: 'Europe/Berlin',
          scheduledInvitationDate,
        },
      });
    for (const day of ['2020-01-01', yesterday]) {
      const refused = expectErrorResponse(await create('past@acme.test', day), 400, 'INVITATION_DATE_IN_PAST');
      expect(refused.parameter).toBe(day);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/user?search=past%40acme.test',
      headers: { cookie: cookies.ADMIN },
    });
    expect(JSON.stringify(list.json())).not.toContain('past@acme.test');
    const scheduled = await create('soon@acme.test', today);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'CREATED', scheduledInvitationDate: today });
  });

  it('creates and invites in one call when asked to', async () => {
    sent.length = 0;
    const email = 'now@acme.test';
    const response = await t.app.inject({
      method: 'POST',
      url: '/user',
      headers: { cookie: cookies.ADMIN },
      payload: {
        firstName: 'Nora',
        lastName: 'Now',
        email,
        roleId: userRoleId,
        userType: 'LIGHT',
        culture: 'en',
        timezone: 'Europe/Berlin',
        invite: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'INVITED', email });
    expect(sent.map((mail) => [mail.to, mail.template, mail.language])).toEqual([[email, 'INVITATION', 'en']]);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/user',
      headers: { cookie: cookies.ADMIN },
      payload: {
        firstName: 'Lars',
        lastName: 'Later',
        email: 'later@acme.test',
        roleId: userRoleId,
        userType: 'LIGHT',
        culture: 'en',
        timezone: 'Europe/Berlin',
      },
    });
    expect(plain.json()).toMatchObject({ status: 'CREATED', invitedDate: null });
    expect(sent).toHaveLength(1);
  });

  it('names the people who may impersonate the user', async () => {
    const user = await created();
    await t.db.insert(impersonationGrants).values({ companyId, impersonatorId: ids.ADMIN, userId: user.id });
    const detail = await t.app.inject({ method: 'GET', url: `/user/${user.id}`, headers: { cookie: cookies.ADMIN } });
    expect(detail.json().impersonators).toEqual([{ id: ids.ADMIN, firstName: 'Test', lastName: 'User' }]);
    const none = await t.app.inject({ method: 'GET', url: `/user/${ids.USER}`, headers: { cookie: cookies.ADMIN } });
    expect(none.json().impersonators).toEqual([]);
  });

  it('documents the invitation and budget-change calls in OpenAPI', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of ['/user/{id}/invite', '/user/{id}/reinvite'])
      expect(document.paths[path]).toHaveProperty('patch');
    expect(document.paths['/user/{id}/deductions/{period}']).toHaveProperty('put');
    expect(Object.keys(document.paths['/user/{id}/corrections/{period}']!)).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
  });
});
