import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { CombinedReceiptReading } from '@mobilo/contract';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import '../expenses-texts';

export interface ReceiptSuggestionProps {
  reading: CombinedReceiptReading | null;
  pending: boolean;
  /** Whether the user may record the expense in the currency the receipt names. */
  currencyUsable?: boolean;
  /** The currency the user's expenses are recorded in when the receipt's one is not theirs to use. */
  ownCurrency?: string;
  /**
   * The currency the form holds now: an amount whose receipt names no currency is taken into it,
   * so it is shown in it, never in another one.
   */
  formCurrency?: string;
  onApply: () => void;
  onDismiss: () => void;
}

/**
 * What the dropped receipt states, offered to the user: it fills the form only when they say so,
 * so nothing they typed is overwritten behind their back.
 */
export function ReceiptSuggestion({
  reading,
  pending,
  currencyUsable = true,
  ownCurrency,
  formCurrency,
  onApply,
  onDismiss,
}: ReceiptSuggestionProps) {
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
  // Each value is named, so the user sees what was read and what a click will take.
  const parts = [
    reading.totalAmount !== null
      ? t('suggestion.amount', { value: f.money(reading.totalAmount, reading.currency ?? formCurrency) })
      : null,
    reading.currency !== null ? t('suggestion.currency', { value: reading.currency }) : null,
    reading.invoiceDate !== null ? t('suggestion.date', { value: f.date(reading.invoiceDate) }) : null,
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
        {!currencyUsable && reading.totalAmount !== null && (
          <Text size="sm" fw={500}>
            {t('suggestion.otherCurrency', { own: ownCurrency })}
          </Text>
        )}
        <Button size="compact-sm" variant="light" onClick={onApply}>
          {t('suggestion.apply')}
        </Button>
      </Group>
    </Alert>
  );
}
