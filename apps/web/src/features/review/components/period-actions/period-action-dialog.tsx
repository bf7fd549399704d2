import type { PeriodAction } from '@mobilo/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../management-texts';

export interface PeriodActionDialogProps {
  /** The action to confirm; null keeps the dialog closed. */
  action: PeriodAction | null;
  /** The period's month and year as the user reads it. */
  month: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra text below the explanation, e.g. where the invoiced period's export will appear. */
  hint?: ReactNode;
}

/** Asks before a period changes state; stays open while the call runs and when it fails. */
export function PeriodActionDialog({ action, month, busy, onConfirm, onCancel, hint }: PeriodActionDialogProps) {
  const { t } = useTranslation('management');
  return (
    <Modal
      opened={action !== null}
      onClose={() => !busy && onCancel()}
      title={action ? t(`periodActions.dialogTitle.${action}`, { month }) : ''}
      transitionProps={{ duration: 150 }}
      centered
    >
      {action && (
        <Stack gap="md">
          <Text size="sm">{t(`periodActions.dialogText.${action}`)}</Text>
          {hint}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('periodActions.cancel')}
            </Button>
            <Button
              color={action === 'invoice' || action === 'close' ? 'secondary' : 'warning'}
              loading={busy}
              onClick={onConfirm}
              data-autofocus
            >
              {t(`periodActions.${action}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
