import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { CombinedReceiptReading } from '@mobilo/contract';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

export interface ReceiptSuggestionProps {
  reading: CombinedReceiptReading | null;
  pending: boolean;
  onApply: () => void;
  onDismiss: () => void;
}

/**
 * What the dropped receipt states, offered to the user: it fills the form only when they say so,
 * so nothing they typed is overwritten behind their back.
 */
export function ReceiptSuggestion({ reading, pending, onApply, onDismiss }: ReceiptSuggestionProps) {
  const { t } = useTranslation('expenses');
  const f = useFormat();
  if (pending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('suggestion.reading')}
        </Text>
      </Group>
    );
  }
  if (!reading || (reading.totalAmount === null && reading.invoiceDate === null)) return null;
  const parts = [
    reading.totalAmount !== null ? f.money(reading.totalAmount, reading.currency ?? undefined) : null,
    reading.invoiceDate !== null ? f.date(reading.invoiceDate) : null,
  ].filter((part) => part !== null);
  return (
    <Alert
      color="secondary"
      icon={<IconReceipt size={18} />}
      title={t('suggestion.title')}
      withCloseButton
      closeButtonLabel={t('suggestion.dismiss')}
      onClose={onDismiss}
      data-testid="receipt-suggestion"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('suggestion.found', { values: parts.join(' · ') })}</Text>
        <Button size="compact-sm" variant="light" onClick={onApply}>
          {t('suggestion.apply')}
        </Button>
      </Group>
    </Alert>
  );
}
