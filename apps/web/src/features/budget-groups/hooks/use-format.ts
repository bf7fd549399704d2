import { useTranslation } from 'react-i18next';

/** Amounts and month names in the user's language; amounts stay decimal strings until shown. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'de' ? 'de-DE' : 'en-GB';
  return {
    money: (amount: string, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount)),
    month: (month: number) =>
      new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1)),
    monthYear: (date: Date) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date),
  };
}
