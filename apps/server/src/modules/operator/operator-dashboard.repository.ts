import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardMemberships } from '../../db/schema/card-memberships';
import { companies } from '../../db/schema/companies';
import { companyLicences } from '../../db/schema/company-licences';
import { downloads } from '../../db/schema/downloads';
import { expenses } from '../../db/schema/expenses';
import { periods } from '../../db/schema/periods';
import { users } from '../../db/schema/users';

const billable = sql`${expenses.status} in ('SUBMITTED', 'INVOICED')`;

/**
 * Each company's figures: active users, what was submitted in [from, to), its started periods
 * open and invoiced (up to `month`), failed exports and failed export jobs, the last sign-in.
 * One grouped subquery per figure, so the cost grows with the rows, not with companies × rows.
 */
export async function listCompanyFigures(db: Executor, range: { from: Date; to: Date; month: string }) {
  const userFigures = db
    .select({
      companyId: users.companyId,
      activeUsers: sql<number>`count(*) filter (where ${users.status} = 'ACTIVE')::int`.as('active_users'),
      lastSignIn: sql<Date | null>`max(${users.lastSignInAt})`.as('last_sign_in'),
    })
    .from(users)
    .groupBy(users.companyId)
    .as('user_figures');
  const expenseFigures = db
    .select({
      companyId: expenses.companyId,
      submitted: sql<number>`count(*)::int`.as('submitted'),
      amount: sql<string>`coalesce(sum(${expenses.cost}), 0)::numeric(14,2)::text`.as('amount'),
    })
    .from(expenses)
    .where(sql`${billable} and ${expenses.submittedAt} >= ${range.from} and ${expenses.submittedAt} < ${range.to}`)
    .groupBy(expenses.companyId)
    .as('expense_figures');
  const periodFigures = db
    .select({
      companyId: periods.companyId,
      open: sql<number>`count(*) filter (where not ${periods.isInvoiced} and ${periods.periodString} <= ${range.month})::int`.as(
        'open',
      ),
      invoiced: sql<number>`count(*) filter (where ${periods.isInvoiced})::int`.as('invoiced'),
      failedJobs: sql<number>`count(*) filter (where ${periods.taxStatus} = 'FAILED')::int`.as('failed_jobs'),
    })
    .from(periods)
    .groupBy(periods.companyId)
    .as('period_figures');
  const downloadFigures = db
    .select({
      companyId: downloads.companyId,
      failed: sql<number>`count(*) filter (where ${downloads.status} = 'FAILED')::int`.as('failed'),
    })
    .from(downloads)
    .groupBy(downloads.companyId)
    .as('download_figures');
  return db
    .select({
      id: companies.id,
      name: companies.name,
      currency: companies.currency,
      isTrialAccount: companies.isTrialAccount,
      activeUsers: sql<number>`coalesce(${userFigures.activeUsers}, 0)`,
      lastSignIn: userFigures.lastSignIn,
      expensesSubmitted: sql<number>`coalesce(${expenseFigures.submitted}, 0)`,
      amountSubmitted: sql<string>`coalesce(${expenseFigures.amount}, '0.00')`,
      openPeriods: sql<number>`coalesce(${periodFigures.open}, 0)`,
      invoicedPeriods: sql<number>`coalesce(${periodFigures.invoiced}, 0)`,
      failedJobs: sql<number>`coalesce(${periodFigures.failedJobs}, 0)`,
      failedExports: sql<number>`coalesce(${downloadFigures.failed}, 0)`,
    })
    .from(companies)
    .leftJoin(userFigures, eq(userFigures.companyId, companies.id))
    .leftJoin(expenseFigures, eq(expenseFigures.companyId, companies.id))
    .leftJoin(periodFigures, eq(periodFigures.companyId, companies.id))
    .leftJoin(downloadFigures, eq(downloadFigures.companyId, companies.id))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}

/** Submitted expenses per month (by the submission's month in UTC) since `from`, across companies. */
export async function countSubmittedPerMonth(db: Executor, from: Date) {
  const month = sql<string>`to_char(${expenses.submittedAt} at time zone 'UTC', 'YYYYMM')`;
  return db
    .select({ month, count: sql<number>`count(*)::int` })
    .from(expenses)
    .where(sql`${billable} and ${expenses.submittedAt} >= ${from}`)
    .groupBy(month);
}

/** Companies with the card licence or any card member, with their members by state. */
export async function listCardCompanies(db: Executor) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      cardLicence: sql<boolean>`coalesce(${companyLicences.card}, false)`,
      status: cardMemberships.status,
      members: sql<number>`count(${cardMemberships.id})::int`,
      cards: sql<number>`coalesce(sum(${cardMemberships.cardsCount}), 0)::int`,
    })
    .from(companies)
    .leftJoin(companyLicences, eq(companyLicences.companyId, companies.id))
    .leftJoin(cardMemberships, eq(cardMemberships.companyId, companies.id))
    .where(sql`coalesce(${companyLicences.card}, false) or ${cardMemberships.id} is not null`)
    .groupBy(companies.id, companies.name, companyLicences.card, cardMemberships.status)
    .orderBy(asc(sql`lower(${companies.name})`));
}
