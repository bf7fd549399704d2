import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OperatorUserList } from './operator-user-list';
import '../operator-texts';

/** /god/users: every company's users; search, edit, open the company. */
export function OperatorUsersPage() {
  const { t } = useTranslation('operator');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('users.title')}</Title>
      <OperatorUserList companyId={null} />
    </Stack>
  );
}
