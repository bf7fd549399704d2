import { useTranslation } from 'react-i18next';

/** Calendar days as the specification shows them: DD/MM/YYYY in English, dd.MM.yyyy in German. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'de' ? 'de-DE' : 'en-GB';
  const formatter = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (isoDay: string) => formatter.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}
