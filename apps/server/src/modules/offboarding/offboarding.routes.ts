import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  offboardingCardsResponseSchema,
  offboardingCardTransactionsResponseSchema,
  offboardingExpensesResponseSchema,
  offboardingGermanyTicketsResponseSchema,
  offboardingQuerySchema,
  type RoleName,
} from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor, requireRole } from '../../platform/request-context';
import { exportCards, exportCardTransactions, exportExpenses, exportGermanyTickets } from './offboarding.service';

/** The company data export is offered to admins and card admins (spec 001 §2 top bar). */
const exportRoles: readonly RoleName[] = ['ADMIN', 'CARD_ADMIN'];
const errors = errorResponses(400, 401, 403);

export async function offboardingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (response: object) => ({
    tags: ['offboarding'],
    querystring: offboardingQuerySchema,
    response: { 200: response, ...errors },
  });

  r.get('/api/v3/offboarding/expenses', { schema: schema(offboardingExpensesResponseSchema) }, async (request) => {
    const actor = requireActor(request);
    requireRole(actor, exportRoles);
    return exportExpenses(app.db, actor, request.query);
  });
  r.get(
    '/api/v3/offboarding/germany-tickets',
    { schema: schema(offboardingGermanyTicketsResponseSchema) },
    async (request) => {
      const actor = requireActor(request);
      requireRole(actor, exportRoles);
      return exportGermanyTickets(app.db, actor);
    },
  );
  r.get('/api/v3/offboarding/cards', { schema: schema(offboardingCardsResponseSchema) }, async (request) => {
    const actor = requireActor(request);
    requireRole(actor, exportRoles);
    return exportCards(app.db, actor);
  });
  r.get(
    '/api/v3/offboarding/card-transactions',
    { schema: schema(offboardingCardTransactionsResponseSchema) },
    async (request) => {
      const actor = requireActor(request);
      requireRole(actor, exportRoles);
      return exportCardTransactions(app.db, actor);
    },
  );
}
