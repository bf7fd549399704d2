import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import '../auth-texts';

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
        <Anchor key={link.href} component={Link} to={link.href} size="sm" c="dimmed">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
