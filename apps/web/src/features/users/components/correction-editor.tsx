import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { saveCorrectionRequestSchema, type UserCorrection } from '@mobilo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useRemoveCorrection } from '../api/remove-correction';
import { useSaveCorrection } from '../api/save-correction';
import '../users-texts';

interface CorrectionEditorProps {
  userId: string;
  month: string;
  initial: UserCorrection | null;
}

/** The month's one-time correction: an amount (negative lowers the budget) and why. */
export function CorrectionEditor({ userId, month, initial }: CorrectionEditorProps) {
  const { t } = useTranslation('users');
  const save = useSaveCorrection(userId, month);
  const remove = useRemoveCorrection(userId, month);
  const [amount, setAmount] = useState(initial?.correctionAmount ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const onError = (error: unknown) => setServerError(apiErrorMessage(toApiErrorOrUnknown(error)));

  const submit = () => {
    const parsed = saveCorrectionRequestSchema.safeParse({ correctionAmount: amount, description });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t('budget.invalid')])));
      return;
    }
    setErrors({});
    setServerError(null);
    save.mutate(parsed.data, { onSuccess: () => notifySuccess(t('notices.correctionSaved')), onError });
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('budget.correction')}</Text>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('budget.correctionAmount')}
          description={t('budget.correctionHint')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value.replace(',', '.'))}
          error={errors.correctionAmount}
          style={{ flex: 1 }}
        />
        <TextInput
          label={t('budget.correctionDescription')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          style={{ flex: 2 }}
        />
      </Group>
      {serverError && (
        <Text size="sm" c="red">
          {serverError}
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" loading={save.isPending} onClick={submit}>
          {t('budget.saveCorrection')}
        </Button>
        {initial && (
          <Button
            size="xs"
            variant="default"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, { onSuccess: () => notifySuccess(t('notices.correctionRemoved')), onError })
            }
          >
            {t('budget.removeCorrection')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
