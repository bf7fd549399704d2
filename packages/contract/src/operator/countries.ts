import { z } from 'zod';

/** ISO 3166-1 alpha-2 codes in use: a company's country (names come from the browser's Intl). */
export const countryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
export const countryCodeSchema = z.string().refine((code) => countryCodes.includes(code), 'country');

/** Germany; every other country is "abroad" for the net-wage rules. */
export const homeCountry = 'DE';

/**
 * The currencies a company may keep its books in: those the exchange-rate table (the ECB's
 * reference rates) converts, so that every expense can be turned into the company currency.
 */
export const companyCurrencies = [
  'EUR',
  'CHF',
  'AUD',
  'BGN',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'GBP',
  'HKD',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'ISK',
  'JPY',
  'KRW',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'RON',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'USD',
  'ZAR',
] as const;
export const companyCurrencySchema = z.enum(companyCurrencies);

/** The operator's currency filter (spec 001 §9): EUR and CHF by name, the rest as one group. */
export const companyCurrencyFilters = ['EUR', 'CHF', 'OTHERS'] as const;
export type CompanyCurrencyFilter = (typeof companyCurrencyFilters)[number];
