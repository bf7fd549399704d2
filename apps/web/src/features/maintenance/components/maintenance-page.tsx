import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandLinkedin, IconBrandX, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../../components/language-toggle';
import '../maintenance-texts';

export const supportEmail = 'support@mobilo.example';
const statusPageUrl = 'https://status.mobilo.example';
const socialLinks = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/mobilo', icon: IconBrandLinkedin },
  { label: 'X', href: 'https://x.com/mobilo', icon: IconBrandX },
];

/** Shown instead of the whole app while the MAINTENANCE flag is on. */
export function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group justify="flex-end" p="md">
        <LanguageToggle />
      </Group>
      <Center px="md" py="xl">
        <Paper withBorder shadow="sm" radius="md" p="xl" maw={560}>
          <Stack gap="md" align="center" ta="center">
            <IconTool size={48} aria-hidden color="var(--mantine-color-secondary-6)" />
            <Title order={1} size="h2">
              {t('title')}
            </Title>
            <Text>{t('text')}</Text>
            <Text size="sm">
              {t('status')}{' '}
              <Anchor href={statusPageUrl} target="_blank" rel="noreferrer">
                {statusPageUrl.replace('https://', '')}
              </Anchor>
            </Text>
            <Text size="sm">
              {t('support', { email: supportEmail })} <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
            </Text>
            <Group gap="md" component="nav" aria-label={t('social')}>
              {socialLinks.map(({ label, href, icon: Icon }) => (
                <Anchor key={label} href={href} target="_blank" rel="noreferrer" aria-label={label}>
                  <Icon size={24} aria-hidden />
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
