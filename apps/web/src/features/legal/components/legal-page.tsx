import { Anchor, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LegalSections, type LegalDocument } from '../../../components/legal-sections';
import { paths } from '../../../config/paths';
import '../legal-texts';

/** A public legal text in the current language; terms opened from an invitation link back to it. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const [params] = useSearchParams();
  const token = document === 'terms' ? params.get('token') : null;

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md" w="100%" maw={760}>
      <Stack gap="md">
        <LegalSections document={document} />
        <Anchor component={Link} to={token ? paths.auth.register.href(token) : paths.auth.login.href()} size="sm">
          {token ? t('backToRegistration') : t('backToLogin')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
