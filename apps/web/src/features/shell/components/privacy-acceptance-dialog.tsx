import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Text, Typography } from '@mantine/core';
import { currentPrivacyPolicyVersion, mustAcceptPrivacyPolicy } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown';
import { useSession } from '../../../lib/auth-context';
import { useAcceptPrivacyPolicy } from '../api/accept-privacy-policy';
import { usePrivacyPolicy } from '../api/get-privacy-policy';
import '../shell-texts';

interface Props {
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * After sign-in, a user who has not accepted the privacy policy in force reads it and accepts it,
 * or signs out; the app stays behind the dialog until then (docs/adr/0014). Someone acting as the
 * user is not asked: the acceptance is the user's own.
 */
export function PrivacyAcceptanceDialog({ onSignOut, signingOut }: Props) {
  const { t, i18n } = useTranslation('shell');
  const { user, impersonator } = useSession();
  const opened = impersonator === null && mustAcceptPrivacyPolicy(user);
  const policy = usePrivacyPolicy(i18n.resolvedLanguage ?? user.culture, opened);
  const accept = useAcceptPrivacyPolicy();

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="xl"
      title={t('privacyAcceptance.title')}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="md">
        <Alert color="blue" variant="light">
          {user.privacyPolicyVersion === null ? t('privacyAcceptance.intro') : t('privacyAcceptance.changed')}
        </Alert>
        <ScrollArea.Autosize mah="50vh" type="auto" data-testid="privacy-acceptance-text">
          {policy.isPending ? (
            <Loader size="sm" aria-label={t('navigation.loading')} />
          ) : (
            <Typography style={{ overflowWrap: 'anywhere' }}>
              <Markdown>{policy.data ?? ''}</Markdown>
            </Typography>
          )}
        </ScrollArea.Autosize>
        <Text size="sm" c="dimmed">
          {t('privacyAcceptance.hint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onSignOut} loading={signingOut} disabled={accept.isPending}>
            {t('privacyAcceptance.signOut')}
          </Button>
          <Button
            onClick={() => accept.mutate(currentPrivacyPolicyVersion)}
            loading={accept.isPending}
            disabled={signingOut}
          >
            {t('privacyAcceptance.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
