import type { OffboardingExpenses, OffboardingQuery } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';
import { listCompanyExpensesBetween } from '../expenses/expenses.service';
import { listCardsBetween, listCardTransactionsBetween } from '../card/card-export.service';
import { isFeatureEnabled } from '../flags/feature-flags.service';
import { listGermanyTicketsBetween } from '../germany-ticket/ticket-export.service';
import { listChargingActivitiesBetween } from '../home-charging/charging-export.service';

/** The export is offered behind the DOWNLOAD_COMPANY_DATA flag; the server holds to it too. */
async function requireExportEnabled(db: Executor, actor: Actor): Promise<void> {
  if (!(await isFeatureEnabled(db, actor.companyId, 'DOWNLOAD_COMPANY_DATA'))) throw new AppError('FEATURE_DISABLED');
}

export async function exportExpenses(
  { db }: ServiceDeps,
  actor: Actor,
  query: OffboardingQuery,
): Promise<OffboardingExpenses> {
  await requireExportEnabled(db, actor);
  return { expenses: await listCompanyExpensesBetween({ db }, actor, query) };
}

/** The company's job tickets that ran in the range, with the months and who paid what. */
export async function exportGermanyTickets(deps: ServiceDeps, actor: Actor, query: OffboardingQuery) {
  await requireExportEnabled(deps.db, actor);
  return { germanyTickets: await listGermanyTicketsBetween(deps.db, actor.companyId, query) };
}

/** The company's home-charging activities of the months the range touches. */
export async function exportHomeCharging(deps: ServiceDeps, actor: Actor, query: OffboardingQuery) {
  await requireExportEnabled(deps.db, actor);
  return { homeCharging: await listChargingActivitiesBetween(deps.db, actor.companyId, query) };
}

/** The company's cards that existed in the range, with their owner (docs/adr/0027). */
export async function exportCards({ db }: ServiceDeps, actor: Actor, query: OffboardingQuery) {
  await requireExportEnabled(db, actor);
  return { cards: await listCardsBetween(db, actor.companyId, query) };
}

/** The company's card payments booked or authorised in the range. */
export async function exportCardTransactions({ db }: ServiceDeps, actor: Actor, query: OffboardingQuery) {
  await requireExportEnabled(db, actor);
  return { cardTransactions: await listCardTransactionsBetween(db, actor.companyId, query) };
}
