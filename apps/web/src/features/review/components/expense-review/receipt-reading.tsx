import { Button, type ButtonProps } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useManagementExpenseReading } from '../../api/get-management-expense';
import { useReadReceiptsAgain } from '../../api/read-receipts-again';

/** How long the readings are polled after "read again": reading takes a few seconds. */
const readingPollMs = 15_000;

/**
 * What reading the reviewed expense's receipts found, and "read them again", after which the
 * reading is polled for a while. The audit panel and the management detail both offer it.
 */
export function useReceiptReading(expenseId: string | undefined) {
  const readAgain = useReadReceiptsAgain();
  const [polling, setPolling] = useState(false);
  useEffect(() => {
    if (!polling) return;
    const stop = setTimeout(() => setPolling(false), readingPollMs);
    return () => clearTimeout(stop);
  }, [polling]);
  const reading = useManagementExpenseReading(expenseId, polling);
  return {
    combined: reading.data?.combined ?? null,
    busy: readAgain.isPending || polling,
    readAgain: (onStarted: () => void) => {
      if (!expenseId) return;
      readAgain.mutate(expenseId, {
        onSuccess: () => {
          onStarted();
          setPolling(true);
        },
      });
    },
  };
}

export function ReadReceiptsAgainButton({
  label,
  busy,
  onClick,
  size,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
  size?: ButtonProps['size'];
}) {
  return (
    <Button variant="subtle" size={size} leftSection={<IconScan size={16} />} loading={busy} onClick={onClick}>
      {label}
    </Button>
  );
}
