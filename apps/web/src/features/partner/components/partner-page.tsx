import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth-context';
import '../partner-texts';
import { CompanyPartnerSettingsPanel } from './company-partner-settings';
import { PartnerOffersView } from './partner-offers-view';

/**
 * /partner: the current partner offers as cards. A company admin finds the company's switches on
 * the same page, beside what the employees see.
 */
export function PartnerPage() {
  const { t } = useTranslation('partner');
  const user = useSessionUser();
  return (
    <Stack gap="lg">
      <Stack gap={4} maw={760}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {user.isAdmin ? (
        <Tabs defaultValue="offers" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="offers">{t('tabs.offers')}</Tabs.Tab>
            <Tabs.Tab value="company">{t('tabs.company')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="offers" pt="md">
            <PartnerOffersView />
          </Tabs.Panel>
          <Tabs.Panel value="company" pt="md">
            <CompanyPartnerSettingsPanel />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <PartnerOffersView />
      )}
    </Stack>
  );
}
