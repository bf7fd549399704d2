import { beforeAll, describe, expect, it } from 'vitest';
import { budgetGroupSchema, errorResponseSchema, type RoleName } from '@mobilo/contract';
import { buildBudgetGroup, buildCompany, buildTaxBuckets, buildUser, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditEvents } from '../../db/schema/audit-events';

const t = useTestApp();

const allowedRoles = ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'] as const;
const refusedRoles = ['EXPENSE_CHECKER', 'ACCOUNTANT', 'USER'] as const;

function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = errorResponseSchema.parse(response.json());
  expect(body.reason.errorCode).toBe(code);
  return body;
}

const emptyLists = {
  companyMobilityTypes: [],
  companyNetWageMobilityTypes: [],
  abroadCompanyNetWageMobilityTypes: [],
  privateMobilityTypes: [],
  privateNetWageMobilityTypes: [],
  abroadPrivateNetWageMobilityTypes: [],
};
const newGroup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Commuters',
  budget: '75.50',
  overflowInterval: [6, 12],
  ...emptyLists,
  companyMobilityTypes: ['GERMANY_TICKET', 'TAXI'],
  companyNetWageMobilityTypes: ['GERMANY_TICKET'],
  ...overrides,
});

describe('budget group routes', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let otherGroupId: string;
  let otherCookie: string;

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Acme' })).id;
    await buildTaxBuckets(t.db, companyId, { tax13Active: true });
    ({ cookies } = await signInRoles(t.app, t.db, companyId, [...allowedRoles, ...refusedRoles]));
    const other = await buildCompany(t.db, { name: 'Other' });
    otherGroupId = (await buildBudgetGroup(t.db, other.id, { name: 'Theirs' })).id;
    otherCookie = (await signInRoles(t.app, t.db, other.id, ['ADMIN'])).cookies.ADMIN;
  });

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

  it('takes the budget as a JSON number with at most two decimals, and refuses one it would round', async () => {
    const created = await call(
      cookies.ADMIN,
      'POST',
      '/api/v3/budgetclass',
      newGroup({ name: 'As number', budget: 50 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(budgetGroupSchema.parse(created.json()).budget).toBe('50.00');
    expectError(
      await call(cookies.ADMIN, 'POST', '/api/v3/budgetclass', newGroup({ name: 'Rounded', budget: 12.345 })),
      400,
      'INVALID_INPUT',
    );
  });

  describe('who may', () => {
    it('answers 401 without a session', async () => {
      expectError(await call(undefined, 'GET', '/api/v3/budgetclass'), 401, 'UNAUTHENTICATED');
    });

    it.each(allowedRoles)('%s may list, create and read', async (role) => {
      const created = await call(cookies[role], 'POST', '/api/v3/budgetclass', newGroup({ name: `Group of ${role}` }));
      expect(created.statusCode).toBe(200);
      const group = budgetGroupSchema.parse(created.json());
      expect(group).toMatchObject({
        name: `Group of ${role}`,
        budget: '75.50',
        overflowIntervalKey: 'HALF_YEARLY',
        usersCount: 0,
      });
      expect((await call(cookies[role], 'GET', `/api/v3/budgetclass/${group.id}`)).statusCode).toBe(200);
      const list = await call(cookies[role], 'GET', '/api/v3/budgetclass');
      expect(list.json().map((g: { name: string }) => g.name)).toContain(`Group of ${role}`);
    });

    it.each(refusedRoles)('%s gets 403 on every call', async (role) => {
      const group = await buildBudgetGroup(t.db, companyId);
      const calls: [Parameters<typeof call>[1], string, unknown?][] = [
        ['GET', '/api/v3/budgetclass'],
        ['POST', '/api/v3/budgetclass', newGroup()],
        ['GET', '/api/v3/budgetclass/allowedMobilityTypes'],
        ['GET', `/api/v3/budgetclass/${group.id}`],
        ['PATCH', `/api/v3/budgetclass/${group.id}`, { newName: 'x' }],
        ['DELETE', `/budgetclass/${group.id}`],
        ['PUT', `/budgetclass/${group.id}`, { userIds: [group.id] }],
        ['DELETE', `/budgetclass/user/${group.id}`],
        ['GET', '/settings/taxbudget'],
      ];
      for (const [method, url, payload] of calls) {
        expectError(await call(cookies[role], method, url, payload), 403, 'ACCESS_DENIED');
      }
    });

    it("answers 404 for another company's group and user", async () => {
      const member = await buildUser(t.db, { companyId });
      const admin = otherCookie;
      const ownGroup = await buildBudgetGroup(t.db, companyId);
      expectError(await call(admin, 'GET', `/api/v3/budgetclass/${ownGroup.id}`), 404, 'NOT_FOUND');
      expectError(
        await call(admin, 'PATCH', `/api/v3/budgetclass/${ownGroup.id}`, { newName: 'Mine' }),
        404,
        'NOT_FOUND',
      );
      expectError(await call(admin, 'DELETE', `/budgetclass/${ownGroup.id}`), 404, 'NOT_FOUND');
      expectError(await call(admin, 'PUT', `/budgetclass/${otherGroupId}`, { userIds: [member.id] }), 404, 'NOT_FOUND');
      expectError(await call(admin, 'DELETE', `/budgetclass/user/${member.id}`), 404, 'NOT_FOUND');
      expectError(await call(cookies.ADMIN, 'GET', `/api/v3/budgetclass/${otherGroupId}`), 404, 'NOT_FOUND');
    });
  });

  describe('bad input', () => {
    it.each([
      ['an empty name', { name: '   ' }, 'body.name'],
      ['an over-long name', { name: 'x'.repeat(101) }, 'body.name'],
      ['a budget that is not a number', { budget: 'ten' }, 'body.budget'],
      ['a negative budget', { budget: '-5.00' }, 'body.budget'],
      ['a budget with three decimals', { budget: '1.234' }, 'body.budget'],
      ['an unknown mobility type', { companyMobilityTypes: ['HOVERCRAFT'] }, 'body.companyMobilityTypes.0'],
      ['a month out of range', { overflowInterval: [13] }, 'body.overflowInterval.0'],
      ['three expiry months', { overflowInterval: [3, 6, 9] }, 'body.overflowInterval'],
      ['an unknown field', { colour: 'red' }, 'body.colour'],
    ])('refuses %s with 400', async (_name, overrides, parameter) => {
      const body = expectError(
        await call(cookies.ADMIN, 'POST', '/api/v3/budgetclass', newGroup(overrides)),
        400,
        'INVALID_INPUT',
      );
      expect(body.reason.parameter).toBe(parameter);
    });

    it('refuses a net-wage type whose regular type is not picked', async () => {
      const response = await call(
        cookies.ADMIN,
        'POST',
        '/api/v3/budgetclass',
        newGroup({ companyNetWageMobilityTypes: ['COMMUTER_TRAIN'] }),
      );
      expect(expectError(response, 400, 'MOBILITY_TYPE_NOT_ALLOWED').reason.parameter).toBe('COMMUTER_TRAIN');
    });

    it('refuses a net-wage type that is not capable', async () => {
      const response = await call(
        cookies.ADMIN,
        'POST',
        '/api/v3/budgetclass',
        newGroup({ companyNetWageMobilityTypes: ['TAXI'] }),
      );
      expect(expectError(response, 400, 'MOBILITY_TYPE_NOT_ALLOWED').reason.parameter).toBe('TAXI');
    });

    it('refuses a PATCH with two fields or none', async () => {
      const group = await buildBudgetGroup(t.db, companyId);
      expectError(
        await call(cookies.ADMIN, 'PATCH', `/api/v3/budgetclass/${group.id}`, { newName: 'a', newBudget: '1' }),
        400,
        'INVALID_INPUT',
      );
      expectError(await call(cookies.ADMIN, 'PATCH', `/api/v3/budgetclass/${group.id}`, {}), 400, 'INVALID_INPUT');
    });

    it('refuses a name that another group has', async () => {
      await buildBudgetGroup(t.db, companyId, { name: 'Taken' });
      expectError(
        await call(cookies.ADMIN, 'POST', '/api/v3/budgetclass', newGroup({ name: 'taken' })),
        409,
        'BUDGET_GROUP_NAME_TAKEN',
      );
    });
  });

  describe('editing one field at a time', () => {
    it('changes name, budget and interval and records each change', async () => {
      const group = await buildBudgetGroup(t.db, companyId);
      const url = `/api/v3/budgetclass/${group.id}`;
      expect((await call(cookies.ADMIN, 'PATCH', url, { newName: 'Renamed' })).json().name).toBe('Renamed');
      expect((await call(cookies.ADMIN, 'PATCH', url, { newBudget: '120' })).json().budget).toBe('120.00');
      const interval = (await call(cookies.ADMIN, 'PATCH', url, { newOverflowInterval: [12, 3, 9, 6] })).json();
      expect(interval).toMatchObject({ overflowInterval: [3, 6, 9, 12], overflowIntervalKey: 'QUARTERLY' });
      const events = (await t.db.select().from(auditEvents)).filter((e) => e.subjectId === group.id);
      expect(events.map((e) => e.action)).toEqual(['budgetGroup.update', 'budgetGroup.update', 'budgetGroup.update']);
    });

    it('unchecking a regular type removes it from both net-wage lists of that purpose', async () => {
      const group = await buildBudgetGroup(t.db, companyId, {
        companyMobilityTypes: ['GERMANY_TICKET', 'COMMUTER_TRAIN'],
        companyNetWageMobilityTypes: ['GERMANY_TICKET', 'COMMUTER_TRAIN'],
        abroadCompanyNetWageMobilityTypes: ['GERMANY_TICKET'],
        privateMobilityTypes: ['GERMANY_TICKET'],
        privateNetWageMobilityTypes: ['GERMANY_TICKET'],
      });
      const response = await call(cookies.ADMIN, 'PATCH', `/api/v3/budgetclass/${group.id}`, {
        newCompanyMobilityTypes: ['COMMUTER_TRAIN'],
      });
      expect(response.json()).toMatchObject({
        companyMobilityTypes: ['COMMUTER_TRAIN'],
        companyNetWageMobilityTypes: ['COMMUTER_TRAIN'],
        abroadCompanyNetWageMobilityTypes: [],
        privateNetWageMobilityTypes: ['GERMANY_TICKET'],
      });
    });

    it('saves a net-wage list when the regular types are picked', async () => {
      const group = await buildBudgetGroup(t.db, companyId, {
        privateMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT', 'RAIL_CARD'],
      });
      const url = `/api/v3/budgetclass/${group.id}`;
      const ok = await call(cookies.ADMIN, 'PATCH', url, {
        newAbroadPrivateNetWageMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT'],
      });
      expect(ok.json().abroadPrivateNetWageMobilityTypes).toEqual(['LOCAL_PUBLIC_TRANSPORT']);
      // A rail card is net-wage capable for the commute only.
      expectError(
        await call(cookies.ADMIN, 'PATCH', url, { newPrivateNetWageMobilityTypes: ['RAIL_CARD'] }),
        400,
        'MOBILITY_TYPE_NOT_ALLOWED',
      );
    });
  });

  describe('members', () => {
    it('assigns users, moving them from their group, and removes one', async () => {
      const from = await buildBudgetGroup(t.db, companyId);
      const to = await buildBudgetGroup(t.db, companyId);
      const anna = await buildUser(t.db, { companyId, firstName: 'Anna', lastName: 'A', budgetGroupId: from.id });
      const bert = await buildUser(t.db, { companyId, firstName: 'Bert', lastName: 'B' });
      const assigned = await call(cookies.ADMIN_LIGHT, 'PUT', `/budgetclass/${to.id}`, { userIds: [anna.id, bert.id] });
      expect(assigned.json()).toMatchObject({ usersCount: 2, users: [{ firstName: 'Anna' }, { firstName: 'Bert' }] });
      expect((await call(cookies.ADMIN, 'GET', `/api/v3/budgetclass/${from.id}`)).json().usersCount).toBe(0);

      const removed = await call(cookies.CARD_ADMIN, 'DELETE', `/budgetclass/user/${anna.id}`);
      expect(removed.json()).toMatchObject({ id: to.id, usersCount: 1, users: [{ firstName: 'Bert' }] });
      expectError(await call(cookies.ADMIN, 'DELETE', `/budgetclass/user/${anna.id}`), 404, 'NOT_FOUND');
    });

    it('refuses to assign a deactivated user and writes nothing', async () => {
      const group = await buildBudgetGroup(t.db, companyId);
      const active = await buildUser(t.db, { companyId });
      const gone = await buildUser(t.db, { companyId, status: 'DEACTIVATED' });
      expectError(
        await call(cookies.ADMIN, 'PUT', `/budgetclass/${group.id}`, { userIds: [active.id, gone.id] }),
        409,
        'USER_ALREADY_DEACTIVATED',
      );
      expect((await call(cookies.ADMIN, 'GET', `/api/v3/budgetclass/${group.id}`)).json().usersCount).toBe(0);
    });

    it('deletes a group, its members keep their accounts without a group', async () => {
      const group = await buildBudgetGroup(t.db, companyId, { name: 'Short-lived' });
      const member = await buildUser(t.db, { companyId, budgetGroupId: group.id });
      expect((await call(cookies.ADMIN, 'DELETE', `/budgetclass/${group.id}`)).json()).toEqual({
        id: group.id,
        name: 'Short-lived',
      });
      expectError(await call(cookies.ADMIN, 'GET', `/api/v3/budgetclass/${group.id}`), 404, 'NOT_FOUND');
      expectError(await call(cookies.ADMIN, 'DELETE', `/budgetclass/user/${member.id}`), 404, 'NOT_FOUND');
    });
  });

  describe('allowed mobility types and tax buckets', () => {
    it('offers net-wage lists to a professional admin of a German company with TAX13 active', async () => {
      const body = (await call(cookies.ADMIN, 'GET', '/api/v3/budgetclass/allowedMobilityTypes')).json();
      expect(body).toMatchObject({ package: 'STANDARD', netWageAvailable: true });
      expect(body.companyMobilityTypes).toHaveLength(18);
      expect(body.privateNetWageCapableTypes).toEqual([
        'LOCAL_PUBLIC_TRANSPORT',
        'GROUP_TICKET',
        'GERMANY_TICKET',
        'COMMUTER_TRAIN',
      ]);
    });

    it('the Unlimited package offers public transport only and refuses other types', async () => {
      const company = await buildCompany(t.db, { package: 'UNLIMITED', country: 'AT' });
      await buildTaxBuckets(t.db, company.id, { tax13Active: true });
      const { cookies: own } = await signInRoles(t.app, t.db, company.id, ['ADMIN']);
      const body = (await call(own.ADMIN, 'GET', '/api/v3/budgetclass/allowedMobilityTypes')).json();
      expect(body).toMatchObject({ package: 'UNLIMITED', netWageAvailable: false });
      expect(body.companyMobilityTypes).not.toContain('TAXI');
      const refused = await call(
        own.ADMIN,
        'POST',
        '/api/v3/budgetclass',
        newGroup({ companyNetWageMobilityTypes: [] }),
      );
      expect(expectError(refused, 400, 'MOBILITY_TYPE_NOT_ALLOWED').reason.parameter).toBe('TAXI');
      const netWage = await call(
        own.ADMIN,
        'POST',
        '/api/v3/budgetclass',
        newGroup({ companyMobilityTypes: ['GERMANY_TICKET'] }),
      );
      expectError(netWage, 400, 'NET_WAGE_NOT_AVAILABLE');
    });

    it('lists the tax buckets read-only: no call writes them', async () => {
      const list = async () => {
        const response = await call(cookies.CARD_ADMIN, 'GET', '/settings/taxbudget');
        expect(response.statusCode).toBe(200);
        return response.json() as { id: string; taxBudgetType: string; isActive: boolean; bsNr: number }[];
      };
      const before = await list();
      expect(before.map((b) => b.taxBudgetType).sort()).toEqual(['FLAT_15', 'TAX13', 'TAXABLE', 'TAX_FREE']);
      const tax13 = before.find((b) => b.taxBudgetType === 'TAX13')!;
      expect(tax13).toMatchObject({ isActive: true, bsNr: 3 });

      const change = { ...tax13, isActive: false, bsNr: 9 };
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        for (const url of ['/settings/taxbudget', `/settings/taxbudget/${tax13.id}`]) {
          const answer = await call(cookies.ADMIN, method, url, method === 'DELETE' ? undefined : change);
          expect(answer.statusCode, `${method} ${url}`).toBe(404);
          expect(errorResponseSchema.parse(answer.json()).reason.errorCode).toBe('ROUTE_NOT_FOUND');
        }
      }
      expect(await list()).toEqual(before);
    });
  });
});
