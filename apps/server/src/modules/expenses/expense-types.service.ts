import type { ExpenseTypesResponse } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import type { Actor } from '../../platform/request-context';
import { getUserExpenseSettings } from '../budgets/budgets.service';

/**
 * GET /v2/expenses/types: the signed-in user's choices. Budget groups keep no history yet, so
 * the `month` the specification's clients send selects nothing different.
 */
export async function getExpenseTypes(
  { db }: ServiceDeps,
  actor: Actor,
  _query: { month?: string },
): Promise<ExpenseTypesResponse> {
  const settings = await getUserExpenseSettings(db, actor.companyId, actor.userId);
  return {
    companyMobilityTypes: settings.companyMobilityTypes,
    privateMobilityTypes: settings.privateMobilityTypes,
    allowedOrigins: settings.allowedOrigins,
    hasBudgetGroup: settings.budgetGroup !== null,
  };
}
