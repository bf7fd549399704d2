import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PersonioRun,
  personioIntegrationSchema,
  personioRunSchema,
  type RoleName,
  roleNames,
} from '@mobilo/contract';
import { buildBudgetGroup, buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { fakePersonioState, startFakePersonio } from '../../../test/fake-personio';
import { useTestApp } from '../../../test/test-app';
import { auditEvents } from '../../db/schema/audit-events';
import { companies } from '../../db/schema/companies';
import { personioSyncRuns } from '../../db/schema/personio-configs';
import { users } from '../../db/schema/users';
import type { MailRequest } from '../../platform/mailer';

const state = fakePersonioState();
const fake = await startFakePersonio(state);
afterAll(() => fake.close());
const sent: MailRequest[] = [];
const t = useTestApp(
  { personioBaseUrl: fake.url, personioRetryBaseMs: 1 },
  { mailer: { sendMail: async (mail) => void sent.push(mail as MailRequest) } },
);
const unknownId = '00000000-0000-4000-8000-000000000000';
const group = 'dynamic_4711';

describe('the Personio integration', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let otherAdmin: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Acme', isPersonioActive: true })).id;
    await buildBudgetGroup(t.db, companyId, { name: 'Pendler' });
    await buildBudgetGroup(t.db, companyId, { name: 'Standard' });
    ({ cookies } = await signInRoles(t.app, t.db, companyId, roleNames));
    const other = await buildCompany(t.db, { name: 'Other', isPersonioActive: true });
    await buildUser(t.db, { companyId: other.id, email: 'taken@other.test' });
    otherAdmin = (await signInRoles(t.app, t.db, other.id, ['ADMIN'])).cookies.ADMIN;
    state.employees = [
      {
        id: 1,
        email: 'ada@acme.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        hireDate: '2026-01-01',
        custom: { [group]: 'Pendler' },
      },
      { id: 2, email: 'bob@acme.test', firstName: 'Bob', lastName: 'Builder', custom: { [group]: 'Standard' } },
      {
        id: 3,
        email: 'Cleo@acme.test',
        firstName: 'Cleo',
        lastName: 'Patra',
        hireDate: '2099-02-01',
        custom: { [group]: 'Gold' },
      },
      { id: 4, email: 'taken@other.test', firstName: 'Tom', lastName: 'Taken' },
      { id: 5, email: 'twice@acme.test', firstName: 'Twi', lastName: 'Ce' },
      { id: 6, email: 'twice@acme.test', firstName: 'Twi', lastName: 'Ce' },
      { id: 7, email: null, firstName: 'No', lastName: 'Mail' },
      { id: 8, email: 'gone@acme.test', firstName: 'Gone', lastName: 'Already', status: 'inactive' },
    ];
  });

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const admin = () => cookies.ADMIN;
  const connectBody = {
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    budgetClassHeader: group,
    invitationMode: 'HIRE_DATE',
  };
  /** Starts a sync and waits for its run to settle. */
  async function sync(): Promise<PersonioRun> {
    const started = await call(admin(), 'POST', '/integrations/personio/sync');
    expect(started.statusCode, started.body).toBe(200);
    await t.app.deps.background.settle();
    const run = await call(admin(), 'GET', `/integrations/personio/runs/${started.json().id}`);
    return personioRunSchema.parse(run.json());
  }
  const sessionSaysPersonio = async () =>
    (await call(admin(), 'GET', '/auth/check')).json().user.company.isPersonioActive;
  const acmeUsers = () => t.db.select().from(users).where(eq(users.companyId, companyId));

  it('answers 401 without a session and 403 to the roles without the page', async () => {
    expectErrorResponse(await call(undefined, 'GET', '/integrations/personio'), 401, 'UNAUTHENTICATED');
    for (const role of ['USER', 'EXPENSE_CHECKER', 'ACCOUNTANT', 'GOD'] as const) {
      expectErrorResponse(await call(cookies[role], 'GET', '/integrations/personio'), 403, 'ACCESS_DENIED');
      expectErrorResponse(await call(cookies[role], 'POST', '/integrations/personio/sync'), 403, 'ACCESS_DENIED');
    }
  });

  it('refuses wrong credentials, bad input and a sync before connecting, and stores nothing', async () => {
    expectErrorResponse(
      await call(admin(), 'PUT', '/integrations/personio', { ...connectBody, clientSecret: 'wrong' }),
      409,
      'PERSONIO_UNAUTHORIZED',
    );
    expectErrorResponse(await call(admin(), 'PUT', '/integrations/personio', { clientId: '' }), 400, 'INVALID_INPUT');
    expectErrorResponse(
      await call(admin(), 'PUT', '/integrations/personio', { ...connectBody, invitationMode: 'LATER' }),
      400,
      'INVALID_INPUT',
    );
    expectErrorResponse(await call(admin(), 'POST', '/integrations/personio/sync'), 409, 'PERSONIO_NOT_CONNECTED');
    const read = personioIntegrationSchema.parse((await call(admin(), 'GET', '/integrations/personio')).json());
    expect(read).toMatchObject({ isEnabled: true, isActive: false, clientId: null });
    expect(await sessionSaysPersonio()).toBe(false);
  });

  it('tests the connection and offers the attributes for the budget group', async () => {
    const response = await call(cookies.ADMIN_LIGHT, 'POST', '/integrations/personio/test', {
      clientId: state.clientId,
      clientSecret: state.clientSecret,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ employees: 8 });
    expect(response.json().attributes).toContainEqual({ key: group, label: 'Mobility budget group' });
  });

  it('connects, previews without writing, then a first sync creates and a second is a no-op', async () => {
    const connected = await call(admin(), 'PUT', '/integrations/personio', connectBody);
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.json()).toMatchObject({ isActive: true, clientId: state.clientId, budgetClassHeader: group });
    expect(connected.body).not.toContain(state.clientSecret);
    expect(await sessionSaysPersonio()).toBe(true);

    const before = (await acmeUsers()).length;
    const preview = personioRunSchema.parse((await call(admin(), 'POST', '/integrations/personio/preview')).json());
    expect(preview).toMatchObject({
      kind: 'PREVIEW',
      status: 'DONE',
      counts: { created: 3, updated: 0, deactivated: 0 },
    });
    expect(preview.problems.map((p) => p.code).sort()).toEqual([
      'BUDGET_GROUP_UNKNOWN',
      'EMAIL_DUPLICATED',
      'EMAIL_MISSING',
      'EMAIL_OF_OTHER_COMPANY',
    ]);
    expect((await acmeUsers()).length).toBe(before);

    sent.length = 0;
    const first = await sync();
    expect(first).toMatchObject({ kind: 'APPLY', status: 'DONE', counts: { created: 3, problems: 4 } });
    const created = (await acmeUsers()).filter((user) => user.personioId !== null);
    expect(created.map((user) => [user.email, user.status]).sort()).toEqual([
      ['ada@acme.test', 'INVITED'],
      ['bob@acme.test', 'INVITED'],
      ['cleo@acme.test', 'CREATED'],
    ]);
    const cleo = created.find((user) => user.email === 'cleo@acme.test')!;
    // Hired in the future: invited on the hire date; the unknown group is not created.
    expect(cleo).toMatchObject({ scheduledInvitationDate: '2099-02-01', entryDate: '2099-02-01', budgetGroupId: null });
    expect(sent.map((mail) => mail.to).sort()).toEqual(['ada@acme.test', 'bob@acme.test']);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, 'user.create')));
    expect(events.filter((event) => (event.data as { source?: string }).source === 'Personio')).toHaveLength(3);

    const second = await sync();
    expect(second.counts).toMatchObject({ created: 0, updated: 0, deactivated: 0, unchanged: 3 });
  });

  it('runs one sync per company at a time, enforced by the database, and a stopped run does not block', async () => {
    const running = { companyId, kind: 'APPLY', trigger: 'MANUAL', status: 'RUNNING' } as const;
    const [held] = await t.db
      .insert(personioSyncRuns)
      .values({ ...running, startedAt: new Date() })
      .returning();
    // The database itself refuses a second running sync of the company (any process, any code path).
    await expect(t.db.insert(personioSyncRuns).values({ ...running, startedAt: new Date() })).rejects.toThrow();
    expectErrorResponse(await call(admin(), 'POST', '/integrations/personio/sync'), 409, 'PERSONIO_SYNC_RUNNING');

    // Asked many times at once (several tabs, several processes): one starts, the others are told.
    // The run that starts is held at Personio's first page, so it is still running when the last
    // call arrives however slowly the machine answers them.
    await t.db.update(personioSyncRuns).set({ status: 'DONE' }).where(eq(personioSyncRuns.id, held!.id));
    let release!: () => void;
    state.holdEmployees = new Promise((resolve) => (release = resolve));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(admin(), 'POST', '/integrations/personio/sync')),
    );
    state.holdEmployees = null;
    release();
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    await t.app.deps.background.settle();

    // A run whose process stopped half an hour ago is ended, so the next sync may start.
    const [stale] = await t.db
      .insert(personioSyncRuns)
      .values({ ...running, startedAt: new Date(Date.now() - 31 * 60 * 1000) })
      .returning();
    expect((await call(admin(), 'POST', '/integrations/personio/sync')).statusCode).toBe(200);
    await t.app.deps.background.settle();
    const [ended] = await t.db.select().from(personioSyncRuns).where(eq(personioSyncRuns.id, stale!.id));
    expect(ended).toMatchObject({ status: 'FAILED', error: 'The sync stopped without finishing.' });
  });

  it('updates a change of name or group, schedules a leaver, and leaves users kept by hand alone', async () => {
    const ada = state.employees.find((e) => e.id === 1)!;
    ada.lastName = 'King';
    ada.custom = { [group]: 'Standard' };
    state.employees = state.employees.filter((e) => e.id !== 2);
    const [cleo] = (await acmeUsers()).filter((user) => user.email === 'cleo@acme.test');
    const kept = await call(admin(), 'PATCH', `/integrations/personio/user/${cleo!.id}`, { managedByHand: true });
    expect(kept.json()).toEqual({ id: cleo!.id, managedByHand: true });
    state.employees.find((e) => e.id === 3)!.firstName = 'Cleopatra';

    const run = await sync();
    expect(run.counts).toMatchObject({ updated: 1, deactivated: 1 });
    expect(run.problems.map((p) => p.code)).toContain('MANAGED_BY_HAND');
    const now = await acmeUsers();
    expect(now.find((user) => user.email === 'ada@acme.test')).toMatchObject({ lastName: 'King' });
    const bob = now.find((user) => user.email === 'bob@acme.test')!;
    expect(bob.scheduledDeactivationDate).not.toBeNull();
    expect(bob.status).not.toBe('DEACTIVATED');
    expect(now.find((user) => user.email === 'cleo@acme.test')!.firstName).toBe('Cleo');
  });

  it('retries a 429 and ends a run cleanly on a 500, with nothing half-applied', async () => {
    state.tooManyRequests = 1;
    expect((await sync()).status).toBe('DONE');
    state.employees.push({ id: 9, email: 'new@acme.test', firstName: 'New', lastName: 'Hire' });
    state.failFromOffset = 0;
    const failed = await sync();
    expect(failed).toMatchObject({ status: 'FAILED', error: 'PERSONIO_UNAVAILABLE' });
    expect((await acmeUsers()).some((user) => user.email === 'new@acme.test')).toBe(false);
    state.failFromOffset = null;
    const runs = (await call(admin(), 'GET', '/integrations/personio/runs')).json().runs as PersonioRun[];
    expect(runs[0]).toMatchObject({ status: 'FAILED' });
  });

  it("keeps each company to its own: another company's run is not found", async () => {
    const runs = (await call(admin(), 'GET', '/integrations/personio/runs')).json().runs as PersonioRun[];
    expectErrorResponse(await call(otherAdmin, 'GET', `/integrations/personio/runs/${runs[0]!.id}`), 404, 'NOT_FOUND');
    const [someone] = await acmeUsers();
    expectErrorResponse(
      await call(otherAdmin, 'PATCH', `/integrations/personio/user/${someone!.id}`, { managedByHand: true }),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(await call(admin(), 'GET', `/integrations/personio/runs/${unknownId}`), 404, 'NOT_FOUND');
  });

  it('stops when the operator disables Personio, and disconnecting keeps the users', async () => {
    await t.db.update(companies).set({ isPersonioActive: false }).where(eq(companies.id, companyId));
    expectErrorResponse(await call(admin(), 'POST', '/integrations/personio/sync'), 409, 'PERSONIO_NOT_ENABLED');
    await t.db.update(companies).set({ isPersonioActive: true }).where(eq(companies.id, companyId));
    const count = (await acmeUsers()).length;
    const off = await call(admin(), 'DELETE', '/integrations/personio');
    expect(off.json()).toMatchObject({ isActive: false });
    // The users page warns that Personio keeps the users only while it is connected.
    expect(await sessionSaysPersonio()).toBe(false);
    expect((await acmeUsers()).length).toBe(count);
  });
});
