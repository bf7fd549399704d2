import type { FastifyInstance } from 'fastify';
import { offboardingCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import {
  exportCards,
  exportCardTransactions,
  exportExpenses,
  exportGermanyTickets,
  exportHomeCharging,
} from './offboarding.service';

export async function offboardingRoutes(app: FastifyInstance) {
  route(app, calls.expenses, ({ deps, actor, query }) => exportExpenses(deps, actor, query));
  route(app, calls.germanyTickets, ({ deps, actor, query }) => exportGermanyTickets(deps, actor, query));
  route(app, calls.homeCharging, ({ deps, actor, query }) => exportHomeCharging(deps, actor, query));
  route(app, calls.cards, ({ deps, actor, query }) => exportCards(deps, actor, query));
  route(app, calls.cardTransactions, ({ deps, actor, query }) => exportCardTransactions(deps, actor, query));
}
