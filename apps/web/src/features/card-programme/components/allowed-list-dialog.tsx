import { Button, Group, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CardAllowedList,
  type CardAllowedListRequest,
  cardAllowedListRequestSchema,
  type MobilityMccPreset,
  mobilityMccPresets,
} from '@mobilo/contract';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrorOnField, useRevealInvalidField } from '../../../lib/form-errors';
import { apiErrorMessage, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useSaveAllowedList } from '../api/save-allowed-list';
import { fieldErrorText } from './field-error-text';

const presets = Object.keys(mobilityMccPresets) as MobilityMccPreset[];
const empty: CardAllowedListRequest = { name: '', merchantCategoryCodes: [], merchantNames: [] };

interface AllowedListDialogProps {
  /** The list to edit, `'new'` to create one, null while closed. */
  list: CardAllowedList | 'new' | null;
  onClose: () => void;
}

/** Creates an allowed list or edits one, naming the version read. */
export function AllowedListDialog({ list, onClose }: AllowedListDialogProps) {
  const { t } = useTranslation('card-programme');
  const save = useSaveAllowedList();
  const form = useForm<CardAllowedListRequest>({
    resolver: zodResolver(cardAllowedListRequestSchema),
    defaultValues: empty,
  });
  const formRef = useRevealInvalidField(form);
  useEffect(() => {
    if (list === 'new') form.reset(empty);
    else if (list) {
      const { name, merchantCategoryCodes, merchantNames } = list;
      form.reset({ name, merchantCategoryCodes, merchantNames });
    }
  }, [list, form]);
  const { errors } = form.formState;
  const errorOf = (error: unknown) => fieldErrorText('lists', error);
  const existing = list !== null && list !== 'new' ? list : null;

  const submit = form.handleSubmit((values) => {
    const body = existing ? { ...values, version: existing.version } : values;
    save.mutate(
      { id: existing?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('lists.saved', { name: saved.name }));
          onClose();
        },
        onError: (failure) =>
          showServerErrorOnField(form, failure, apiErrorMessage(toApiErrorOrUnknown(failure)), {
            CARD_ALLOWED_LIST_NAME_TAKEN: 'name',
          }),
      },
    );
  });

  const addPreset = (preset: MobilityMccPreset) => {
    const codes = form.getValues('merchantCategoryCodes') ?? [];
    form.setValue('merchantCategoryCodes', [...new Set([...codes, ...mobilityMccPresets[preset]])], {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  return (
    <Modal
      opened={list !== null}
      onClose={onClose}
      size="lg"
      title={existing ? t('lists.editTitle', { name: existing.name }) : t('lists.newTitle')}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput label={t('lists.name')} required {...form.register('name')} error={errorOf(errors.name)} />
          <Stack gap={6} role="group" aria-labelledby="allowed-list-presets">
            <Text id="allowed-list-presets" size="sm" fw={500}>
              {t('lists.presets')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('lists.presetsHint')}
            </Text>
            <Group gap="xs">
              {presets.map((preset) => (
                <Button
                  key={preset}
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => addPreset(preset)}
                >
                  {t(`lists.presetNames.${preset}`)}
                </Button>
              ))}
            </Group>
          </Stack>
          <Controller
            control={form.control}
            name="merchantCategoryCodes"
            render={({ field }) => (
              <TagsInput
                label={t('lists.categories')}
                description={t('lists.categoriesHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf(errors.merchantCategoryCodes)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="merchantNames"
            render={({ field }) => (
              <TagsInput
                label={t('lists.merchants')}
                description={t('lists.merchantsHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf(errors.merchantNames)}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('lists.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('lists.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
