import { Select } from '@mantine/core';
import {
  overflowIntervalKeyOf,
  overflowIntervalKeys,
  overflowIntervalMonths,
  type OverflowIntervalKey,
} from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../../../lib/texts/budget-groups-texts';

/** None, yearly, half-yearly or quarterly, stored as the month list of DECISIONS. */
export function IntervalSelect({ value, onChange }: { value: number[]; onChange: (months: number[]) => void }) {
  const { t } = useTranslation('budgetGroups');
  const format = useFormat();
  const key = overflowIntervalKeyOf(value);
  return (
    <Select
      label={t('interval.label')}
      data={overflowIntervalKeys.map((option) => ({ value: option, label: t(`interval.${option}`) }))}
      value={key}
      allowDeselect={false}
      onChange={(option) => onChange(overflowIntervalMonths[(option ?? 'NONE') as OverflowIntervalKey])}
      description={
        value.length > 0 ? t('interval.expiresIn', { months: value.map(format.monthName).join(', ') }) : undefined
      }
    />
  );
}
