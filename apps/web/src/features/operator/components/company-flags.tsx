import { Badge, Group } from '@mantine/core';
import type { OperatorCompany } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import '../operator-texts';

/** Trial, internal, reseller and package at a glance. */
export function CompanyFlags({ company }: { company: OperatorCompany }) {
  const { t } = useTranslation('operator');
  return (
    <Group gap={4} wrap="wrap">
      {company.isTrialAccount && (
        <Badge color="warning" variant="light">
          {t('flags.trial')}
        </Badge>
      )}
      {company.isInternal && (
        <Badge color="gray" variant="light">
          {t('flags.internal')}
        </Badge>
      )}
      {company.package === 'UNLIMITED' && <Badge variant="light">{t('flags.unlimited')}</Badge>}
      {company.reseller && (
        <Badge color="secondary" variant="outline">
          {company.reseller}
        </Badge>
      )}
    </Group>
  );
}
