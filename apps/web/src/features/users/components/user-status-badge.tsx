import { Badge } from '@mantine/core';
import { userStatusColors, type UserStatus } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import '../users-texts';

/** Created and invited secondary, deactivated warning, active success. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return (
    <Badge color={userStatusColors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
