import {
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  errorCodes,
  type ErrorCode,
  type OperatorPartnerOffer,
  partnerOfferCategories,
  type PartnerOfferForm,
  type PartnerOfferInput,
} from '@mobilo/contract';
import { useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { ImageField } from '../../../components/image-field';
import { isApiError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { currentOfStaleWrite } from '../../../lib/api-client';
import { useSavePartnerOffer } from '../api/save-partner-offer';
import {
  blankPartnerOffer,
  fieldOfRefusal,
  partnerOfferResolver,
  partnerOfferValues,
} from './partner-offer-form-model';
import '../partner-offer-texts';
import { PartnerOfferAudience } from './partner-offer-audience';

interface PartnerOfferFormProps {
  /** The offer to change, 'new' for a new one, null while closed. */
  offer: OperatorPartnerOffer | 'new' | null;
  today: string;
  onClose: () => void;
}

/** Create or change an offer: every field of the contract, the offer rules checked as the server does. */
export function PartnerOfferFormModal({ offer, today, onClose }: PartnerOfferFormProps) {
  const { t } = useTranslation('partner-offers');
  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      size="xl"
      title={offer === 'new' ? t('form.titleNew') : t('form.titleEdit')}
    >
      {offer !== null && (
        <OfferFields key={offer === 'new' ? 'new' : offer.id} offer={offer} today={today} onClose={onClose} />
      )}
    </Modal>
  );
}

function OfferFields({
  offer,
  today,
  onClose,
}: {
  offer: OperatorPartnerOffer | 'new';
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('partner-offers');
  const { t: tError } = useTranslation('errors');
  const save = useSavePartnerOffer();
  const initial = offer === 'new' ? blankPartnerOffer(today) : partnerOfferValues(offer);
  const [redeem, setRedeem] = useState<'code' | 'link'>(initial.link !== null && !initial.code ? 'link' : 'code');
  const form = useForm<PartnerOfferForm, unknown, PartnerOfferInput>({
    resolver: partnerOfferResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const message = (error: FieldError | undefined, fallback = t('form.required')) => {
    if (!error) return undefined;
    const code = error.message as ErrorCode | undefined;
    // A missing text is marked on its own field, which names the language: "Required." says it all.
    if (!code || code === 'PARTNER_OFFER_TEXT_MISSING' || !(errorCodes as readonly string[]).includes(code))
      return fallback;
    return tError(code, { parameter: '' });
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      offer === 'new' ? { id: null, offer: values } : { id: offer.id, offer: values, version: offer.version },
      {
        onSuccess: (saved) => {
          notifySuccess(t('form.saved', { name: saved.partner }));
          onClose();
        },
        onError: (error) => {
          // A stale write opens the "changed meanwhile" dialog with the other side's values.
          if (currentOfStaleWrite(error)) return;
          const field = fieldOfRefusal(error);
          if (field && isApiError(error)) {
            form.setError(field as 'partner', { message: error.errorCode }, { shouldFocus: true });
          } else {
            notifyApiError(error);
          }
        },
      },
    ),
  );

  const text = (name: 'title' | 'description', language: 'en' | 'de') => {
    const label = t(`form.${name}${language === 'en' ? 'En' : 'De'}`);
    const Input = name === 'title' ? TextInput : Textarea;
    return (
      <Input
        label={label}
        required
        autosize={name === 'description' ? true : undefined}
        minRows={name === 'description' ? 3 : undefined}
        error={message(errors[name]?.[language])}
        {...form.register(`${name}.${language}`)}
      />
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('form.partner')} required error={message(errors.partner)} {...form.register('partner')} />
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                label={t('form.category')}
                required
                allowDeselect={false}
                data={partnerOfferCategories.map((value) => ({ value, label: t(`category.${value}`) }))}
                value={field.value}
                onChange={(next) => next && field.onChange(next)}
              />
            )}
          />
          {text('title', 'en')}
          {text('title', 'de')}
          {text('description', 'en')}
          {text('description', 'de')}
        </SimpleGrid>
        <Stack gap={6}>
          <Input.Label id="offer-redeem-label">{t('form.redeem')}</Input.Label>
          <SegmentedControl
            aria-labelledby="offer-redeem-label"
            w="fit-content"
            value={redeem}
            data={[
              { value: 'code', label: t('form.code') },
              { value: 'link', label: t('form.link') },
            ]}
            onChange={(next) => {
              const mode = next === 'link' ? 'link' : 'code';
              setRedeem(mode);
              form.setValue(mode === 'link' ? 'code' : 'link', null);
              form.setValue(mode, '');
              form.clearErrors(['code', 'link']);
            }}
          />
          {redeem === 'code' ? (
            <TextInput
              label={t('form.codeLabel')}
              required
              error={message(errors.code)}
              {...form.register('code', { setValueAs: (value: string | null) => value ?? '' })}
            />
          ) : (
            <TextInput
              label={t('form.linkLabel')}
              required
              type="url"
              placeholder="https://"
              error={message(errors.link ?? errors.code)}
              {...form.register('link')}
            />
          )}
        </Stack>
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <Stack gap={4}>
              <ImageField label={t('form.image')} value={field.value} onChange={field.onChange} />
              {errors.image && (
                <Text size="xs" c="danger">
                  {message(errors.image)}
                </Text>
              )}
            </Stack>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="validFrom"
            render={({ field }) => (
              <DateField
                label={t('form.validFrom')}
                required
                value={field.value}
                onChange={(day) => field.onChange(day ?? '')}
                error={message(errors.validFrom)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="validUntil"
            render={({ field }) => (
              <DateField
                label={t('form.validUntil')}
                description={t('form.validUntilHint')}
                clearable
                value={field.value}
                onChange={(day) => field.onChange(day || null)}
                error={message(errors.validUntil)}
              />
            )}
          />
        </SimpleGrid>
        <PartnerOfferAudience form={form} />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label={t('form.isActive')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
