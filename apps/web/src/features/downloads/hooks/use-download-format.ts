import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const units = ['B', 'kB', 'MB', 'GB'] as const;

/** Sizes in 1000 steps with one decimal from kB on, dates with time, both in the user's language. */
export function useDownloadFormat() {
  const { t, i18n } = useTranslation('downloads');
  const locale = i18n.resolvedLanguage === 'de' ? 'de-DE' : 'en-GB';
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const dateTime = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      size: (bytes: number | null) => {
        if (bytes === null) return '–';
        let value = bytes;
        let unit = 0;
        while (value >= 1000 && unit < units.length - 1) {
          value /= 1000;
          unit += 1;
        }
        return `${number.format(unit === 0 ? value : Math.round(value * 10) / 10)} ${t(`unit.${units[unit]!}`)}`;
      },
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      period: (period: string) => month.format(new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4, 6)) - 1, 1))),
    };
  }, [locale, t]);
}
