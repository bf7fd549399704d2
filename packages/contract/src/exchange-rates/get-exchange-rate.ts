import { z } from 'zod';
import { isoDateSchema } from '../common/primitives';
import { currencyCodeSchema, exchangeRateSchema } from './currency';

/** GET /v2/exchangerate/?base=&target=&date= */
export const getExchangeRateQuerySchema = z.strictObject({
  base: currencyCodeSchema,
  target: currencyCodeSchema,
  date: isoDateSchema,
});
export type GetExchangeRateQuery = z.infer<typeof getExchangeRateQuerySchema>;

/** `rate` is null when no rate is known on or before the date; the user may then type one. */
export const exchangeRateResponseSchema = z
  .object({
    base: currencyCodeSchema,
    target: currencyCodeSchema,
    date: isoDateSchema,
    rate: exchangeRateSchema.nullable(),
    rateDate: isoDateSchema.nullable(),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRateResponse = z.infer<typeof exchangeRateResponseSchema>;

export const listCurrenciesResponseSchema = z.array(currencyCodeSchema).meta({ id: 'CurrencyList' });
