import { monthOfPeriod, yearOfPeriod } from '@mobilo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from './auth-context';

/** Number and date culture per language; money in the company's currency (spec §1, §9). */
const locales = { de: 'de-DE', en: 'en-GB' } as const;

export function useFormatters() {
  const { i18n } = useTranslation();
  const user = useSessionUser();
  const language: 'de' | 'en' = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  return useMemo(() => {
    const locale = locales[language];
    const moneyFormats = new Map<string, Intl.NumberFormat>();
    const money = (amount: string | null, currency: string = user.company.currency) => {
      if (amount === null) return '–';
      let format = moneyFormats.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        moneyFormats.set(currency, format);
      }
      // Display only: the string is exact, and two decimals survive the conversion unchanged.
      return format.format(Number(amount));
    };
    /** dd.MM.yyyy in German, DD/MM/YYYY in English. */
    const date = (iso: string | null) => {
      if (!iso) return '–';
      const [y, m, d] = iso.slice(0, 10).split('-');
      return language === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
    };
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
    const dateTime = (iso: string | null) => {
      if (!iso) return '–';
      const instant = new Date(iso);
      const day = [instant.getFullYear(), instant.getMonth() + 1, instant.getDate()]
        .map((n) => String(n).padStart(2, '0'))
        .join('-');
      return `${date(day)} ${time.format(instant)}`;
    };
    const month = (period: string) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(yearOfPeriod(period), monthOfPeriod(period) - 1, 1)),
      );
    return { language, locale, money, date, dateTime, month, currency: user.company.currency, numberFormat: language };
  }, [language, user.company.currency]);
}
