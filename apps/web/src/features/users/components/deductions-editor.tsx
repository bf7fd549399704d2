import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { saveDeductionsRequestSchema, type UserBudgetResponse } from '@mobilo/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useSaveDeductions } from '../api/save-deductions';
import '../users-texts';

interface Row {
  label: string;
  amount: string;
}

interface DeductionsEditorProps {
  userId: string;
  month: string;
  initial: UserBudgetResponse['budgetDeductions'];
}

/** The month's deductions (label, amount) as an editable list, saved as a whole. */
export function DeductionsEditor({ userId, month, initial }: DeductionsEditorProps) {
  const { t } = useTranslation('users');
  const save = useSaveDeductions(userId, month);
  const [rows, setRows] = useState<Row[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const change = (index: number, field: keyof Row, value: string) =>
    setRows((current) =>
      current.map((row, i) =>
        i === index ? { ...row, [field]: field === 'amount' ? value.replace(',', '.') : value } : row,
      ),
    );

  const submit = () => {
    const parsed = saveDeductionsRequestSchema.safeParse({ budgetDeductions: rows });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.slice(1).join('.'), t('budget.invalid')])),
      );
      return;
    }
    setErrors({});
    setServerError(null);
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess(t('notices.deductionsSaved')),
      onError: (error) => setServerError(apiErrorMessage(toApiErrorOrUnknown(error))),
    });
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('budget.deductions')}</Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('budget.noDeductions')}
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('budget.deductionLabel')}
            placeholder={t('budget.deductionLabel')}
            value={row.label}
            onChange={(event) => change(index, 'label', event.currentTarget.value)}
            error={errors[`${index}.label`]}
            style={{ flex: 2 }}
          />
          <TextInput
            aria-label={t('budget.deductionAmount')}
            placeholder={t('budget.deductionAmount')}
            inputMode="decimal"
            value={row.amount}
            onChange={(event) => change(index, 'amount', event.currentTarget.value)}
            error={errors[`${index}.amount`]}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('budget.removeDeduction')}
            onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {serverError && (
        <Text size="sm" c="red">
          {serverError}
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => setRows((current) => [...current, { label: '', amount: '' }])}
        >
          {t('budget.addDeduction')}
        </Button>
        <Button size="xs" loading={save.isPending} onClick={submit}>
          {t('budget.saveDeductions')}
        </Button>
      </Group>
    </Stack>
  );
}
