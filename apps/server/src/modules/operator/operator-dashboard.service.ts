import {
  addMonths,
  currentPeriod,
  firstDayOfPeriod,
  fromCents,
  type OperatorCardResponse,
  type OperatorDashboard,
  periodRange,
  toCents,
} from '@mobilo/contract';
import { cardHealthByCompany } from '../card/card-health.service';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { featureEnabledForCompanies } from '../flags/feature-flags.service';
import { countSubmittedPerMonth, listCardCompanies, listCompanyFigures } from './operator-dashboard.repository';

/** The months the dashboard's chart shows, this one included. */
const chartMonths = 6;

const startOf = (period: string) => new Date(`${firstDayOfPeriod(period)}T00:00:00Z`);

/**
 * GET /god/statistics (the /god/dashboard screen): this month's figures per company (months in UTC), totals on top, and the
 * submissions of the last six months for the chart. Amounts are summed per currency.
 */
export async function getOperatorDashboard({ db, clock }: ServiceDeps, _actor: Actor): Promise<OperatorDashboard> {
  const month = currentPeriod(clock());
  const firstChartMonth = addMonths(month, 1 - chartMonths);
  const [rows, perMonth] = await Promise.all([
    listCompanyFigures(db, { from: startOf(month), to: startOf(addMonths(month, 1)), month }),
    countSubmittedPerMonth(db, startOf(firstChartMonth)),
  ]);
  const companies = rows.map((row) => ({
    ...row,
    activeUsers: Number(row.activeUsers),
    expensesSubmitted: Number(row.expensesSubmitted),
    amountSubmitted: fromCents(toCents(row.amountSubmitted)),
    openPeriods: Number(row.openPeriods),
    invoicedPeriods: Number(row.invoicedPeriods),
    failedExports: Number(row.failedExports),
    failedJobs: Number(row.failedJobs),
    lastSignIn: row.lastSignIn ? new Date(row.lastSignIn).toISOString() : null,
  }));
  const centsByCurrency = new Map<string, number>();
  for (const company of companies) {
    const cents = toCents(company.amountSubmitted);
    if (cents !== 0) centsByCurrency.set(company.currency, (centsByCurrency.get(company.currency) ?? 0) + cents);
  }
  const sum = (pick: (company: (typeof companies)[number]) => number) =>
    companies.reduce((total, company) => total + pick(company), 0);
  const counts = new Map(perMonth.map((row) => [row.month, Number(row.count)]));
  return {
    month,
    totals: {
      companies: companies.length,
      activeUsers: sum((c) => c.activeUsers),
      expensesSubmitted: sum((c) => c.expensesSubmitted),
      amountsSubmitted: [...centsByCurrency]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, cents]) => ({ currency, amount: fromCents(cents) })),
      failedExports: sum((c) => c.failedExports),
      failedJobs: sum((c) => c.failedJobs),
    },
    months: periodRange(firstChartMonth, month).map((period) => ({
      month: period,
      expensesSubmitted: counts.get(period) ?? 0,
    })),
    companies,
  };
}

/** GET /god/card/companies (the /god/card screen): the companies in the card programme, their members by state and the card flag. */
export async function getOperatorCard({ db }: ServiceDeps, _actor: Actor): Promise<OperatorCardResponse> {
  const byCompany = new Map<string, OperatorCardResponse['companies'][number]>();
  for (const row of await listCardCompanies(db)) {
    const company = byCompany.get(row.id) ?? {
      id: row.id,
      name: row.name,
      cardLicence: row.cardLicence,
      cardFlag: false,
      memberships: {},
      cardsCount: 0,
      cardsEnabled: 0,
      lastWebhookAt: null,
      issuerHealth: null,
    };
    if (row.status) company.memberships[row.status] = Number(row.members);
    company.cardsCount += Number(row.cards);
    byCompany.set(row.id, company);
  }
  const companies = [...byCompany.values()];
  const flags = await featureEnabledForCompanies(
    db,
    'CARD',
    companies.map((company) => company.id),
  );
  const health = await cardHealthByCompany(db);
  for (const company of companies) {
    company.cardFlag = flags.get(company.id) ?? false;
    Object.assign(company, health.get(company.id) ?? {});
  }
  return { companies };
}
