import { monthOfPeriod, yearOfPeriod } from '@mobilo/contract';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from './auth-context';

/** Number and date culture per language; money in the company's currency (spec §1, §9). */
export type FormatLanguage = 'de' | 'en';
const locales: Record<FormatLanguage, string> = { de: 'de-DE', en: 'en-GB' };

/** Steps of 1000 with the SI symbols, which read the same in both languages. */
const sizeUnits = ['B', 'kB', 'MB', 'GB'] as const;

const placeholder = '–';

/** Every formatter of one locale: `Intl` objects are costly to build, so each is built once. */
export interface Formatters {
  language: FormatLanguage;
  locale: string;
  /** A decimal string in a currency; `null` shows the placeholder. */
  money: (amount: string | null, currency: string) => string;
  /** A calendar day (`YYYY-MM-DD`, or the day part of an instant): DD/MM/YYYY or dd.MM.yyyy. */
  date: (iso: string | null) => string;
  /** An instant in the browser's time zone: the day as `date` shows it, then hours and minutes. */
  dateTime: (iso: string | null) => string;
  /** A period (`YYYYMM`) as month and year: "March 2026", "März 2026". */
  period: (period: string) => string;
  /** A month number (1–12) by name. */
  monthName: (month: number) => string;
  /** A month number (1–12) by its short name: "Mar", "März". */
  monthShort: (month: number) => string;
  /** An instant's month and year in the browser's time zone. */
  monthYear: (instant: Date) => string;
  number: (value: number) => string;
  /** Bytes in steps of 1000, one decimal from kB on. */
  fileSize: (bytes: number | null) => string;
  /** A country (ISO 3166-1 alpha-2) by its name in the language. */
  country: (code: string) => string;
}

function buildFormatters(language: FormatLanguage): Formatters {
  const locale = locales[language];
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const localDay = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const monthYearUtc = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthYearLocal = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const monthShort = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const integer = new Intl.NumberFormat(locale);
  const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const firstOfPeriod = (period: string) => Date.UTC(yearOfPeriod(period), monthOfPeriod(period) - 1, 1);

  return {
    language,
    locale,
    money: (amount, currency) => {
      if (amount === null) return placeholder;
      let format = moneyFormats.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        moneyFormats.set(currency, format);
      }
      // Display only: the string is exact, and two decimals survive the conversion unchanged.
      return format.format(Number(amount));
    },
    date: (iso) => (iso ? day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : placeholder),
    dateTime: (iso) => {
      if (!iso) return placeholder;
      const instant = new Date(iso);
      return `${localDay.format(instant)} ${time.format(instant)}`;
    },
    period: (period) => monthYearUtc.format(firstOfPeriod(period)),
    monthName: (month) => monthLong.format(Date.UTC(2000, month - 1, 1)),
    monthShort: (month) => monthShort.format(Date.UTC(2000, month - 1, 1)),
    monthYear: (instant) => monthYearLocal.format(instant),
    number: (value) => integer.format(value),
    fileSize: (bytes) => {
      if (bytes === null) return placeholder;
      let value = bytes;
      let unit = 0;
      while (value >= 1000 && unit < sizeUnits.length - 1) {
        value /= 1000;
        unit += 1;
      }
      return `${oneDecimal.format(value)} ${sizeUnits[unit]!}`;
    },
    country: (code) => regions.of(code) ?? code,
  };
}

const cache = new Map<FormatLanguage, Formatters>();

/** The formatters of a language, built on first use and shared by every component after. */
export function formattersOf(language: FormatLanguage): Formatters {
  let formatters = cache.get(language);
  if (!formatters) {
    formatters = buildFormatters(language);
    cache.set(language, formatters);
  }
  return formatters;
}

export function formatLanguageOf(resolvedLanguage: string | undefined): FormatLanguage {
  return resolvedLanguage === 'de' ? 'de' : 'en';
}

export interface SessionFormatters extends Omit<Formatters, 'money'> {
  /** Money in the signed-in company's currency unless another is named. */
  money: (amount: string | null, currency?: string) => string;
  /** The signed-in company's currency. */
  currency: string;
}

/**
 * The formatters of the current language. Inside the signed-in area `money` defaults to the
 * company's currency; outside it a currency must be named.
 */
export function useFormat(): SessionFormatters {
  const { i18n } = useTranslation();
  const session = useContext(SessionContext);
  const formatters = formattersOf(formatLanguageOf(i18n.resolvedLanguage));
  const companyCurrency = session?.user.company.currency;
  return useMemo(
    () => ({
      ...formatters,
      currency: companyCurrency ?? '',
      money: (amount: string | null, named: string | undefined = companyCurrency) => {
        if (!named) throw new Error('money outside the signed-in area needs a currency');
        return formatters.money(amount, named);
      },
    }),
    [formatters, companyCurrency],
  );
}
