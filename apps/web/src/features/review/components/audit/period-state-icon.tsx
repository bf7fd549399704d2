import type { Period } from '@mobilo/contract';
import { IconCircle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { periodIcon } from './period-selector-rules';
import '../../audit-texts';

const icons = { check: IconCircleCheck, cross: IconCircleX, open: IconCircle } as const;
const colors = {
  check: 'var(--mantine-color-success-6)',
  cross: 'var(--mantine-color-danger-6)',
  open: 'var(--mantine-color-gray-6)',
} as const;

/** A period's state as the selector shows it, with its name for assistive technology. */
export function PeriodStateIcon({
  period,
  size = 16,
}: {
  period: Pick<Period, 'isInvoiced' | 'isClosed'> | undefined;
  size?: number;
}) {
  const { t } = useTranslation('audit');
  const look = periodIcon(period);
  const Icon = icons[look];
  return (
    <Icon size={size} color={colors[look]} role="img" aria-label={t(`period.icon.${look}`)} data-period-icon={look} />
  );
}
