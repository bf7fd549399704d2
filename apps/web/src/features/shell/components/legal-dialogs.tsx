import { Loader, Modal, ScrollArea, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown';
import { LegalSections } from '../../../components/legal-sections';
import { useSessionUser } from '../../../lib/auth-context';
import { usePrivacyPolicy } from '../api/get-privacy-policy';
import '../shell-texts';

export type LegalDialog = 'terms' | 'privacy' | 'imprint';

interface Props {
  opened: LegalDialog | null;
  onClose: () => void;
}

/**
 * The legal texts for a signed-in user: terms full screen in the user's language, the privacy
 * policy of that culture (nothing when it cannot be loaded), the imprint at full size.
 */
export function LegalDialogs({ opened, onClose }: Props) {
  const { t, i18n } = useTranslation('shell');
  const user = useSessionUser();
  // The app takes the user's culture on entering; a language switched since then is what they read.
  const language = i18n.resolvedLanguage ?? user.culture;
  const privacy = usePrivacyPolicy(language, opened === 'privacy');
  return (
    <>
      <Modal opened={opened === 'terms'} onClose={onClose} fullScreen title={t('userMenu.terms')} withinPortal>
        <LegalSections document="terms" language={language} withTitle={false} />
      </Modal>
      <Modal
        opened={opened === 'privacy'}
        onClose={onClose}
        size="xl"
        title={t('userMenu.privacy')}
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {privacy.isPending ? (
          <Loader size="sm" aria-label={t('navigation.loading')} />
        ) : (
          // Long German words must wrap on a phone instead of widening the dialog.
          <Typography style={{ overflowWrap: 'anywhere' }}>
            <Markdown>{privacy.data ?? ''}</Markdown>
          </Typography>
        )}
      </Modal>
      <Modal opened={opened === 'imprint'} onClose={onClose} size="100%" title={t('userMenu.imprint')}>
        <LegalSections document="imprint" language={language} withTitle={false} />
      </Modal>
    </>
  );
}
