import { Drawer, PasswordInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type OperatorCompany, updateCompanyRequestSchema, userTypes } from '@mobilo/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useUpdateCompany } from '../api/update-company';
import { FormActions } from './operator-fields';
import { type EditValues, requestOf, valuesOf } from './company-edit-values';
import '../operator-texts';

interface CompanyEditPanelProps {
  company: OperatorCompany;
  opened: boolean;
  onClose: () => void;
}

/** The edit side panel of the Details tab; leaving it with unsaved changes asks first. */
export function CompanyEditPanel({ company, opened, onClose }: CompanyEditPanelProps) {
  const { t } = useTranslation('operator');
  // The form decides whether closing needs a question; the drawer's own close (Escape, the
  // overlay, the x) goes through it too.
  const requestCloseRef = useRef<() => void>(onClose);
  return (
    <Drawer
      opened={opened}
      onClose={() => requestCloseRef.current()}
      position="right"
      size="md"
      title={t('company.editTitle')}
    >
      <EditForm company={company} onClose={onClose} requestCloseRef={requestCloseRef} />
    </Drawer>
  );
}

function EditForm({
  company,
  onClose,
  requestCloseRef,
}: {
  company: OperatorCompany;
  onClose: () => void;
  requestCloseRef: RefObject<() => void>;
}) {
  const { t } = useTranslation('operator');
  const update = useUpdateCompany(company.id);
  const [removeKey, setRemoveKey] = useState(false);
  const form = useForm<EditValues>({ defaultValues: valuesOf(company) });
  const formRef = useRevealInvalidField(form);
  const dirty = form.formState.isDirty || removeKey;
  const blocker = useBlocker(dirty);

  const askToLeave = (leave: () => void, stay?: () => void) =>
    modals.openConfirmModal({
      title: t('company.unsavedTitle'),
      children: t('company.unsavedText'),
      labels: { confirm: t('company.leave'), cancel: t('company.stay') },
      confirmProps: { color: 'danger' },
      onConfirm: leave,
      onCancel: stay,
    });

  useEffect(() => {
    if (blocker.state === 'blocked') askToLeave(blocker.proceed, blocker.reset);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks once per blocked navigation
  }, [blocker.state]);

  const close = () => (dirty ? askToLeave(onClose) : onClose());
  useEffect(() => {
    requestCloseRef.current = close;
  });

  const submit = form.handleSubmit((values) => {
    const request = requestOf(values, removeKey);
    const parsed = updateCompanyRequestSchema.safeParse(request);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof EditValues;
        form.setError(field, {
          message: t(`company.invalid.${field === 'domains' || field === 'reseller' ? field : 'other'}`),
        });
      }
      return;
    }
    update.mutate(request, {
      onSuccess: () => {
        notifySuccess(t('messages.companyUpdated'));
        form.reset(values);
        setRemoveKey(false);
        onClose();
      },
      onError: (failure) =>
        showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), {
          COMPANY_NAME_TAKEN: 'name',
          COMPANY_DOMAIN_TAKEN: 'domains',
        }),
    });
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('company.fields.name')}
          required
          {...form.register('name', { required: true })}
          error={form.formState.errors.name?.message}
        />
        <Controller
          control={form.control}
          name="defaultUserType"
          render={({ field }) => (
            <Select
              label={t('company.fields.defaultUserType')}
              data={userTypes.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
            />
          )}
        />
        <TextInput
          label={t('company.fields.reseller')}
          description={t('company.resellerHint')}
          {...form.register('reseller')}
          error={form.formState.errors.reseller?.message}
        />
        <TextInput
          label={t('company.fields.domains')}
          description={t('company.domainsHint')}
          placeholder="example.com, example.de"
          {...form.register('domains')}
          error={form.formState.errors.domains?.message}
        />
        <PasswordInput
          label={t('company.fields.mobilityBoxApiKey')}
          description={t(
            `company.apiKey.${company.mobilityBoxApiKeySet === null ? 'unknown' : company.mobilityBoxApiKeySet ? 'set' : 'notSet'}`,
          )}
          placeholder={t('company.apiKeyPlaceholder')}
          autoComplete="off"
          disabled={removeKey}
          {...form.register('mobilityBoxApiKey')}
        />
        {company.mobilityBoxApiKeySet !== false && (
          <Switch
            label={t('company.removeApiKey')}
            checked={removeKey}
            onChange={(event) => setRemoveKey(event.currentTarget.checked)}
          />
        )}
        <FormActions onCancel={close} pending={update.isPending} submitLabel={t('form.save')} />
      </Stack>
    </form>
  );
}
