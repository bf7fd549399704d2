import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { exportPlatforms } from '@mobilo/contract';
import { IconDownload } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useAppInfo } from '../../../../lib/app-info';
import { useDownloadExampleExport } from '../../api/download-example-export';
import '../../../../lib/texts/tax-export-texts';

/** Trial companies get three example files instead of their real export, and whom to write to. */
export function TrialExportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('taxExport');
  const email = useAppInfo().data?.supportEmail ?? null;
  const download = useDownloadExampleExport();

  return (
    <Modal opened={opened} onClose={onClose} title={t('trial.title')}>
      <Stack gap="md">
        <Text size="sm">{t('trial.intro')}</Text>
        <Stack gap="xs">
          {exportPlatforms.map((platform) => (
            <Button
              key={platform}
              variant="light"
              justify="flex-start"
              // Long German labels wrap on a phone rather than being cut off.
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.3 } }}
              leftSection={<IconDownload size={18} />}
              loading={download.isPending && download.variables === platform}
              onClick={() => download.mutate(platform)}
            >
              {t('trial.download', { platform: t(`report.platform.${platform}`) })}
            </Button>
          ))}
        </Stack>
        <Text size="sm">
          {email ? (
            <Trans
              t={t}
              i18nKey="trial.contact"
              values={{ email }}
              components={{ mail: <Anchor href={`mailto:${email}`} /> }}
            />
          ) : (
            t('trial.contactWithoutAddress')
          )}
        </Text>
        <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          {t('trial.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
