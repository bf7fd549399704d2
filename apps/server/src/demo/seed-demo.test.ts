import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema/companies';
import { partnerOffers } from '../db/schema/partner-offers';
import { payrollBudgetMonths, payrollLines } from '../db/schema/payroll-results';
import { periods } from '../db/schema/periods';
import { listInvoicedPeriodsWithoutResults } from '../modules/payroll-results/payroll-results.service';
import { taxBuckets } from '../db/schema/tax-buckets';
import { getTaxConfiguration } from '../modules/tax-buckets/tax-configuration.service';
import {
  addMonths,
  authCheckResponseSchema,
  currentPeriod,
  currentPrivacyPolicyVersion,
  expenseSchema,
  listActivitiesResponseSchema,
  myContractsSchema,
  partnerOffersResponseSchema,
} from '@mobilo/contract';
import { users } from '../db/schema/users';
import { useTestApp } from '../../test/test-app';
import { expectErrorResponse, signIn } from '../../test/factories';
import type { CardMember } from '@mobilo/contract';
import { demoCompanies, demoPassword } from './demo-data';
import { seedDemoData } from './seed-demo';

const t = useTestApp();
const demoEmails = demoCompanies.flatMap((c) => c.users.map((u) => u.email));

describe('seedDemoData', () => {
  it('creates every demo account once, however often it runs', async () => {
    expect((await seedDemoData(t.db, t.app.deps.storage)).createdUsers).toBe(demoEmails.length);
    expect(await seedDemoData(t.db, t.app.deps.storage)).toEqual({ createdUsers: 0, createdExpenses: 0 });
    expect((await t.db.select().from(users)).map((u) => u.email).sort()).toEqual([...demoEmails].sort());
  });

  it('gives the demo company running job tickets and a request waiting', async () => {
    const cookie = await signIn(t.app, 'admin@demo.test', demoPassword);
    const list = await t.app.inject({ url: '/api/v3/bookings', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().counts).toMatchObject({ ACTIVE: 2, REQUESTED: 1 });
    const offer = await t.app.inject({ url: '/api/v3/bookings/offer', headers: { cookie } });
    expect(offer.json()).toMatchObject({ isActive: true, subsidyKind: 'PERCENT', subsidyPercent: 50 });
  });

  it('gives the demo company home charging: two drivers, activities in every status, one with a warning', async () => {
    const checker = await signIn(t.app, 'checker@demo.test', demoPassword);
    const list = await t.app.inject({ url: '/api/v3/home-charging/activities', headers: { cookie: checker } });
    expect(list.statusCode).toBe(200);
    const { activities, counts } = listActivitiesResponseSchema.parse(list.json());
    expect(counts).toMatchObject({ SUBMITTED: 2, APPROVED: 2, REJECTED: 1 });
    expect(activities.filter((a) => a.warnings.length > 0)).toHaveLength(1);
    const driver = await signIn(t.app, 'contract.driver@demo.test', demoPassword);
    const contracts = await t.app.inject({ url: '/api/v3/home-charging/my-contracts', headers: { cookie: driver } });
    expect(myContractsSchema.parse(contracts.json()).contracts.map((c) => c.status)).toEqual(['APPROVED']);
    // The invoiced month's approved activities are frozen with it.
    const frozen = await t.db.select().from(payrollLines).where(eq(payrollLines.source, 'HOME_CHARGING'));
    expect(frozen).toHaveLength(2);
  });

  it('gives the demo company three verified card holders with an active virtual card each', async () => {
    const cardAdmin = await signIn(t.app, 'card.admin@demo.test', demoPassword);
    const list = await t.app.inject({ url: '/api/v3/card/members', headers: { cookie: cardAdmin } });
    expect(list.statusCode).toBe(200);
    const holders = (list.json() as CardMember[]).filter((member) => member.status === 'ACTIVE');
    expect(holders.map((member) => member.email).sort()).toEqual([
      'contract.driver@demo.test',
      'driver@demo.test',
      'employee@demo.test',
    ]);
    for (const holder of holders) expect(holder.cards.map((card) => card.status)).toEqual(['ENABLED']);
  });

  it("shows the demo employee the current partner offers: not the expired one, not the other company's", async () => {
    const cookie = await signIn(t.app, 'employee@demo.test', demoPassword);
    const response = await t.app.inject({ url: '/api/v3/partner/offers', headers: { cookie } });
    const shown = partnerOffersResponseSchema.parse(response.json()).offers.map((offer) => offer.partner);
    expect(shown.sort()).toEqual(['Bahnfrei Reisen', 'LadePunkt', 'StadtAuto Carsharing', 'Velo Werk']);
    expect(await t.db.select({ partner: partnerOffers.partner }).from(partnerOffers)).toHaveLength(6);
  });

  it('lets every demo account sign in with the demo password', async () => {
    for (const email of demoEmails) {
      await expect(signIn(t.app, email, demoPassword)).resolves.toMatch(/^mobilo_session=/);
    }
  });

  it('gives every demo user but the light user a personal number', async () => {
    const rows = await t.db.select().from(users);
    const without = rows.filter((u) => u.personalNumber === null).map((u) => u.email);
    expect(without.sort()).toEqual(['god@mobilo.test', 'light@demo.test']);
  });

  it('has every demo account accept the privacy policy in force and makes one support account', async () => {
    const rows = await t.db.select().from(users);
    expect(rows.filter((u) => u.privacyPolicyVersion !== currentPrivacyPolicyVersion)).toEqual([]);
    expect(rows.filter((u) => u.isSupportUser).map((u) => u.email)).toEqual(['support@mobilo.test']);
  });

  it('gives the demo employees expenses in every status over three periods, with readable receipts', async () => {
    const cookie = await signIn(t.app, 'employee@demo.test', demoPassword);
    const current = currentPeriod();
    const all = [];
    for (const month of [current, addMonths(current, -1), addMonths(current, -2)]) {
      all.push(
        ...expenseSchema
          .array()
          .parse((await t.app.inject({ url: `/v2/expenses?month=${month}`, headers: { cookie } })).json()),
      );
    }
    const statuses = new Set(all.map((e) => e.status));
    expect([...statuses].sort()).toEqual(['INCOMPLETE', 'INVOICED', 'READY', 'REJECTED', 'SUBMITTED']);
    const withFile = all.find((e) => e.files.length > 0)!;
    const download = await t.app.inject({ url: withFile.files[0]!.url, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    const oldest = (await t.app.inject({ url: `/period/${addMonths(current, -2)}`, headers: { cookie } })).json() as {
      status: string;
    };
    expect(oldest.status).toBe('invoiced');
  });

  it('freezes the invoiced month as an invoice does: the payroll lines and budget months are there', async () => {
    const [demo] = await t.db.select().from(companies).where(eq(companies.name, 'Demo Mobility GmbH'));
    const [invoiced] = await t.db
      .select()
      .from(periods)
      .where(and(eq(periods.companyId, demo!.id), eq(periods.periodString, addMonths(currentPeriod(), -2))));
    const of = (table: typeof payrollLines | typeof payrollBudgetMonths) =>
      t.db.select().from(table).where(eq(table.periodId, invoiced!.id));
    expect((await of(payrollLines)).length).toBeGreaterThan(0);
    expect((await of(payrollBudgetMonths)).length).toBeGreaterThan(0);
    expect(await listInvoicedPeriodsWithoutResults(t.db)).toEqual([]);
  });
});

describe('demo tax buckets', () => {
  it('gives every demo company the default buckets, TAX13 active for Demo Mobility GmbH only', async () => {
    await seedDemoData(t.db, t.app.deps.storage);
    const rows = await t.db
      .select({ company: companies.name, type: taxBuckets.taxBudgetType, active: taxBuckets.isActive })
      .from(taxBuckets)
      .innerJoin(companies, eq(companies.id, taxBuckets.companyId));
    expect(rows).toHaveLength(demoCompanies.length * 4);
    const tax13 = rows.filter((row) => row.type === 'TAX13' && row.active).map((row) => row.company);
    expect(tax13).toEqual(['Demo Mobility GmbH']);
  });

  it('gives the demo company its DATEV numbers and wage types, so its invoiced month exports', async () => {
    const [demo] = await t.db.select().from(companies).where(eq(companies.name, 'Demo Mobility GmbH'));
    expect(demo).toMatchObject({ consultantNumber: '1234567', clientNumber: '12345' });
    const configuration = await getTaxConfiguration({ db: t.db }, { companyId: demo!.id });
    expect(configuration.buckets.map((b) => b.wageTypeNumber)).toEqual([4100, 4110, 4120]);
    const [other] = await t.db.select().from(companies).where(eq(companies.name, 'Other Trading AG'));
    expect(other).toMatchObject({ consultantNumber: null, clientNumber: null });
  });
});

describe('demo trial company', () => {
  it('is a trial with trial users, an invoiced month of expenses and example files instead of its export', async () => {
    await seedDemoData(t.db, t.app.deps.storage);
    const [trial] = await t.db.select().from(companies).where(eq(companies.name, 'Trial Mobility GmbH'));
    expect(trial).toMatchObject({ isTrialAccount: true, consultantNumber: '7654321', clientNumber: '54321' });
    const trialUsers = await t.db.select().from(users).where(eq(users.companyId, trial!.id));
    expect(trialUsers.map((u) => [u.email, u.isTrial]).sort()).toEqual([
      ['admin@trial.test', true],
      ['employee@trial.test', true],
    ]);
    expect((await t.db.select().from(users).where(eq(users.isTrial, true))).length).toBe(trialUsers.length);

    const cookie = await signIn(t.app, 'admin@trial.test', demoPassword);
    expect(
      authCheckResponseSchema.parse((await t.app.inject({ url: '/auth/check', headers: { cookie } })).json()).user
        .isTrial,
    ).toBe(true);
    const oldest = addMonths(currentPeriod(), -2);
    expect(
      ((await t.app.inject({ url: `/period/${oldest}`, headers: { cookie } })).json() as { status: string }).status,
    ).toBe('invoiced');
    const employee = await signIn(t.app, 'employee@trial.test', demoPassword);
    const invoiced = expenseSchema
      .array()
      .parse((await t.app.inject({ url: `/v2/expenses?month=${oldest}`, headers: { cookie: employee } })).json());
    expect(invoiced.filter((e) => e.status === 'INVOICED').length).toBeGreaterThan(0);

    expectErrorResponse(
      await t.app.inject({ url: `/api/v3/management/period/${oldest}/export/tax?platform=lodas`, headers: { cookie } }),
      403,
      'TAX_EXPORT_TRIAL',
    );
    const example = await t.app.inject({ url: '/management/example-export?type=lodas', headers: { cookie } });
    expect(example.statusCode).toBe(200);
    expect(example.body.startsWith('[Allgemein]')).toBe(true);
  });
});
