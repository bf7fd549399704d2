import { Alert, Button, Text } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../installed-app-texts';
import { acceptInstallOffer, useInstallOffer } from '../hooks/install-offer';
import { installHintKind, installHintStorageKey } from '../hooks/install-hint-rules';

/**
 * Invites a phone user to add the app to the home screen: with the browser's own install dialog
 * where it offers one (Android), with the steps on iOS Safari. Shown on touch screens only and
 * never again once dismissed on this device.
 */
export function InstallHint() {
  const { t } = useTranslation('installed-app');
  const offer = useInstallOffer();
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false });
  const standalone = useMediaQuery('(display-mode: standalone)', false, { getInitialValueInEffect: false });
  const [dismissed, setDismissed] = useLocalStorage({
    key: installHintStorageKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const kind = installHintKind({
    userAgent: navigator.userAgent,
    installed: standalone || iosStandalone,
    hasOffer: offer !== null,
    dismissed,
  });
  if (!touch || kind === null) return null;

  return (
    <Alert
      variant="light"
      color="primary"
      icon={<IconDeviceMobileDown size={20} />}
      title={t('hintTitle')}
      withCloseButton
      closeButtonLabel={t('dismiss')}
      onClose={() => setDismissed(true)}
      mb="md"
      data-testid="install-hint"
    >
      {kind === 'offer' ? (
        <>
          <Text size="sm" mb="xs">
            {t('offerText')}
          </Text>
          <Button size="xs" onClick={() => void acceptInstallOffer()}>
            {t('install')}
          </Button>
        </>
      ) : (
        <Text size="sm">{t('iosText')}</Text>
      )}
    </Alert>
  );
}
