import { beforeAll, describe, expect, it } from 'vitest';
import { cardPayoutPlanSchema, noLicences, type RoleName } from '@mobilo/contract';
import { buildBudgetGroup, buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { setLicences } from '../licences/licences.service';

const t = useTestApp();
const unknownId = '00000000-0000-4000-8000-000000000000';

async function cardCompany(options: { licence?: boolean; flag?: boolean } = {}) {
  const company = await buildCompany(t.db);
  await setLicences(t.db, company.id, { ...noLicences, benefit: 'PROFESSIONAL', card: options.licence ?? true });
  await setFeatureFlag(t.db, company.id, 'CARD', options.flag ?? true);
  const { cookies } = await signInRoles(t.app, t.db, company.id, ['CARD_ADMIN', 'ADMIN'] as RoleName[]);
  return { company, cookie: cookies.CARD_ADMIN!, admin: cookies.ADMIN! };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
  headers = {},
) => t.app.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

const mobilityList = { name: 'Mobility', merchantCategoryCodes: ['4111', '4121', '4111'], merchantNames: ['Nextbike'] };

describe('/api/v3/card/whitelists', () => {
  let acme: Awaited<ReturnType<typeof cardCompany>>;
  beforeAll(async () => {
    acme = await cardCompany();
  });

  it('answers 401 without a session and 403 to an admin who is not the card admin', async () => {
    expectErrorResponse(await call('GET', '/api/v3/card/whitelists'), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await call('GET', '/api/v3/card/whitelists', acme.admin), 403, 'ACCESS_DENIED');
  });

  it('answers 403 without the card licence or the card flag', async () => {
    const unlicensed = await cardCompany({ licence: false });
    expectErrorResponse(await call('GET', '/api/v3/card/whitelists', unlicensed.cookie), 403, 'CARD_NOT_LICENSED');
    const flagOff = await cardCompany({ flag: false });
    expectErrorResponse(
      await call('POST', '/api/v3/card/whitelists', flagOff.cookie, mobilityList),
      403,
      'FEATURE_DISABLED',
    );
  });

  it('answers 400 for an empty list, a code that is not four digits and an unknown field', async () => {
    const bad = [
      { ...mobilityList, merchantCategoryCodes: [], merchantNames: [] },
      { ...mobilityList, merchantCategoryCodes: ['41'] },
      { ...mobilityList, colour: 'red' },
    ];
    for (const body of bad)
      expectErrorResponse(await call('POST', '/api/v3/card/whitelists', acme.cookie, body), 400, 'INVALID_INPUT');
  });

  it('creates a list once per name, edits it by version and refuses a stale version with the current list', async () => {
    const created = await call('POST', '/api/v3/card/whitelists', acme.cookie, mobilityList);
    expect(created.statusCode).toBe(200);
    const list = created.json();
    expect(list).toMatchObject({
      name: 'Mobility',
      merchantCategoryCodes: ['4111', '4121'],
      merchantNames: ['Nextbike'],
      planCount: 0,
      isDeletable: true,
      version: 1,
    });
    expectErrorResponse(
      await call('POST', '/api/v3/card/whitelists', acme.cookie, mobilityList),
      409,
      'CARD_ALLOWED_LIST_NAME_TAKEN',
    );
    const edited = await call('PUT', `/api/v3/card/whitelists/${list.id}`, acme.cookie, {
      ...mobilityList,
      merchantNames: [],
      version: 1,
    });
    expect(edited.json()).toMatchObject({ merchantNames: [], version: 2 });
    const stale = await call('PUT', `/api/v3/card/whitelists/${list.id}`, acme.cookie, { ...mobilityList, version: 1 });
    expect(expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION').parameter).toMatchObject({ version: 2 });
    expect((await call('GET', '/api/v3/card/whitelists', acme.cookie)).json()).toHaveLength(1);
  });

  it("answers 404 for another company's list and keeps it", async () => {
    const other = await cardCompany();
    const theirs = (await call('POST', '/api/v3/card/whitelists', other.cookie, mobilityList)).json();
    expectErrorResponse(
      await call('PUT', `/api/v3/card/whitelists/${theirs.id}`, acme.cookie, mobilityList),
      404,
      'NOT_FOUND',
    );
    expectErrorResponse(await call('DELETE', `/api/v3/card/whitelists/${theirs.id}`, acme.cookie), 404, 'NOT_FOUND');
    expect((await call('GET', '/api/v3/card/whitelists', other.cookie)).json()).toHaveLength(1);
  });
});

describe('/api/v3/card/payout-plans', () => {
  let acme: Awaited<ReturnType<typeof cardCompany>>;
  let listId: string;
  let plan: Record<string, unknown>;
  beforeAll(async () => {
    acme = await cardCompany();
    listId = (await call('POST', '/api/v3/card/whitelists', acme.cookie, mobilityList)).json().id;
    const user = await buildUser(t.db, { companyId: acme.company.id });
    const group = await buildBudgetGroup(t.db, acme.company.id, { name: 'Pendler' });
    plan = {
      name: 'Mobility 50',
      monthlyAmount: '50.00',
      loadDay: 1,
      carryOver: false,
      taxTreatment: 'SACHBEZUG',
      allowedListId: listId,
      userIds: [user.id],
      budgetGroupIds: [group.id],
    };
  });

  it('answers 401, and 403 to another role', async () => {
    expectErrorResponse(await call('POST', '/api/v3/card/payout-plans', undefined, plan), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await call('POST', '/api/v3/card/payout-plans', acme.admin, plan), 403, 'ACCESS_DENIED');
  });

  it('answers 400 for a Sachbezug plan without a list, a load day after the 28th and a negative amount', async () => {
    for (const body of [
      { ...plan, allowedListId: null },
      { ...plan, loadDay: 31 },
      { ...plan, monthlyAmount: '-5.00' },
      { ...plan, monthlyAmount: 12.345 },
    ]) {
      expectErrorResponse(await call('POST', '/api/v3/card/payout-plans', acme.cookie, body), 400, 'INVALID_INPUT');
    }
  });

  it("answers 404 for another company's list, user or budget group", async () => {
    const other = await cardCompany();
    const theirList = (await call('POST', '/api/v3/card/whitelists', other.cookie, mobilityList)).json().id;
    const theirUser = await buildUser(t.db, { companyId: other.company.id });
    for (const body of [
      { ...plan, allowedListId: theirList },
      { ...plan, userIds: [theirUser.id] },
      { ...plan, budgetGroupIds: [unknownId] },
    ]) {
      expectErrorResponse(await call('POST', '/api/v3/card/payout-plans', acme.cookie, body), 404, 'NOT_FOUND');
    }
  });

  it('creates a plan, keeps its list from being deleted and edits it by version', async () => {
    const created = await call('POST', '/api/v3/card/payout-plans', acme.cookie, { ...plan, monthlyAmount: 50 });
    expect(created.statusCode).toBe(200);
    const saved = created.json();
    expect(saved).toMatchObject({ ...plan, monthlyAmount: '50.00', version: 1 });
    expectErrorResponse(
      await call('DELETE', `/api/v3/card/whitelists/${listId}`, acme.cookie),
      409,
      'CARD_ALLOWED_LIST_IN_USE',
    );
    expectErrorResponse(
      await call('POST', '/api/v3/card/payout-plans', acme.cookie, plan),
      409,
      'CARD_PAYOUT_PLAN_NAME_TAKEN',
    );

    const edited = await call(
      'PUT',
      `/api/v3/card/payout-plans/${saved.id}`,
      acme.cookie,
      { ...plan, carryOver: true },
      { 'if-match': '"1"' },
    );
    expect(edited.json()).toMatchObject({ carryOver: true, version: 2 });
    // The plan names its employees, so that the form shows whom it loads before any search.
    expect(cardPayoutPlanSchema.parse(edited.json()).users).toEqual([
      expect.objectContaining({ id: (plan.userIds as string[])[0] }),
    ]);
    const stale = await call('PUT', `/api/v3/card/payout-plans/${saved.id}`, acme.cookie, { ...plan, version: 1 });
    expect(expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION').parameter).toMatchObject({ carryOver: true });
    expectErrorResponse(
      await call('PUT', `/api/v3/card/payout-plans/${unknownId}`, acme.cookie, plan),
      404,
      'NOT_FOUND',
    );
    expect((await call('GET', '/api/v3/card/payout-plans', acme.cookie)).json()).toHaveLength(1);
  });
});

describe('DELETE /api/v3/card/payout-plans/{id}', () => {
  it('answers 401, 403 to another role, 404 for an unknown plan, and deletes a plan that never loaded', async () => {
    const acme = await cardCompany();
    const plan = {
      name: 'Taxable 30',
      monthlyAmount: '30.00',
      loadDay: 5,
      carryOver: true,
      taxTreatment: 'TAXABLE',
      allowedListId: null,
      userIds: [],
      budgetGroupIds: [],
    };
    const saved = (await call('POST', '/api/v3/card/payout-plans', acme.cookie, plan)).json();
    expect(saved.isDeletable).toBe(true);
    const url = `/api/v3/card/payout-plans/${saved.id}`;
    expectErrorResponse(await call('DELETE', url), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await call('DELETE', url, acme.admin), 403, 'ACCESS_DENIED');
    expectErrorResponse(await call('DELETE', '/api/v3/card/payout-plans/x', acme.cookie), 400, 'INVALID_INPUT');
    expectErrorResponse(await call('DELETE', `/api/v3/card/payout-plans/${unknownId}`, acme.cookie), 404, 'NOT_FOUND');
    expect((await call('DELETE', url, acme.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/v3/card/payout-plans', acme.cookie)).json()).toEqual([]);
  });
});

describe('/api/v3/card/settings', () => {
  it('answers 401, 403 to another role and without the licence, 400 for an unknown mode', async () => {
    const acme = await cardCompany();
    expectErrorResponse(await call('GET', '/api/v3/card/settings'), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await call('GET', '/api/v3/card/settings', acme.admin), 403, 'ACCESS_DENIED');
    const unlicensed = await cardCompany({ licence: false });
    expectErrorResponse(await call('GET', '/api/v3/card/settings', unlicensed.cookie), 403, 'CARD_NOT_LICENSED');
    expectErrorResponse(
      await call('PUT', '/api/v3/card/settings', acme.cookie, { paymentControlFailMode: 'MAYBE' }),
      400,
      'INVALID_INPUT',
    );
  });

  it('fails closed until the card admin chooses, then keeps the choice by version', async () => {
    const acme = await cardCompany();
    const before = (await call('GET', '/api/v3/card/settings', acme.cookie)).json();
    expect(before).toEqual({ paymentControlFailMode: 'CLOSED', version: 1 });
    const open = await call('PUT', '/api/v3/card/settings', acme.cookie, {
      paymentControlFailMode: 'OPEN',
      version: 1,
    });
    expect(open.json()).toEqual({ paymentControlFailMode: 'OPEN', version: 2 });
    const stale = await call('PUT', '/api/v3/card/settings', acme.cookie, {
      paymentControlFailMode: 'CLOSED',
      version: 1,
    });
    expect(expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION').parameter).toEqual({
      paymentControlFailMode: 'OPEN',
      version: 2,
    });
    // Another company's choice is its own.
    const other = await cardCompany();
    expect((await call('GET', '/api/v3/card/settings', other.cookie)).json().paymentControlFailMode).toBe('CLOSED');
  });
});
