import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { noLicences, type RoleName } from '@mobilo/contract';
import { buildBudgetGroup, buildCompany, buildUser, expectErrorResponse, signInRoles } from '../../../test/factories';
import { useFakeCardIssuer } from '../../../test/card-issuer-for-tests';
import { useTestApp } from '../../../test/test-app';
import { cardMemberships } from '../../db/schema/card-memberships';
import { cardLoads, cards, cardTransactions } from '../../db/schema/card-programme';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { setLicences } from '../licences/licences.service';
import { queueDueLoads, runPlanLoad } from './card-loads.service';

const { state, cardIssuer } = await useFakeCardIssuer();
// The 20th of November 2026: a plan loading on the 5th is due, one loading on the 25th is not.
const now = new Date('2026-11-20T09:00:00.000Z');
const t = useTestApp({ cardIssuer }, { clock: () => now });
const unknownId = '00000000-0000-4000-8000-000000000000';

async function cardCompany() {
  const company = await buildCompany(t.db);
  await setLicences(t.db, company.id, { ...noLicences, benefit: 'PROFESSIONAL', card: true });
  await setFeatureFlag(t.db, company.id, 'CARD', true);
  const { cookies } = await signInRoles(t.app, t.db, company.id, ['CARD_ADMIN', 'ADMIN'] as RoleName[]);
  return { company, cookie: cookies.CARD_ADMIN!, admin: cookies.ADMIN! };
}

/** A card holder with an enabled card that the stand-in knows, its limit at nothing. */
async function holder(companyId: string, options: { budgetGroupId?: string; status?: 'DEACTIVATED' } = {}) {
  const user = await buildUser(t.db, { companyId, ...options });
  const [membership] = await t.db
    .insert(cardMemberships)
    .values({ companyId, userId: user.id, status: 'INVITED', swanId: `m-${randomUUID()}` })
    .returning();
  const swanId = `c-${randomUUID()}`;
  const [card] = await t.db
    .insert(cards)
    .values({ companyId, userId: user.id, membershipId: membership!.id, swanId, status: 'ENABLED' })
    .returning();
  state.cards.push({
    id: swanId,
    accountMembershipId: membership!.swanId!,
    type: 'Virtual',
    createdAt: now.toISOString(),
    status: 'Enabled',
    limit: '0',
  });
  return { user, card: card!, issued: () => state.cards.find((c) => c.id === swanId)!.limit };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

async function planOf(cookie: string, body: object) {
  const list = await call('POST', '/api/v3/card/whitelists', cookie, {
    name: `Mobility ${randomUUID()}`,
    merchantCategoryCodes: ['4111'],
    merchantNames: [],
  });
  const plan = await call('POST', '/api/v3/card/payout-plans', cookie, {
    name: 'Mobility 50',
    monthlyAmount: '50.00',
    loadDay: 5,
    carryOver: false,
    taxTreatment: 'SACHBEZUG',
    allowedListId: list.json().id,
    userIds: [],
    budgetGroupIds: [],
    ...body,
  });
  expect(plan.statusCode).toBe(200);
  return plan.json() as { id: string; version: number };
}

const loadsOf = (planId: string) => t.db.select().from(cardLoads).where(eq(cardLoads.planId, planId));
const loadPath = (id: string) => `/api/v3/card/payout-plans/${id}/load`;

describe('POST /api/v3/card/payout-plans/{id}/load', () => {
  let acme: Awaited<ReturnType<typeof cardCompany>>;
  beforeAll(async () => {
    acme = await cardCompany();
  });

  it('answers 401, 403 to another role, 400 for a bad id, 404 for an unknown plan or another company', async () => {
    const plan = await planOf(acme.cookie, {});
    expectErrorResponse(await call('POST', loadPath(plan.id)), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await call('POST', loadPath(plan.id), acme.admin), 403, 'ACCESS_DENIED');
    expectErrorResponse(await call('POST', loadPath('nope'), acme.cookie), 400, 'INVALID_INPUT');
    expectErrorResponse(await call('POST', loadPath(unknownId), acme.cookie), 404, 'NOT_FOUND');
    const other = await cardCompany();
    expectErrorResponse(await call('POST', loadPath(plan.id), other.cookie), 404, 'NOT_FOUND');
  });

  it('answers 409 before the load day of the month', async () => {
    const plan = await planOf(acme.cookie, { name: 'Late', loadDay: 25 });
    expectErrorResponse(await call('POST', loadPath(plan.id), acme.cookie), 409, 'CARD_LOAD_NOT_DUE');
  });

  it("loads the members' cards once a month, named or by group, and sets each card's limit to its ledger", async () => {
    const company = await cardCompany();
    const group = await buildBudgetGroup(t.db, company.company.id, { name: 'Pendler' });
    const named = await holder(company.company.id);
    const grouped = await holder(company.company.id, { budgetGroupId: group.id });
    const left = await holder(company.company.id, { status: 'DEACTIVATED' });
    const outsider = await holder(company.company.id);
    const plan = await planOf(company.cookie, {
      userIds: [named.user.id, left.user.id],
      budgetGroupIds: [group.id],
    });

    const first = await call('POST', loadPath(plan.id), company.cookie);
    expect(first.json()).toEqual({ month: '2026-11', loadedCount: 2, loadedAmount: '100.00', waitingCount: 0 });
    expect([named.issued(), grouped.issued(), left.issued(), outsider.issued()]).toEqual(['50.00', '50.00', '0', '0']);
    const loads = await loadsOf(plan.id);
    expect(loads.map((load) => [load.amount, load.taxTreatment, load.limitedToMobility])).toEqual([
      ['50.00', 'SACHBEZUG', true],
      ['50.00', 'SACHBEZUG', true],
    ]);
    expect(loads.every((load) => load.issuedAt !== null)).toBe(true);

    const updates = state.calls.operations.filter((operation) => operation === 'UpdateCard').length;
    const again = await call('POST', loadPath(plan.id), company.cookie);
    expect(again.json()).toEqual({ month: '2026-11', loadedCount: 0, loadedAmount: '0.00', waitingCount: 0 });
    expect(state.calls.operations.filter((operation) => operation === 'UpdateCard').length).toBe(updates);
    expect(named.issued()).toBe('50.00');
  });

  it('tops a card without carry-over up to the amount, counting what is left from before', async () => {
    const company = await cardCompany();
    const member = await holder(company.company.id);
    const plan = await planOf(company.cookie, { userIds: [member.user.id] });
    await t.db.insert(cardLoads).values({
      companyId: company.company.id,
      cardId: member.card.id,
      planId: plan.id,
      month: '2026-10',
      amount: '50.00',
      taxTreatment: 'SACHBEZUG',
      limitedToMobility: true,
      issuedAt: now,
    });
    await t.db.insert(cardTransactions).values({
      companyId: company.company.id,
      cardId: member.card.id,
      swanId: `t-${randomUUID()}`,
      transactionDate: now,
      amount: '20.00',
      merchantName: 'BVG',
      merchantCategoryCode: '4111',
      status: 'BOOKED',
    });
    const run = await call('POST', loadPath(plan.id), company.cookie);
    expect(run.json()).toMatchObject({ loadedCount: 1, loadedAmount: '20.00' });
    // The limit is what was ever loaded: 50 last month and 20 now, of which 20 is spent.
    expect(member.issued()).toBe('70.00');
  });

  it('keeps a load the issuer did not take waiting and sends it again without loading twice', async () => {
    const company = await cardCompany();
    const member = await holder(company.company.id);
    const plan = await planOf(company.cookie, { userIds: [member.user.id], carryOver: true });
    state.failures = 100;
    const down = await call('POST', loadPath(plan.id), company.cookie);
    state.failures = 0;
    expect(down.json()).toMatchObject({ loadedCount: 1, loadedAmount: '50.00', waitingCount: 1 });
    expect(member.issued()).toBe('0');

    const retried = await call('POST', loadPath(plan.id), company.cookie);
    expect(retried.json()).toMatchObject({ loadedCount: 0, waitingCount: 0 });
    expect(member.issued()).toBe('50.00');
    const [load] = await loadsOf(plan.id);
    expect(load!.issuedAt).not.toBeNull();
    // Run again, by the job this time: still one load of 50.
    await runPlanLoad(t.app.deps, { companyId: company.company.id, planId: plan.id, month: '2026-11' });
    expect(await loadsOf(plan.id)).toHaveLength(1);
    expect(member.issued()).toBe('50.00');
  });

  it('loads a card once when runs and an edit of the plan meet, every card by one version of the plan', async () => {
    const company = await cardCompany();
    const members = [await holder(company.company.id), await holder(company.company.id)];
    const userIds = members.map((member) => member.user.id);
    const plan = await planOf(company.cookie, { userIds });
    const job = { companyId: company.company.id, planId: plan.id, month: '2026-11' };
    const [edit] = await Promise.all([
      call('PUT', `/api/v3/card/payout-plans/${plan.id}`, company.cookie, {
        name: 'Mobility 50',
        monthlyAmount: '40.00',
        loadDay: 5,
        carryOver: false,
        taxTreatment: 'TAXABLE',
        allowedListId: null,
        userIds,
        budgetGroupIds: [],
        version: plan.version,
      }),
      runPlanLoad(t.app.deps, job),
      runPlanLoad(t.app.deps, job),
      call('POST', loadPath(plan.id), company.cookie),
    ]);
    expect(edit.statusCode).toBe(200);
    const loads = await loadsOf(plan.id);
    expect(loads).toHaveLength(2);
    expect(new Set(loads.map((load) => `${load.amount} ${load.taxTreatment}`)).size).toBe(1);
    expect(members.map((member) => member.issued())).toEqual(loads.map((load) => load.amount));
  });
});

describe('the daily load', () => {
  it('loads the plans whose load day has come, once however often it runs, and leaves others', async () => {
    const company = await cardCompany();
    const member = await holder(company.company.id);
    const due = await planOf(company.cookie, { name: 'Due', userIds: [member.user.id] });
    const later = await holder(company.company.id);
    const notYet = await planOf(company.cookie, { name: 'Not yet', loadDay: 21, userIds: [later.user.id] });

    await queueDueLoads(t.app.deps);
    await queueDueLoads(t.app.deps);
    expect(await loadsOf(due.id)).toHaveLength(1);
    expect(await loadsOf(notYet.id)).toHaveLength(0);
    expect(member.issued()).toBe('50.00');
    const rows = await t.db
      .select()
      .from(cardLoads)
      .where(and(eq(cardLoads.cardId, member.card.id), eq(cardLoads.month, '2026-11')));
    expect(rows).toHaveLength(1);
  });
});
