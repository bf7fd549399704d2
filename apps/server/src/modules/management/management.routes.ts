import type { FastifyInstance } from 'fastify';
import { managementCalls as calls, periodActions } from '@mobilo/contract';
import { route } from '../../platform/route';
import { listUsersWithoutPersonalNumber } from '../users/users.service';
import { changePeriodState } from './period-actions.service';
import {
  getManagementUserMetadata,
  getPeriodBudget,
  getPeriodExpenses,
  listManagementPeriods,
} from './management.service';

/** The management screen's calls (spec 000 §4): periods, their expenses and budgets, state changes. */
export async function managementRoutes(app: FastifyInstance) {
  for (const action of periodActions) {
    route(app, calls[action], ({ deps, actor, params }) =>
      changePeriodState(deps, actor, { period: params.period, action }),
    );
  }
  route(app, calls.periods, ({ deps, actor }) => listManagementPeriods(deps, actor));
  route(app, calls.expenses, ({ deps, actor, params }) => getPeriodExpenses(deps, actor, params));
  route(app, calls.budget, ({ deps, actor, params }) => getPeriodBudget(deps, actor, params));
  route(app, calls.userMetadata, ({ deps, actor, params }) => getManagementUserMetadata(deps, actor, params));
  route(app, calls.usersWithoutPersonalNumber, ({ deps, actor }) => listUsersWithoutPersonalNumber(deps, actor));
}
