import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const units = ['B', 'kB', 'MB', 'GB'] as const;

/** Bytes in steps of 1000, one decimal from kB on, with the decimal separator of the language. */
export function useFileSize() {
  const { t, i18n } = useTranslation('downloads');
  const locale = i18n.resolvedLanguage === 'de' ? 'de-DE' : 'en-GB';
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return (bytes: number | null) => {
      if (bytes === null) return '–';
      let value = bytes;
      let unit = 0;
      while (value >= 1000 && unit < units.length - 1) {
        value /= 1000;
        unit += 1;
      }
      return `${number.format(value)} ${t(`unit.${units[unit]!}`)}`;
    };
  }, [locale, t]);
}
