// The calendar's styles and its German month and weekday names (dayjs) load with the field.
import 'dayjs/locale/de';
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDateFormat, parseDisplayDate } from '../lib/display-date';

export interface DateFieldProps extends Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'fixOnBlur'> {
  /**
   * Whether the field holds a typed text that is no day of the calendar (31/11/2026, 2026-11-20):
   * told when the field is left and when a day is read. A form refuses to save meanwhile.
   */
  onUnreadable?: (unreadable: boolean) => void;
}

/**
 * The one date input of the app: days shown as the language writes them (dd.MM.yyyy in German,
 * DD/MM/YYYY in English), typed in either form, and held as YYYY-MM-DD. A typed text it cannot
 * read stays in the field with a message (Mantine would put the previous day back without a word).
 */
export function DateField({ onUnreadable, onBlur, onChange, error, value, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const [unreadable, setUnreadable] = useState(false);
  const tell = (now: boolean) => {
    setUnreadable(now);
    onUnreadable?.(now);
  };
  const format = displayDateFormat(i18n.language);
  const ownMessage = unreadable ? t('dateField.unreadable', { format: t('dateField.format') }) : undefined;

  return (
    <DateInput
      valueFormat={format}
      dateParser={parseDisplayDate}
      fixOnBlur={false}
      {...props}
      value={value}
      error={error ?? ownMessage}
      onChange={(day) => {
        tell(false);
        onChange?.(day);
      }}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        const isUnreadable = text !== '' && parseDisplayDate(text) === null;
        tell(isUnreadable);
        // An emptied field is empty, not the day it held before.
        if (text === '' && value) onChange?.(null);
        onBlur?.(event);
      }}
    />
  );
}
