import { access, defineCall } from '../common/call';
import {
  exchangeRateResponseSchema,
  getExchangeRateQuerySchema,
  listCurrenciesResponseSchema,
} from './get-exchange-rate';

const tags = ['exchange rates'];

/** Spec 000 §4: the rate an expense in another currency is converted with, for everyone signed in. */
export const exchangeRateCalls = {
  get: defineCall({
    method: 'GET',
    path: '/v2/exchangerate/',
    access: access.signedIn,
    tags,
    query: getExchangeRateQuerySchema,
    response: exchangeRateResponseSchema,
  }),
  currencies: defineCall({
    method: 'GET',
    path: '/v2/exchangerate/currencies',
    access: access.signedIn,
    tags,
    response: listCurrenciesResponseSchema,
  }),
};
