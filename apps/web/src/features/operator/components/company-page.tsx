import { Alert, Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAdjustments, IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingIndicator } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useCompany } from '../api/get-company';
import { CompanyActionsDialog } from './company-actions-dialog';
import { CompanyDetailsTab } from './company-details-tab';
import { CompanyFlags } from './company-flags';
import { CompanyLicenceTab } from './company-licence-tab';
import { CompanyUsersTab } from './company-users-tab';
import '../operator-texts';

export const companyTabs = ['license', 'details', 'users', 'style'] as const;
export type CompanyTab = (typeof companyTabs)[number];

const hrefOfTab: Record<CompanyTab, (id: string) => string> = {
  license: paths.god.companyLicense.href,
  details: paths.god.companyDetails.href,
  users: paths.god.companyUsers.href,
  style: paths.god.companyStyle.href,
};

interface CompanyPageProps {
  tab: CompanyTab;
  /** The Style tab's content: the branding form, which belongs to another feature. */
  renderStyle: (companyId: string) => ReactNode;
}

/** /god/companies/{id}/{tab}: one customer company, its licence, details, users and style. */
export function CompanyPage({ tab, renderStyle }: CompanyPageProps) {
  const { t } = useTranslation('operator');
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const company = useCompany(companyId);
  const [actionsOpen, setActionsOpen] = useState(false);

  if (company.isPending) return <LoadingIndicator />;
  if (company.isError) {
    // A company that cannot be loaded is no longer selected: back to the list.
    return (
      <Alert color="danger" icon={<IconAlertTriangle size={18} />} title={t('company.loadFailed')}>
        <Anchor component={Link} to={paths.god.companies.href()}>
          {t('company.backToList')}
        </Anchor>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.god.companies.href()} size="sm">
            {t('company.backToList')}
          </Anchor>
          <Title order={1}>{company.data.name}</Title>
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {t('company.usersCount', { count: company.data.usersCount })}
            </Text>
            <CompanyFlags company={company.data} />
          </Group>
        </Stack>
        <Button variant="default" leftSection={<IconAdjustments size={18} />} onClick={() => setActionsOpen(true)}>
          {t('actions.open')}
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) => next && void navigate(hrefOfTab[next as CompanyTab](companyId))}
        keepMounted={false}
      >
        <Tabs.List>
          {companyTabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`company.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="license" pt="lg">
          <CompanyLicenceTab companyId={companyId} />
        </Tabs.Panel>
        <Tabs.Panel value="details" pt="lg">
          <CompanyDetailsTab company={company.data} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="lg">
          <CompanyUsersTab company={company.data} />
        </Tabs.Panel>
        <Tabs.Panel value="style" pt="lg">
          {renderStyle(companyId)}
        </Tabs.Panel>
      </Tabs>
      <CompanyActionsDialog company={company.data} opened={actionsOpen} onClose={() => setActionsOpen(false)} />
    </Stack>
  );
}
