import type { Executor } from '../../db/client';
import { loadCompanyBudgetInputs } from '../budgets/company-budgets.service';
import {
  listCompanyUserRows,
  listPeriodExpenses,
  listPeriodFileRows,
  listReceiptTwinsOutsidePeriod,
  listRejectReasonRows,
} from './review.repository';
import type { Actor } from '../../platform/request-context';

type Work = () => Promise<unknown>;

/**
 * Each statement of the full list (`presentUsersOfMonth`) on its own, one after another, so that
 * `bench:audit --phases` shows which part of the endpoint's time is which: the endpoint runs them
 * side by side, on as many connections.
 */
export function fullListPhases(
  db: Executor,
  actor: Actor,
  period: { id: string; periodString: string },
): [string, Work][] {
  const companyId = actor.companyId;
  return [
    ['statement: users', () => listCompanyUserRows(db, companyId)],
    ['statement: expenses', () => listPeriodExpenses(db, companyId, period.id)],
    ['statement: files with readings', () => listPeriodFileRows(db, companyId, period.id)],
    ['statement: receipt twins', () => listReceiptTwinsOutsidePeriod(db, companyId, period.id)],
    ['statement(s): budget inputs', () => loadCompanyBudgetInputs(db, companyId, period.periodString, null)],
    ['statement: reject reasons', () => listRejectReasonRows(db)],
  ];
}
