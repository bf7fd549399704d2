import type { Period } from '@mobilo/contract';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../../lib/auth-context';
import { useUsersWithoutPersonalNumber } from '../../api/get-users-without-personal-number';
import '../../management-texts';

/**
 * Spec §2: how many users lack a personal number, only while the period is not invoiced and only
 * for viewers who may manage periods (the payroll export is theirs).
 */
export function MissingPersonalNumberWarning({ period }: { period: Pick<Period, 'isInvoiced'> }) {
  const { t } = useTranslation('management');
  const managesPeriods = useSessionUser().role.rights.includes('CAN_MANAGE_PERIODS');
  const shown = managesPeriods && !period.isInvoiced;
  const users = useUsersWithoutPersonalNumber(shown);
  const count = users.data?.users.length ?? 0;
  if (!shown || count === 0) return null;
  return (
    <Alert
      color="warning"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('missingPersonalNumber.title')}
      data-testid="missing-personal-number"
    >
      {t('missingPersonalNumber.text', { count })}
    </Alert>
  );
}
