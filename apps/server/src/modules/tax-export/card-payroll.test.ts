import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CardTaxTreatment, noLicences, type RoleName } from '@mobilo/contract';
import { buildCompany, expectErrorResponse, signInRoles } from '../../../test/factories';
import { buildPayrollScenario, SCENARIO_PERIOD } from '../../../test/payroll-scenario';
import { useTestApp } from '../../../test/test-app';
import { cardMemberships } from '../../db/schema/card-memberships';
import { cardLoads, cardPayoutPlans, cardProgrammes, cards, cardTransactions } from '../../db/schema/card-programme';
import { payrollLines } from '../../db/schema/payroll-results';
import { users } from '../../db/schema/users';
import { loadExcel } from '../../platform/lazy-modules';
import { setFeatureFlag } from '../flags/feature-flags.service';
import { setLicences } from '../licences/licences.service';
import { findPeriod } from '../periods/periods.service';
import { cardPayrollLines } from '../card/card-payroll.service';
import { loadPeriodComputation } from './payroll-freeze.service';
import { computePeriodTax } from './tax-engine.service';
import { writeLodas } from './writers/lodas-writer';
import { writeLohnUndGehalt } from './writers/loug-writer';
import { expectGolden } from '../../../test/golden-files';

const t = useTestApp({}, { clock: () => new Date('2026-03-15T10:00:00Z') });
const february = '2026-02';
const base = '/api/v3/card/payroll-exports';

/** Turns the card module and its payroll export on, with the card admin signed in. */
async function enableCards(companyId: string, options: { exportFlag?: boolean } = {}) {
  await setLicences(t.db, companyId, { ...noLicences, benefit: 'PROFESSIONAL', card: true });
  await setFeatureFlag(t.db, companyId, 'CARD', true);
  await setFeatureFlag(t.db, companyId, 'CARD_PAYROLL_EXPORT', options.exportFlag ?? true);
  return (await signInRoles(t.app, t.db, companyId, ['CARD_ADMIN', 'ADMIN'] as RoleName[])).cookies;
}

/** A card for the user with the month's load (a card is loaded once a month). */
async function cardWithLoads(
  companyId: string,
  userId: string,
  loads: { treatment: CardTaxTreatment; amount: string; limited?: boolean }[],
) {
  const [membership] = await t.db
    .insert(cardMemberships)
    .values({ companyId, userId, status: 'ACTIVE', cardsCount: 1, swanId: `m-${randomUUID()}` })
    .returning();
  const [card] = await t.db
    .insert(cards)
    .values({ companyId, userId, membershipId: membership!.id, swanId: `c-${randomUUID()}`, status: 'ENABLED' })
    .returning();
  for (const load of loads) {
    const [plan] = await t.db
      .insert(cardPayoutPlans)
      .values({ companyId, name: `Plan ${randomUUID()}`, monthlyAmount: load.amount, taxTreatment: load.treatment })
      .returning();
    await t.db.insert(cardLoads).values({
      companyId,
      cardId: card!.id,
      planId: plan!.id,
      month: february,
      amount: load.amount,
      taxTreatment: load.treatment,
      limitedToMobility: load.limited ?? true,
    });
  }
  const [payment] = await t.db
    .insert(cardTransactions)
    .values({
      companyId,
      cardId: card!.id,
      swanId: `t-${randomUUID()}`,
      transactionDate: new Date('2026-02-10T08:00:00Z'),
      amount: '12.00',
      merchantName: 'BVG',
      merchantCategoryCode: '4111',
      status: 'BOOKED',
      salaryType: loads[0]!.treatment,
    })
    .returning();
  return payment!;
}

describe('the mobility card in payroll', () => {
  let scenario: Awaited<ReturnType<typeof buildPayrollScenario>>;
  let cookies: Record<string, string>;
  let tildaPayment: { id: string };
  let juergenPayment: { id: string };

  beforeAll(async () => {
    scenario = await buildPayrollScenario(t.db, { leaveOpen: true });
    const companyId = scenario.company.id;
    cookies = await enableCards(companyId);
    const [{ id: tildaId }] = (await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.lastName, 'Ticket')))) as [{ id: string }];
    await t.db
      .insert(cardProgrammes)
      .values({ companyId, sachbezugWageTypeNumber: 4400, flat37bWageTypeNumber: 4410, taxableWageTypeNumber: 4420 });
    // Jürgen: 50.00 on a mobility card, the Freigrenze exactly: tax-free.
    juergenPayment = await cardWithLoads(companyId, scenario.users.juergen.id, [
      { treatment: 'SACHBEZUG', amount: '50.00' },
    ]);
    // Tilda: a Sachbezug plan of 55.00, above the Freigrenze: all of it taxable, not only the 5.00.
    tildaPayment = await cardWithLoads(companyId, tildaId, [{ treatment: 'SACHBEZUG', amount: '55.00' }]);
    // Anna: 40.00 flat-taxed by § 37b.
    await cardWithLoads(companyId, scenario.users.anna.id, [{ treatment: 'FLAT_37B', amount: '40.00' }]);
    // Theo: a Sachbezug plan on a card that pays everywhere is no Sachbezug: 20.00 taxable.
    await cardWithLoads(companyId, scenario.users.theo.id, [
      { treatment: 'SACHBEZUG', amount: '20.00', limited: false },
    ]);
    // Lukas has no personal number: in Excel, not in DATEV, warned.
    await cardWithLoads(companyId, scenario.users.lukas.id, [{ treatment: 'TAXABLE', amount: '15.00' }]);
  });

  it('books each employee’s month by tax treatment on its wage type, outside the budget', async () => {
    const lines = await cardPayrollLines(t.db, scenario.company.id, SCENARIO_PERIOD);
    const period = await findPeriod(t.db, scenario.company.id, SCENARIO_PERIOD);
    const computation = await computePeriodTax(t.db, scenario.company.id, period!);
    expect(lines).toHaveLength(5);
    expect(computation.cardLines.map((l) => [l.lastName, l.category, l.wageTypeNumber, l.bsNr, l.amount])).toEqual([
      ['Ausland', 'FLAT_37B', 4410, 2, 4000],
      ['Größe-Weiß', 'SACHBEZUG', 4400, 2, 5000],
      ['Ohne', 'TAXABLE', 4420, 2, 1500],
      ['Taxi', 'TAXABLE', 4420, 2, 2000],
      ['Ticket', 'TAXABLE', 4420, 2, 5500],
    ]);
    // The budget of Jürgen is what it was: the card is no expense of it.
    expect(computation.employees.find((e) => e.lastName === 'Größe-Weiß')!.explanation.reimbursed).toBe(16000);
    expect(computation.warnings.find((w) => w.code === 'CARD_NOT_BOOKABLE')).toMatchObject({
      count: 1,
      details: [{ userName: 'Lukas Ohne', amount: '15.00' }],
    });
  });

  it('writes the card lines into LODAS and Lohn und Gehalt beside the budget’s', async () => {
    const period = await findPeriod(t.db, scenario.company.id, SCENARIO_PERIOD);
    const computation = await computePeriodTax(t.db, scenario.company.id, period!);
    const lodas = writeLodas(computation).toString('latin1');
    expect(lodas).toContain('10;01.02.2026;1001;4400;2;50,00;');
    expect(lodas).toContain('10;01.02.2026;1007;4420;2;55,00;');
    expectGolden('card-lodas.txt', writeLodas(computation));
    expectGolden('card-loug.txt', writeLohnUndGehalt(computation));
  });

  it('answers 401, 403 for an admin who is not the card admin and without the export flag, and 400 for bad input', async () => {
    const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
    expectErrorResponse(await get(base), 401, 'UNAUTHENTICATED');
    expectErrorResponse(await get(base, cookies.ADMIN), 403, 'ACCESS_DENIED');
    const other = await buildCompany(t.db);
    const flagOff = await enableCards(other.id, { exportFlag: false });
    expectErrorResponse(await get(base, flagOff.CARD_ADMIN), 403, 'FEATURE_DISABLED');
    expectErrorResponse(await get(`${base}/2026-02`, cookies.CARD_ADMIN), 400, 'INVALID_INPUT');
    expectErrorResponse(
      await get(`${base}/${SCENARIO_PERIOD}/file?platform=pdf`, cookies.CARD_ADMIN),
      400,
      'INVALID_INPUT',
    );
  });

  it('answers 404 for a month the company does not have, and 409 for a file of a month not invoiced', async () => {
    const other = await buildCompany(t.db);
    const theirs = await enableCards(other.id);
    expectErrorResponse(
      await t.app.inject({ url: `${base}/${SCENARIO_PERIOD}`, headers: { cookie: theirs.CARD_ADMIN } }),
      404,
      'NOT_FOUND',
    );
    const open = await t.app.inject({
      url: `${base}/${SCENARIO_PERIOD}/file?platform=lodas`,
      headers: { cookie: cookies.CARD_ADMIN },
    });
    expectErrorResponse(open, 409, 'TAX_EXPORT_PERIOD_NOT_INVOICED');
  });

  it('freezes the card lines at invoicing, marks the payments’ salary type and downloads the card’s files', async () => {
    const invoice = (period: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/management/period/${period}/invoice`,
        headers: { cookie: cookies.ADMIN },
      });
    expect((await invoice('202601')).statusCode).toBe(200);
    expect((await invoice(SCENARIO_PERIOD)).statusCode).toBe(200);
    const frozen = await t.db
      .select()
      .from(payrollLines)
      .where(and(eq(payrollLines.companyId, scenario.company.id), eq(payrollLines.source, 'MOBILITY_CARD')));
    expect(frozen.map((l) => [l.category, l.wageTypeNumber, l.amount]).sort()).toEqual([
      ['FLAT_37B', 4410, '40.00'],
      ['SACHBEZUG', 4400, '50.00'],
      ['TAXABLE', 4420, '15.00'],
      ['TAXABLE', 4420, '20.00'],
      ['TAXABLE', 4420, '55.00'],
    ]);
    const salaryTypeOf = async (id: string) =>
      (await t.db.select().from(cardTransactions).where(eq(cardTransactions.id, id)))[0]!.salaryType;
    expect(await salaryTypeOf(juergenPayment.id)).toBe('SACHBEZUG');
    // Above the Freigrenze the whole Sachbezug is wage: the payment says so.
    expect(await salaryTypeOf(tildaPayment.id)).toBe('TAXABLE');

    // Wage types changed after the invoice reach later months, not the frozen one.
    await t.db
      .update(cardProgrammes)
      .set({ sachbezugWageTypeNumber: 9999 })
      .where(eq(cardProgrammes.companyId, scenario.company.id));
    const period = await findPeriod(t.db, scenario.company.id, SCENARIO_PERIOD);
    const computation = await loadPeriodComputation(t.db, scenario.company.id, period!);
    expect(computation.cardLines.find((l) => l.lastName === 'Größe-Weiß')!.wageTypeNumber).toBe(4400);

    const month = await t.app.inject({ url: `${base}/${SCENARIO_PERIOD}`, headers: { cookie: cookies.CARD_ADMIN } });
    expect(month.json()).toMatchObject({
      period: SCENARIO_PERIOD,
      isInvoiced: true,
      totals: { SACHBEZUG: '50.00', FLAT_37B: '40.00', TAXABLE: '90.00' },
    });
    const months = await t.app.inject({ url: base, headers: { cookie: cookies.CARD_ADMIN } });
    expect(months.json()[0]).toEqual({ period: '202603', isInvoiced: false });
    expect(months.json()).toContainEqual({ period: SCENARIO_PERIOD, isInvoiced: true });

    const lodas = await t.app.inject({
      url: `${base}/${SCENARIO_PERIOD}/file?platform=lodas`,
      headers: { cookie: cookies.CARD_ADMIN },
    });
    expect(lodas.statusCode).toBe(200);
    expect(lodas.headers['content-disposition']).toContain('Mobilo-Card-Payroll-LODAS-202602.txt');
    // Only the card's lines: the budget's wage types are not in the card admin's file.
    expectGolden('card-only-lodas.txt', lodas.rawPayload);
    expect(lodas.rawPayload.toString('latin1')).not.toContain(';4100;');

    const excel = await t.app.inject({
      url: `${base}/${SCENARIO_PERIOD}/file?platform=excel`,
      headers: { cookie: cookies.CARD_ADMIN },
    });
    expect(excel.statusCode).toBe(200);
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Mobilitätskarte') ?? workbook.getWorksheet('Mobility card');
    expect(sheet).toBeDefined();
    const values = sheet!
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toContainEqual([
      '1001',
      'Jürgen Größe-Weiß',
      expect.stringMatching(/Sachbezug|Benefit in kind/),
      4400,
      2,
      50,
    ]);
  });
});
