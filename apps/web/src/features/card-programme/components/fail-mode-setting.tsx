import { Paper, Radio, Stack, Text } from '@mantine/core';
import { paymentControlFailModes, type PaymentControlFailMode } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { notifySuccess } from '../../../lib/notify';
import { useCardSettings, useUpdateCardSettings } from '../api/card-settings';
import '../card-programme-texts';

/** What payment control answers when it cannot decide in time: the company's choice. */
export function FailModeSetting() {
  const { t } = useTranslation('card-programme');
  const settings = useCardSettings();
  const update = useUpdateCardSettings();
  const choose = (mode: string) => {
    if (!settings.data || mode === settings.data.paymentControlFailMode) return;
    update.mutate(
      { paymentControlFailMode: mode as PaymentControlFailMode, version: settings.data.version },
      { onSuccess: () => notifySuccess(t('settings.saved')) },
    );
  };
  return (
    <Paper withBorder p="md" radius="md">
      <LoadState isPending={settings.isPending} isError={settings.isError} onRetry={() => void settings.refetch()}>
        {() => (
          <Radio.Group
            label={t('settings.failMode')}
            description={t('settings.failModeHint')}
            value={settings.data!.paymentControlFailMode}
            onChange={choose}
          >
            <Stack gap={6} mt={8}>
              {paymentControlFailModes.map((mode) => (
                <Radio
                  key={mode}
                  value={mode}
                  disabled={update.isPending}
                  label={t(`settings.failModes.${mode}`)}
                  description={
                    <Text span size="xs">
                      {t(`settings.failModeTexts.${mode}`)}
                    </Text>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </LoadState>
    </Paper>
  );
}
