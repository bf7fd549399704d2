import { Button, FileInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { addMonths, KWH_REFUND_FROM, type MyActivities, readingsProblem } from '@mobilo/contract';
import { IconCamera, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { isApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSubmitReadings } from '../api/submit-readings';
import { useUploadReadingPhoto } from '../api/upload-reading-photo';
import '../home-charging-texts';
import { chargingMonthName } from './activity-card';
import { MonthPriceField, monthPriceOf, useDynamicMonths } from './month-price-field';

type Field = 'month' | 'meterId' | 'startReading' | 'endReading' | 'startReadingDate' | 'endReadingDate';
type Values = Record<Field, string>;
const READING = /^\d{1,7}([.,]\d{1,2})?$/;

/** The months an activity may still be entered for: from the kWh rule's start to this month, newest first. */
export function openMonths(mine: MyActivities): string[] {
  const taken = new Set(mine.activities.filter((a) => a.status !== 'REJECTED').map((a) => a.month));
  const months: string[] = [];
  for (let month = mine.thisMonth; month >= KWH_REFUND_FROM;) {
    if (!taken.has(month)) months.push(month);
    const period = addMonths(month.replace('-', ''), -1);
    month = `${period.slice(0, 4)}-${period.slice(4, 6)}`;
  }
  return months;
}

/** The form's own checks, as the server makes them: every field filled, readings as numbers, never falling. */
export function readingsErrors(values: Values): Partial<Record<Field, 'required' | 'invalid' | 'falling'>> {
  const errors: Partial<Record<Field, 'required' | 'invalid' | 'falling'>> = {};
  for (const field of Object.keys(values) as Field[]) if (!values[field].trim()) errors[field] = 'required';
  for (const field of ['startReading', 'endReading'] as const)
    if (!errors[field] && !READING.test(values[field].trim())) errors[field] = 'invalid';
  if (!errors.startReading && !errors.endReading) {
    const problem = readingsProblem(values.startReading.replace(',', '.'), values.endReading.replace(',', '.'));
    if (problem === 'FALLING_READINGS') errors.endReading = 'falling';
  }
  return errors;
}

/** A month's two meter readings with their dates and a photo of each. */
export function ReadingsForm({ mine }: { mine: MyActivities }) {
  const { t } = useTranslation('home-charging');
  const f = useFormat();
  const submit = useSubmitReadings();
  const upload = useUploadReadingPhoto();
  const months = openMonths(mine);
  const empty: Values = {
    month: months[0] ?? '',
    meterId: mine.meterIds[0] ?? '',
    startReading: '',
    endReading: '',
    startReadingDate: '',
    endReadingDate: '',
  };
  const [values, setValues] = useState<Values>(empty);
  const [photos, setPhotos] = useState<{ start: File | null; end: File | null }>({ start: null, end: null });
  const [monthPrice, setMonthPrice] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | 'start' | 'end' | 'monthPrice', string>>>({});
  const set = (field: Field) => (value: string | null) => setValues((v) => ({ ...v, [field]: value ?? '' }));
  const errorOf = (field: Field | 'start' | 'end') => errors[field];
  // A month taken meanwhile (by this form's last submit) gives way to the first one still open.
  const month = months.includes(values.month) ? values.month : (months[0] ?? '');
  const isDynamic = useDynamicMonths(mine)(month);

  const send = async () => {
    const own = readingsErrors({ ...values, month });
    const next: typeof errors = Object.fromEntries(
      Object.entries(own).map(([field, code]) => [field, t(`mine.${code}`)]),
    );
    if (!photos.start) next.start = t('mine.required');
    if (!photos.end) next.end = t('mine.required');
    const price = monthPriceOf(monthPrice);
    if (isDynamic && 'error' in price) next.monthPrice = t(`mine.${price.error}`);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const activity = await submit.mutateAsync({
        ...values,
        month,
        startReading: values.startReading.replace(',', '.'),
        endReading: values.endReading.replace(',', '.'),
        ...(isDynamic && 'cents' in price && { dynamicCentsPerKwh: price.cents }),
      });
      await upload.mutateAsync({ id: activity.id, kind: 'start', file: photos.start! });
      await upload.mutateAsync({ id: activity.id, kind: 'end', file: photos.end! });
      notifySuccess(t('mine.sent'));
      setValues(empty);
      setMonthPrice('');
      setPhotos({ start: null, end: null });
    } catch (error) {
      if (!isApiError(error)) return;
      // The server prices the month itself: a dynamic tariff it knows of that this page did not yet.
      if (error.errorCode === 'HOME_CHARGING_NO_PRICE' && error.parameter === 'NO_DYNAMIC_PRICE') {
        setErrors({ monthPrice: t('mine.required') });
        return;
      }
      const field = error.parameter?.replace(/^body\./, '');
      if (field && field in values) setErrors({ [field]: t('mine.invalid') });
    }
  };

  if (months.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="readings-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="readings-title">
            {t('mine.formTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('mine.month')}
              data={months.map((month) => ({ value: month, label: chargingMonthName(f, month) }))}
              value={month}
              onChange={set('month')}
              allowDeselect={false}
              error={errorOf('month')}
              required
            />
            <Select
              label={t('mine.meterId')}
              data={mine.meterIds}
              value={values.meterId || null}
              onChange={set('meterId')}
              allowDeselect={false}
              error={errorOf('meterId')}
              required
            />
            {isDynamic && <MonthPriceField value={monthPrice} onChange={setMonthPrice} error={errors.monthPrice} />}
            <TextInput
              label={t('mine.startReading')}
              inputMode="decimal"
              value={values.startReading}
              onChange={(event) => set('startReading')(event.currentTarget.value)}
              error={errorOf('startReading')}
              required
            />
            <TextInput
              label={t('mine.endReading')}
              inputMode="decimal"
              value={values.endReading}
              onChange={(event) => set('endReading')(event.currentTarget.value)}
              error={errorOf('endReading')}
              required
            />
            <DateField
              label={t('mine.startDate')}
              value={values.startReadingDate || null}
              onChange={set('startReadingDate')}
              error={errorOf('startReadingDate')}
              maxDate={new Date()}
              required
            />
            <DateField
              label={t('mine.endDate')}
              value={values.endReadingDate || null}
              onChange={set('endReadingDate')}
              error={errorOf('endReadingDate')}
              maxDate={new Date()}
              required
            />
            {(['start', 'end'] as const).map((kind) => (
              <FileInput
                key={kind}
                label={t(kind === 'start' ? 'mine.startPhoto' : 'mine.endPhoto')}
                description={t('mine.photoHint')}
                accept="image/png,image/jpeg"
                leftSection={<IconCamera size={16} />}
                value={photos[kind]}
                onChange={(file) => setPhotos((p) => ({ ...p, [kind]: file }))}
                error={errorOf(kind)}
                clearable
                required
              />
            ))}
          </SimpleGrid>
          <div>
            <Button type="submit" leftSection={<IconSend size={18} />} loading={submit.isPending || upload.isPending}>
              {t('mine.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
