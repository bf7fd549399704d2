import { Button, Group, Stack } from '@mantine/core';
import type { OperatorCompany } from '@mobilo/contract';
import { IconLifebuoy, IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InviteUserDialog } from './invite-user-dialog';
import { OperatorUserList } from './operator-user-list';
import { SupportUserDialog } from './support-user-dialog';
import '../operator-texts';

/** The Users tab: the company's users, an invitation (its first admin) and a support user. */
export function CompanyUsersTab({ company }: { company: OperatorCompany }) {
  const { t } = useTranslation('operator');
  const [dialog, setDialog] = useState<'invite' | 'support' | null>(null);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button leftSection={<IconMailPlus size={18} />} onClick={() => setDialog('invite')}>
          {t('users.invite')}
        </Button>
        <Button variant="default" leftSection={<IconLifebuoy size={18} />} onClick={() => setDialog('support')}>
          {t('users.createSupport')}
        </Button>
      </Group>
      <OperatorUserList companyId={company.id} />
      <InviteUserDialog company={company} opened={dialog === 'invite'} onClose={() => setDialog(null)} />
      <SupportUserDialog company={company} opened={dialog === 'support'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
