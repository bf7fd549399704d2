import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exchangeRateResponseSchema, getExchangeRateQuerySchema, listCurrenciesResponseSchema } from '@mobilo/contract';
import { errorResponses } from '../../platform/openapi';
import { requireActor } from '../../platform/request-context';
import { getExchangeRate, listCurrencies } from './exchange-rates.service';

export async function exchangeRateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v2/exchangerate/',
    {
      schema: {
        tags: ['exchange rates'],
        querystring: getExchangeRateQuerySchema,
        response: { 200: exchangeRateResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      requireActor(request);
      return getExchangeRate(app.db, request.query);
    },
  );

  r.get(
    '/v2/exchangerate/currencies',
    { schema: { tags: ['exchange rates'], response: { 200: listCurrenciesResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      requireActor(request);
      return listCurrencies(app.db);
    },
  );
}
