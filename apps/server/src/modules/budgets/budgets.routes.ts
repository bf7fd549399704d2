import type { FastifyInstance } from 'fastify';
import { userBudgetCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { getUserBudget } from './budgets.service';
import {
  getUserCorrection,
  removeUserCorrection,
  saveUserCorrection,
  saveUserDeductions,
} from './user-budget-changes.service';

export async function budgetRoutes(app: FastifyInstance) {
  route(app, calls.get, ({ deps, actor, params, query }) => getUserBudget(deps, actor, { ...params, ...query }));
  route(app, calls.saveDeductions, ({ deps, actor, params, body }) =>
    saveUserDeductions(deps, actor, { ...params, body }),
  );
  route(app, calls.getCorrection, ({ deps, actor, params }) => getUserCorrection(deps, actor, params));
  route(app, calls.saveCorrection, ({ deps, actor, params, body }) =>
    saveUserCorrection(deps, actor, { ...params, body }),
  );
  route(app, calls.removeCorrection, ({ deps, actor, params }) => removeUserCorrection(deps, actor, params));
}
