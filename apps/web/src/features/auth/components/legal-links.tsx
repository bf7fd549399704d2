import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import '../auth-texts';

/**
 * The legal pages, as plain links: the sign-in page shows them without the router, and the app
 * opens them as a page load too.
 */
export function LegalLinks() {
  const { t } = useTranslation('auth');
  const links = [
    { href: paths.auth.termsConditions.href(), label: t('legal.terms') },
    { href: paths.auth.privacyPolicy.href(), label: t('legal.privacy') },
    { href: paths.auth.imprint.href(), label: t('legal.imprint') },
  ];
  return (
    <Group component="nav" aria-label={t('legal.label')} justify="center" gap="md">
      {links.map((link) => (
        <Anchor key={link.href} href={link.href} size="sm" c="dimmed">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
