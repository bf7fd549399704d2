import type { FastifyInstance } from 'fastify';
import { exchangeRateCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { getExchangeRate, listCurrencies } from './exchange-rates.service';

export async function exchangeRateRoutes(app: FastifyInstance) {
  route(app, calls.get, ({ deps, actor, query }) => getExchangeRate(deps, actor, query));
  route(app, calls.currencies, ({ deps, actor }) => listCurrencies(deps, actor, {}));
}
