import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminBookingSchema,
  budgetGroupSchema,
  errorResponseSchema,
  managedUserSchema,
  type RoleName,
} from '@mobilo/contract';
import { budgetGroups } from '../db/schema/budget-groups';
import { germanyTicketBookings } from '../db/schema/germany-tickets';
import { users } from '../db/schema/users';
import { roles } from '../db/schema/roles';
import { buildBudgetGroup, buildCompany, buildUser, enableGermanyTicket, signInRoles } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({}, { clock: () => new Date('2026-11-05T09:00:00Z') });

type Response = { statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown };
function currentOfStale(response: Response) {
  const body = errorResponseSchema.parse(response.json());
  expect({ status: response.statusCode, code: body.reason.errorCode }, response.body).toEqual({
    status: 409,
    code: 'CONFLICT_STALE_VERSION',
  });
  return body.reason.parameter;
}

/** Users, budget groups and bookings follow the expenses' versions (docs/adr/0022). */
describe('versioned users, budget groups and bookings', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let groupId: string;
  let userRoleId: string;

  const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers: { ...headers, cookie: cookies.ADMIN } });

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Versioned GmbH', defaultUserType: 'PROFESSIONAL' })).id;
    await enableGermanyTicket(t.db, companyId);
    ({ cookies } = await signInRoles(t.app, t.db, companyId, ['ADMIN']));
    groupId = (await buildBudgetGroup(t.db, companyId, { name: 'Standard' })).id;
    const [role] = await t.db.select().from(roles).where(eq(roles.name, 'USER'));
    userRoleId = role!.id;
  });

  it("refuses a stale edit of a user with the user's current data, and takes If-Match and no version", async () => {
    const user = await buildUser(t.db, { companyId, firstName: 'Erika', budgetGroupId: groupId });
    const read = await call('GET', `/user/${user.id}`);
    expect(read.headers.etag).toBe('"1"');
    const fields = {
      firstName: 'Erika',
      lastName: 'Muster',
      email: user.email,
      roleId: userRoleId,
      personalNumber: null,
      userType: 'PROFESSIONAL',
      budgetClassId: groupId,
      budget: null,
      budgetOverflowStarts: null,
      culture: 'de',
      timezone: 'Europe/Berlin',
      additionalSalaryInformation: null,
    };
    const first = await call('PUT', `/user/${user.id}`, { ...fields, lastName: 'First', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    const current = managedUserSchema.parse(
      currentOfStale(await call('PUT', `/user/${user.id}`, { ...fields, lastName: 'Second' }, { 'if-match': '"1"' })),
    );
    expect(current).toMatchObject({ lastName: 'First', version: 2 });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect({ lastName: row!.lastName, version: row!.version }).toEqual({ lastName: 'First', version: 2 });
    const unnamed = await call('PUT', `/user/${user.id}`, { ...fields, lastName: 'Third' });
    expect(managedUserSchema.parse(unnamed.json())).toMatchObject({ lastName: 'Third', version: 3 });
    currentOfStale(await call('PATCH', `/user/${user.id}/deactivate`, { reason: 'LEFT_COMPANY', version: 2 }));
  });

  it('refuses a stale change of a budget group, one field per call as before', async () => {
    const group = await buildBudgetGroup(t.db, companyId, { name: 'Pendler' });
    const read = budgetGroupSchema.parse((await call('GET', `/api/v3/budgetclass/${group.id}`)).json());
    expect(read.version).toBe(1);
    const renamed = await call('PATCH', `/api/v3/budgetclass/${group.id}`, { newName: 'Pendler Nord', version: 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.headers.etag).toBe('"2"');
    const stale = await call('PATCH', `/api/v3/budgetclass/${group.id}`, { newBudget: '80.00', version: 1 });
    expect(budgetGroupSchema.parse(currentOfStale(stale))).toMatchObject({ name: 'Pendler Nord', version: 2 });
    const [row] = await t.db.select().from(budgetGroups).where(eq(budgetGroups.id, group.id));
    expect(row!.budget).not.toBe('80.00');
    const two = await call('PATCH', `/api/v3/budgetclass/${group.id}`, { newName: 'X', newBudget: '80.00' });
    expect(two.statusCode).toBe(400);
  });

  it('refuses a decision on a booking that changed meanwhile', async () => {
    const user = await buildUser(t.db, { companyId, budgetGroupId: groupId });
    const [booking] = await t.db
      .insert(germanyTicketBookings)
      .values({ companyId, userId: user.id, status: 'REQUESTED', startMonth: '2026-12', requestedAt: new Date() })
      .returning();
    const approved = await call('PATCH', `/api/v3/bookings/${booking!.id}/approve`, undefined, { 'if-match': '"1"' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(adminBookingSchema.parse(approved.json())).toMatchObject({ status: 'ORDERED', version: 2 });
    const stale = await call('PATCH', `/api/v3/bookings/${booking!.id}/decline`, { reason: 'Too late', version: 1 });
    expect(adminBookingSchema.parse(currentOfStale(stale))).toMatchObject({ status: 'ORDERED', version: 2 });
    const [row] = await t.db.select().from(germanyTicketBookings).where(eq(germanyTicketBookings.id, booking!.id));
    expect({ status: row!.status, declineReason: row!.declineReason }).toEqual({
      status: 'ORDERED',
      declineReason: null,
    });
  });
});
