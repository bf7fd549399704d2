import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CallDefinition, errorStatusesOf, noLicences, roleNames, rolesGrantedBy } from '@mobilo/contract';
import { servedCalls } from '../modules';
import { buildCompany, enableGermanyTicket, enableHomeCharging, signInRoles } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { setFeatureFlag } from '../modules/flags/feature-flags.service';
import { setLicences } from '../modules/licences/licences.service';
import { routesOutsideContract } from './routes-outside-contract';

const t = useTestApp();
const key = (method: string, url: string) => `${method} ${url}`;
const name = (call: CallDefinition) => key(call.method, call.path);

/** A request that reaches the call's route: any text fills a path parameter. */
function requestOf(call: CallDefinition, cookie: string | null) {
  const url = call.path.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());
  const payload = call.body ? {} : undefined;
  return t.app.inject({ method: call.method, url, payload, headers: cookie ? { cookie } : {} });
}

describe('the calls the module manifest names', () => {
  it('names every call once', () => {
    expect(new Set(servedCalls.map(name)).size).toBe(servedCalls.length);
  });

  it('registers a route for every call and has a call for every route but the listed ones outside the contract', () => {
    const registered = new Map(t.app.apiRoutes.map((r) => [key(r.method, r.url), r]));
    for (const call of servedCalls) expect(registered.get(name(call))?.call, name(call)).toBe(call);
    // A route from a call list that no module names in the manifest would escape these tests.
    const served = new Set(servedCalls);
    for (const r of t.app.apiRoutes) if (r.call) expect(served.has(r.call), key(r.method, r.url)).toBe(true);
    const withoutCall = t.app.apiRoutes.filter((r) => r.call === null).map((r) => key(r.method, r.url));
    expect(withoutCall.sort()).toEqual(Object.keys(routesOutsideContract).sort());
  });

  it('documents every call in the OpenAPI document with the error statuses its definition implies', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; tags?: string[] }>>;
    };
    for (const call of servedCalls) {
      const operation = document.paths[call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(operation, name(call)).toBeDefined();
      const statuses = Object.keys(operation!.responses).map(Number);
      expect(statuses, name(call)).toEqual(expect.arrayContaining(errorStatusesOf(call)));
      expect(operation!.tags, name(call)).toEqual([...call.tags]);
    }
  });
});

describe('role × call', () => {
  let cookies: Record<string, string>;
  beforeAll(async () => {
    const company = await buildCompany(t.db);
    // A module whose licence or flag is off answers 403 to every role; here only the role may refuse.
    await enableGermanyTicket(t.db, company.id);
    await enableHomeCharging(t.db, company.id);
    await setLicences(t.db, company.id, {
      ...noLicences,
      benefit: 'PROFESSIONAL',
      germanyTicket: 'FULL',
      deals: true,
      homeCharging: true,
      card: true,
    });
    await setFeatureFlag(t.db, company.id, 'CARD', true);
    await setFeatureFlag(t.db, company.id, 'CARD_PAYROLL_EXPORT', true);
    ({ cookies } = await signInRoles(t.app, t.db, company.id, roleNames));
  });

  it('asks for a session on every call that is not public', async () => {
    for (const call of servedCalls) {
      const response = await requestOf(call, null);
      const publicStatus = call.refusesUntil
        ? expect.not.toSatisfy((s: number) => s === 401)
        : expect.not.toSatisfy((s: number) => s === 401 || s === 403);
      expect({ call: name(call), status: response.statusCode }).toEqual({
        call: name(call),
        status: call.access.kind === 'public' ? publicStatus : 401,
      });
    }
  });

  it.each(roleNames)('answers 403 to %s exactly on the calls its role does not grant', async (role) => {
    // A call that refuses everybody until something exists says so; its module's tests cover it.
    for (const call of servedCalls.filter((c) => c.access.kind !== 'public' && !c.refusesUntil)) {
      const status = (await requestOf(call, cookies[role]!)).statusCode;
      const granted = rolesGrantedBy(call.access).includes(role);
      expect({ call: name(call), granted, status }).toEqual({
        call: name(call),
        granted,
        status: granted ? expect.not.toSatisfy((s: number) => s === 401 || s === 403) : 403,
      });
    }
  });
});
