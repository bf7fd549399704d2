import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { RoleName } from '@mobilo/contract';
import { buildApp } from '../../app';
import { createDb, type DbHandle } from '../../db/client';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { buildCompany, buildUser, sessionCookieOf, signIn } from '../../../test/factories';
import { queryRecorder, type TestContext, useTestApp } from '../../../test/test-app';
import { SessionCache } from './session-cache';

/**
 * A kept session is refused or read again after every change of what it holds: at once in the
 * process that made the change, once the notification arrives in another (docs/adr/0030).
 */
const t = useTestApp();
const onServer = inject('testDatabase').kind === 'postgres';
/** Another process's change is seen within milliseconds; a busy machine gets far more. */
const arrival = { timeout: 60_000, interval: 10 };

const get = (app: FastifyInstance, cookie: string, url = '/auth/check') =>
  app.inject({ method: 'GET', url, headers: { cookie } });

async function roleId(db: TestContext['db'], name: RoleName) {
  const [role] = await db.select({ id: roles.id, rights: roles.rights }).from(roles).where(eq(roles.name, name));
  return role!;
}

/** A new session of a new user, kept by `app`'s cache: its second call reads no session. */
async function keptSession(context: Pick<TestContext, 'queriesOf'>, app: FastifyInstance, role: RoleName = 'USER') {
  const user = await buildUser(t.db, { companyId: companyIdOf.id, role });
  const cookie = await signIn(app, user.email);
  expect((await get(app, cookie)).statusCode).toBe(200);
  const queries = await context.queriesOf(async () => expect((await get(app, cookie)).statusCode).toBe(200));
  expect(queries).toEqual([]);
  return { user, cookie };
}

const companyIdOf = { id: '' };
let adminCookie: string;

beforeAll(async () => {
  companyIdOf.id = (await buildCompany(t.db)).id;
  const admin = await buildUser(t.db, { companyId: companyIdOf.id, role: 'ADMIN' });
  adminCookie = await signIn(t.app, admin.email);
});

/** The changes a kept session must follow, each made by the first app (or its database handle). */
const changes: {
  name: string;
  role?: RoleName;
  url?: string;
  change: (user: { id: string }, cookie: string) => Promise<void>;
  expected: number;
}[] = [
  {
    name: 'its sign-out',
    change: async (_user, cookie) => {
      expect((await get(t.app, cookie, '/auth/logout')).statusCode).toBeLessThan(400);
    },
    expected: 401,
  },
  {
    name: 'the deactivation of its user by an admin',
    change: async (user) => {
      const answer = await t.app.inject({
        method: 'PATCH',
        url: `/user/${user.id}/deactivate`,
        headers: { cookie: adminCookie },
        payload: { reason: 'LEFT_COMPANY' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    },
    expected: 401,
  },
  {
    name: 'the deletion of its user',
    change: async (user) => {
      await t.db.delete(users).where(eq(users.id, user.id));
    },
    expected: 401,
  },
  {
    name: 'a change of its role',
    url: '/role',
    change: async (user) => {
      await t.db
        .update(users)
        .set({ roleId: (await roleId(t.db, 'ADMIN')).id })
        .where(eq(users.id, user.id));
    },
    expected: 200,
  },
];

describe('kept sessions in the process that changes them', () => {
  for (const { name, role, url, change, expected } of changes) {
    it(`answers from the database at once after ${name}`, async () => {
      const { user, cookie } = await keptSession(t, t.app, role);
      await change(user, cookie);
      expect((await get(t.app, cookie, url)).statusCode).toBe(expected);
    });
  }

  it("follows a change of the role's rights", async () => {
    const { cookie } = await keptSession(t, t.app, 'ADMIN');
    expect((await get(t.app, cookie, '/role')).statusCode).toBe(200);
    const admin = await roleId(t.db, 'ADMIN');
    const withoutUsers = admin.rights.filter((right) => right !== 'CAN_MANAGE_USERS');
    await t.db.update(roles).set({ rights: withoutUsers }).where(eq(roles.id, admin.id));
    try {
      expect((await get(t.app, cookie, '/role')).statusCode).toBe(403);
    } finally {
      await t.db.update(roles).set({ rights: admin.rights }).where(eq(roles.id, admin.id));
    }
    expect((await get(t.app, cookie, '/role')).statusCode).toBe(200);
  });

  it("follows a support account's switch of company: the old session is gone, the new one is the company's", async () => {
    const customer = await buildCompany(t.db, { name: 'Cached Customer AG' });
    const support = await buildUser(t.db, { companyId: companyIdOf.id, role: 'ADMIN', isSupportUser: true });
    const homeCookie = await signIn(t.app, support.email);
    await get(t.app, homeCookie);
    expect((await get(t.app, homeCookie)).json()).toMatchObject({ user: { company: { id: companyIdOf.id } } });
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/v3/support/company',
      headers: { cookie: homeCookie },
      payload: { companyId: customer.id },
    });
    expect(switched.statusCode).toBe(200);
    expect((await get(t.app, homeCookie)).statusCode).toBe(401);
    const cookie = sessionCookieOf(switched);
    expect((await get(t.app, cookie)).json()).toMatchObject({ user: { company: { id: customer.id } } });
    // The account stops being a support account: its session is the own company's again.
    await t.db.update(users).set({ isSupportUser: false }).where(eq(users.id, support.id));
    expect((await get(t.app, cookie)).json()).toMatchObject({ user: { company: { id: companyIdOf.id } } });
  });
});

describe.skipIf(!onServer)('kept sessions in another process on the same database', () => {
  let other: { handle: DbHandle; app: FastifyInstance; cache: SessionCache };
  const otherQueries = queryRecorder();

  beforeAll(async () => {
    const url = (t.handle.jobBackend as { url: string }).url;
    const handle = await createDb({ url, onQuery: otherQueries.onQuery });
    const cache = new SessionCache(handle.notifications);
    const app = await buildApp({ config: t.config, db: handle.db, logger: false, sessionCache: cache });
    await app.ready();
    other = { handle, app, cache };
  });

  afterAll(async () => {
    await other?.app.close();
    await other?.handle.close();
  });

  for (const { name, role, url, change, expected } of changes) {
    it(`answers from the database once the notification of ${name} arrives`, async () => {
      const { user, cookie } = await keptSession(otherQueries, other.app, role);
      await change(user, cookie);
      await vi.waitFor(async () => expect((await get(other.app, cookie, url)).statusCode).toBe(expected), arrival);
    });
  }
});

describe.skipIf(!onServer)('the listener lost', () => {
  it('serves nothing kept once the loss is noticed, and keeps sessions again after listening again', async () => {
    const cache = t.sessionCache!;
    const { user, cookie } = await keptSession(t, t.app);
    const losses = cache.losses;
    // Another connection deactivates the user while the listener's backend is ended: the
    // notification goes nowhere, so only the loss can stop the kept row from being served.
    const url = (t.handle.jobBackend as { url: string }).url;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE users SET status = 'DEACTIVATED' WHERE id = $1`, [user.id]);
      const { rows } = await client.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid, 30000) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'mobilo-listener'`,
      );
      // The other process's listener of the describe before may still be leaving.
      expect(rows.some((row) => row.ended)).toBe(true);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    await vi.waitFor(() => expect(cache.losses).toBe(losses + 1), arrival);
    const refused = await get(t.app, cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ reason: { errorCode: 'USER_DEACTIVATED' } });
    await vi.waitFor(() => expect(cache.live).toBe(true), arrival);
    await keptSession(t, t.app);
  });
});
