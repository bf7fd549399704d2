import { Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { modals } from '@mantine/modals';
import {
  isDatevWageType,
  type TaxBudgetType,
  type TaxModule,
  type UpdateTaxModuleForm,
  type UpdateTaxModuleRequest,
  updateTaxModuleRequestSchema,
} from '@mobilo/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, notifyApiError, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useUpdateTaxModule } from '../api/update-tax-module';
import '../tax-modules-texts';
import { moduleMeaningKey } from './tax-module-texts';

const toForm = (module: TaxModule): UpdateTaxModuleForm => ({
  wageName: module.wageName ?? '',
  value: module.value,
  inftySapValue: module.inftySapValue,
  isActive: module.isActive,
});

/** The contract's schema plus DATEV's range, so that a wrong wage type shows before the server says so. */
const resolver = zodResolver(
  updateTaxModuleRequestSchema.refine((change) => change.value === null || isDatevWageType(change.value), {
    path: ['value'],
  }),
);

interface TaxModuleCardProps {
  module: TaxModule & { kind: TaxBudgetType };
  /** Budget groups whose net-wage lists TAX13 shows or hides. */
  netWageGroups: number;
}

/** One tax bucket: its wage type fields and switch, saved together. TAX13 asks before it switches. */
export function TaxModuleCard({ module, netWageGroups }: TaxModuleCardProps) {
  const { t } = useTranslation('tax-modules');
  const update = useUpdateTaxModule();
  const form = useForm<UpdateTaxModuleForm, unknown, UpdateTaxModuleRequest>({
    resolver,
    values: toForm(module),
    resetOptions: { keepDirtyValues: true },
    mode: 'onChange',
  });
  const { errors } = form.formState;
  const name = t(`module.${module.kind}`);
  const titleId = `tax-module-${module.kind}`;

  const save = (change: UpdateTaxModuleRequest) =>
    update.mutate(
      { kind: module.kind, change },
      {
        onSuccess: () => {
          form.reset(change);
          notifySuccess(t('saved', { module: name }));
        },
        onError: (error) => {
          const apiError = toApiErrorOrUnknown(error);
          if (apiError.errorCode === 'WAGE_TYPE_OUTSIDE_DATEV_RANGE') {
            form.setError('value', { type: 'server', message: apiErrorMessage(apiError) }, { shouldFocus: true });
          } else {
            notifyApiError(error);
          }
        },
      },
    );

  const submit = form.handleSubmit(save);

  const toggle = (next: boolean) => {
    if (module.kind !== 'TAX13') {
      form.setValue('isActive', next, { shouldDirty: true });
      void submit();
      return;
    }
    modals.openConfirmModal({
      title: t(next ? 'netWage.titleOn' : 'netWage.titleOff'),
      children: <Text size="sm">{t(next ? 'netWage.textOn' : 'netWage.textOff', { count: netWageGroups })}</Text>,
      labels: { confirm: t(next ? 'netWage.confirmOn' : 'netWage.confirmOff'), cancel: t('netWage.cancel') },
      confirmProps: { color: next ? undefined : 'danger' },
      onConfirm: () => {
        form.setValue('isActive', next, { shouldDirty: true });
        void submit();
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h4" id={titleId}>
              {name}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color="secondary">
                {module.law}
              </Badge>
              <Badge variant="outline" color="gray">
                {t(`bsNr.${module.bsNr}`)}
              </Badge>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t(moduleMeaningKey(module))}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('field.wageName')}
              error={errors.wageName && t('invalid.wageName')}
              disabled={update.isPending}
              {...form.register('wageName')}
            />
            <Controller
              control={form.control}
              name="value"
              render={({ field }) => (
                <TextInput
                  label={t('field.value')}
                  inputMode="numeric"
                  maxLength={6}
                  error={errors.value && (errors.value.type === 'server' ? errors.value.message : t('invalid.value'))}
                  disabled={update.isPending}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={form.control}
              name="inftySapValue"
              render={({ field }) => (
                <TextInput
                  label={t('field.inftySapValue')}
                  error={errors.inftySapValue && t('invalid.inftySapValue')}
                  disabled={update.isPending}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <Switch
                  label={t('field.isActive')}
                  aria-label={`${t('field.isActive')} – ${name}`}
                  checked={field.value}
                  disabled={update.isPending || (!module.mayBeSwitchedOff && field.value)}
                  onChange={(event) => toggle(event.currentTarget.checked)}
                />
              )}
            />
            <Button type="submit" variant="light" loading={update.isPending} disabled={!form.formState.isDirty}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
