import { useTranslation } from 'react-i18next';

/** Amounts and months in the user's language; amounts stay decimal strings until shown. */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'de' ? 'de-DE' : 'en-GB';
  return {
    money: (amount: string, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount)),
    period: (period: string) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4, 6)) - 1, 1),
      ),
  };
}
