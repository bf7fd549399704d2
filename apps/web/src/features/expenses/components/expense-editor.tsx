import { type Expense, formAction } from '@mobilo/contract';
import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadReceipt } from '../api/read-receipt';
import { useExpenseFlows } from '../hooks/use-expense-flows';
import { fileOf, type QueuedExpense } from '../queue/queued-expense';
import { ExpenseForm, type ExpenseFormState } from './expense-form';
import { ReceiptField } from './receipt-field';
import '../expenses-texts';

export interface ExpenseEditorProps {
  expense: Expense | null;
  periodInvoiced: boolean;
  /** After a save (with whether the receipt change failed) or a withdraw. */
  onDone: (id: string, fileFailed: boolean) => void;
  onCancel: () => void;
  /** A waiting expense the server refused, opened to be fixed: the save replaces it. */
  queued?: QueuedExpense;
}

/** Create or edit: the form with its receipt and the buttons its status allows. */
export function ExpenseEditor({ expense, periodInvoiced, onDone, onCancel, queued }: ExpenseEditorProps) {
  const { t } = useTranslation('expenses');
  const flows = useExpenseFlows(expense, queued?.id);
  // The version the form was filled from: a newer one fetched meanwhile must not carry the save.
  const [readVersion] = useState(expense?.version ?? null);
  const [file, setFile] = useState<File | 'remove' | null>(() => (queued?.receipt ? fileOf(queued.receipt) : null));
  const readReceipt = useReadReceipt();
  const [suggestionShown, setSuggestionShown] = useState(false);
  // Photos still being prepared: a save now would send the receipt without its last page.
  const [receiptBusy, setReceiptBusy] = useState(false);
  const pick = (picked: File) => {
    setFile(picked);
    setSuggestionShown(true);
    readReceipt.mutate(picked);
  };
  const stored =
    file === null && expense?.files[0] ? { name: expense.files[0].originalName, url: expense.files[0].url } : null;
  const hasFile = file instanceof File || (file === null && (expense?.files.length ?? 0) > 0);

  const save = async (state: ExpenseFormState, showErrors: () => void, submit: boolean) => {
    showErrors();
    const saved = await flows.save({ ...state, submit, file, numberFormat: state.context.numberFormat, readVersion });
    if (saved) {
      setFile(null);
      onDone(saved.id, saved.fileFailed);
    }
  };
  const withdraw = async () => {
    if (expense && (await flows.changeStatus('withdraw'))) onDone(expense.id, false);
  };

  return (
    <ExpenseForm
      expense={expense}
      initialValues={queued?.values}
      hasFile={hasFile}
      suggestion={
        suggestionShown
          ? {
              reading: readReceipt.data ?? null,
              pending: readReceipt.isPending,
              onDismiss: () => setSuggestionShown(false),
            }
          : undefined
      }
      receipt={
        <ReceiptField
          stored={stored}
          pending={file instanceof File ? file : null}
          onPick={pick}
          onRemove={() => {
            setFile(expense?.files.length ? 'remove' : null);
            setSuggestionShown(false);
          }}
          disabled={flows.busy}
          onBusyChange={setReceiptBusy}
        />
      }
      footer={(state, showErrors) => {
        const action = formAction(state.status);
        const saveBlocked = expense?.status === 'SUBMITTED' && state.status === 'INCOMPLETE';
        return (
          <Stack gap="xs" mt="sm">
            {saveBlocked && (
              <Text size="sm" c="dimmed" ta="right" id="save-blocked-reason">
                {t('actions.saveBlocked')}
              </Text>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onCancel} disabled={flows.busy}>
                {t('actions.cancel')}
              </Button>
              <Button
                variant="light"
                onClick={() => void save(state, showErrors, false)}
                loading={flows.busy || receiptBusy}
                disabled={saveBlocked}
                aria-describedby={saveBlocked ? 'save-blocked-reason' : undefined}
              >
                {expense ? t('actions.save') : t('actions.create')}
              </Button>
              {action === 'SUBMIT_DISABLED' && (
                <Tooltip label={t('actions.cannotSubmit')}>
                  <Button disabled data-disabled>
                    {t('actions.submit')}
                  </Button>
                </Tooltip>
              )}
              {action === 'SUBMIT' && (
                <Button
                  onClick={() => void save(state, showErrors, true)}
                  loading={flows.busy || receiptBusy}
                  disabled={periodInvoiced}
                >
                  {t('actions.submit')}
                </Button>
              )}
              {action === 'WITHDRAW' && expense && (
                <Button color="warning" onClick={() => void withdraw()} loading={flows.busy}>
                  {t('actions.withdraw')}
                </Button>
              )}
            </Group>
          </Stack>
        );
      }}
    />
  );
}
