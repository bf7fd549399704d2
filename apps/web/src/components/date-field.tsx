import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { displayDateFormat, parseDisplayDate } from '../lib/display-date';

/**
 * The one date input of the app: days shown as the language writes them (dd.MM.yyyy in German,
 * DD/MM/YYYY in English), typed in either form, and held as YYYY-MM-DD.
 */
export function DateField(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  const { i18n } = useTranslation();
  return <DateInput valueFormat={displayDateFormat(i18n.language)} dateParser={parseDisplayDate} {...props} />;
}
