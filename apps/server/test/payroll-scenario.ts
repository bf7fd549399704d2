import { and, eq } from 'drizzle-orm';
import type { MobilityType } from '@mobilo/contract';
import type { Database } from '../src/db/client';
import { companies } from '../src/db/schema/companies';
import { expenses } from '../src/db/schema/expenses';
import { germanyTicketBookings, germanyTicketOffers } from '../src/db/schema/germany-tickets';
import { periods } from '../src/db/schema/periods';
import { taxBuckets } from '../src/db/schema/tax-buckets';
import { createPeriodsForCompany } from '../src/modules/periods/periods.service';
import { buildBudgetGroup, buildCompany, buildTaxBuckets, buildUser } from './factories';

/** The invoiced month of the payroll scenario; the month before carries budget over. */
export const SCENARIO_PERIOD = '202602';
const PREVIOUS = '202601';

interface ScenarioExpense {
  period: string;
  date: string;
  type: MobilityType;
  tripToWork: boolean;
  origin?: 'HOME' | 'ABROAD';
  cost: string;
  status?: 'SUBMITTED' | 'INVOICED' | 'REJECTED' | 'INCOMPLETE';
  isChecked?: boolean;
  isMarked?: boolean;
}

/** Sets a period invoiced the way invoicing leaves it: submitted expenses become INVOICED. */
export async function invoicePeriod(db: Database, companyId: string, periodString: string): Promise<string> {
  const [period] = await db
    .update(periods)
    .set({ isInvoiced: true, isClosed: true, invoicedAt: new Date('2026-03-02T09:00:00Z') })
    .where(and(eq(periods.companyId, companyId), eq(periods.periodString, periodString)))
    .returning();
  await db
    .update(expenses)
    .set({ status: 'INVOICED' })
    .where(and(eq(expenses.companyId, companyId), eq(expenses.periodId, period!.id), eq(expenses.status, 'SUBMITTED')));
  return period!.id;
}

/**
 * A German company with net wage on, DATEV numbers and wage types, and six employees in the
 * budget group "Standard" (100.00 a month, yearly rollover), commuting 10 km unless said:
 * - Jürgen Größe-Weiß (1001): 40.00 used in January, so 160.00 available in February; spends
 *   173.50 over all three categories: budget exceeded, rollover, tax-free first.
 * - Anna Ausland (1002): expenses abroad in each category; no commute distance, so her flat-rate
 *   amount is taxable.
 * - Nora Null (1003): own budget 0.00; her 12.00 are not reimbursed, so she is left out of DATEV.
 * - Lukas Ohne (no personal number): in Excel, not in DATEV, warned.
 * - Tina Treu (1005): starts in February; her older taxable expense waits behind the tax-free one.
 * - Theo Taxi (1006): own budget 1500.00, 14 km; a 1250.00 taxi commute is flat-taxed only up to
 *   the Entfernungspauschale (106.40), and his bicycle purchase is taxable.
 */
export async function buildPayrollScenario(
  db: Database,
  options: {
    companyName?: string;
    /** Leave both months open, for tests that invoice through the API (which freezes the month). */
    leaveOpen?: boolean;
  } = {},
) {
  const company = await buildCompany(db, {
    name: options.companyName ?? 'Beispiel Mobilität GmbH',
    defaultLanguage: 'de',
    consultantNumber: '1234567',
    clientNumber: '12345',
  });
  await buildTaxBuckets(db, company.id, { tax13Active: true });
  for (const [type, value, bsNr] of [
    ['TAX_FREE', '4100', 2],
    ['FLAT_15', '4110', 3],
    ['TAXABLE', '4120', 2],
  ] as const) {
    await db
      .update(taxBuckets)
      .set({ value, bsNr })
      .where(and(eq(taxBuckets.companyId, company.id), eq(taxBuckets.taxBudgetType, type)));
  }
  await createPeriodsForCompany(db, company.id, { from: '202512', now: new Date('2026-03-15T00:00:00Z') });
  const localTypes: MobilityType[] = ['LOCAL_PUBLIC_TRANSPORT', 'GROUP_TICKET', 'GERMANY_TICKET', 'COMMUTER_TRAIN'];
  const group = await buildBudgetGroup(db, company.id, {
    name: 'Standard',
    budget: '100.00',
    overflowInterval: [12],
    companyNetWageMobilityTypes: localTypes,
    privateNetWageMobilityTypes: localTypes,
    abroadCompanyNetWageMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT'],
    abroadPrivateNetWageMobilityTypes: [],
  });
  const periodIds = new Map(
    (await db.select().from(periods).where(eq(periods.companyId, company.id))).map((p) => [p.periodString, p.id]),
  );
  const employee = async (
    firstName: string,
    lastName: string,
    personalNumber: string | null,
    registered: string,
    list: ScenarioExpense[],
    extra: { monthlyBudget?: string; commuteDistanceKm?: number | null } = {},
  ) => {
    const user = await buildUser(db, {
      companyId: company.id,
      firstName,
      lastName,
      personalNumber,
      userType: 'PROFESSIONAL',
      budgetGroupId: group.id,
      registerDate: new Date(`${registered}T00:00:00Z`),
      commuteDistanceKm: 10,
      ...extra,
    });
    for (const [index, e] of list.entries()) {
      await db.insert(expenses).values({
        companyId: company.id,
        userId: user.id,
        periodId: periodIds.get(e.period)!,
        date: e.date,
        status: e.status ?? 'SUBMITTED',
        tripToWork: e.tripToWork,
        type: e.type,
        origin: e.origin ?? 'HOME',
        cost: e.cost,
        originalCost: e.cost,
        originalCurrency: 'EUR',
        targetCurrency: 'EUR',
        isChecked: e.isChecked ?? true,
        isMarked: e.isMarked ?? false,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      });
    }
    return user;
  };
  const feb = SCENARIO_PERIOD;
  const users = {
    juergen: await employee('Jürgen', 'Größe-Weiß', '1001', '2026-01-01', [
      {
        period: PREVIOUS,
        date: '2026-01-10',
        type: 'LOCAL_PUBLIC_TRANSPORT',
        tripToWork: true,
        cost: '40.00',
        status: 'INVOICED',
      },
      { period: feb, date: '2026-02-02', type: 'GERMANY_TICKET', tripToWork: true, cost: '58.00' },
      { period: feb, date: '2026-02-05', type: 'TAXI', tripToWork: true, cost: '45.50' },
      { period: feb, date: '2026-02-11', type: 'CAR_SHARING', tripToWork: false, cost: '40.00' },
      { period: feb, date: '2026-02-03', type: 'CAR_SHARING', tripToWork: false, cost: '30.00', isChecked: false },
      { period: feb, date: '2026-02-20', type: 'TAXI', tripToWork: true, cost: '99.00', status: 'REJECTED' },
    ]),
    anna: await employee(
      'Anna',
      'Ausland',
      '1002',
      '2026-01-01',
      [
        {
          period: feb,
          date: '2026-02-04',
          type: 'LOCAL_PUBLIC_TRANSPORT',
          tripToWork: true,
          origin: 'ABROAD',
          cost: '30.00',
        },
        { period: feb, date: '2026-02-06', type: 'GERMANY_TICKET', tripToWork: true, origin: 'ABROAD', cost: '20.00' },
        {
          period: feb,
          date: '2026-02-07',
          type: 'RENTAL_CAR',
          tripToWork: true,
          origin: 'ABROAD',
          cost: '25.00',
          isMarked: true,
          isChecked: false,
        },
      ],
      // Without a commute distance nothing may be flat-taxed: her rental car is taxable wage.
      { commuteDistanceKm: null },
    ),
    nora: await employee(
      'Nora',
      'Null',
      '1003',
      '2026-01-01',
      [{ period: feb, date: '2026-02-09', type: 'TAXI', tripToWork: false, cost: '12.00' }],
      {
        monthlyBudget: '0.00',
      },
    ),
    lukas: await employee('Lukas', 'Ohne', null, '2026-01-01', [
      { period: feb, date: '2026-02-12', type: 'GERMANY_TICKET', tripToWork: true, cost: '10.00' },
    ]),
    tina: await employee('Tina', 'Treu', '1005', '2026-02-01', [
      { period: feb, date: '2026-02-01', type: 'BIKE_SHARING', tripToWork: false, cost: '50.00' },
      { period: feb, date: '2026-02-20', type: 'LOCAL_PUBLIC_TRANSPORT', tripToWork: true, cost: '80.00' },
    ]),
    theo: await employee(
      'Theo',
      'Taxi',
      '1006',
      '2026-01-01',
      [
        { period: feb, date: '2026-02-13', type: 'TAXI', tripToWork: true, cost: '1250.00' },
        { period: feb, date: '2026-02-16', type: 'BICYCLE', tripToWork: true, cost: '200.00' },
      ],
      // 14 km × 20 days × 0.38 = 106.40 may be flat-taxed; the rest of the taxi and the bicycle are wage.
      { monthlyBudget: '1500.00', commuteDistanceKm: 14 },
    ),
  };
  // A job-ticket holder without a budget group or expenses: only the ticket's lines in payroll.
  const tilda = await buildUser(db, {
    companyId: company.id,
    firstName: 'Tilda',
    lastName: 'Ticket',
    personalNumber: '1007',
    registerDate: new Date('2026-01-01T00:00:00Z'),
  });
  await buildScenarioTickets(db, company.id, [users.juergen.id, tilda.id]);
  if (options.leaveOpen) {
    const [open] = await db
      .select({ id: periods.id })
      .from(periods)
      .where(and(eq(periods.companyId, company.id), eq(periods.periodString, feb)));
    return { company, group, users, periodId: open!.id };
  }
  await invoicePeriod(db, company.id, PREVIOUS);
  const periodId = await invoicePeriod(db, company.id, feb);
  return { company, group, users, periodId };
}

/**
 * The scenario's Germany job tickets: the company pays half of the price tax-free, so February
 * 2026 (63.00 EUR, 5 % job-ticket discount: 59.85) books 31.50 subsidy and 28.35 own share each.
 */
async function buildScenarioTickets(db: Database, companyId: string, holders: string[]) {
  await db.insert(germanyTicketOffers).values({
    companyId,
    isActive: true,
    subsidyKind: 'PERCENT',
    subsidyPercent: 50,
    taxTreatment: 'TAX_FREE',
    subsidyWageTypeNumber: 4200,
    shareWageTypeNumber: 4210,
  });
  for (const userId of holders) {
    await db.insert(germanyTicketBookings).values({
      companyId,
      userId,
      status: 'ACTIVE',
      startMonth: '2026-01',
      requestedAt: new Date('2025-12-01T09:00:00Z'),
      decidedAt: new Date('2025-12-02T09:00:00Z'),
      activatedAt: new Date('2025-12-20T09:00:00Z'),
      ticketNumber: `DT-${userId.slice(0, 8)}`,
    });
  }
}

export async function setExportNumbers(
  db: Database,
  companyId: string,
  consultantNumber: string | null,
  clientNumber: string | null,
) {
  await db.update(companies).set({ consultantNumber, clientNumber }).where(eq(companies.id, companyId));
}
