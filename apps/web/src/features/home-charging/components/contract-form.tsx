import { Button, Checkbox, FileInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { isPlausibleContractPrice } from '@mobilo/contract';
import { IconFileText, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useSubmitContract } from '../api/submit-contract';
import { useUploadContractProof } from '../api/upload-contract-proof';
import '../home-charging-texts';

export interface ContractValues {
  supplier: string;
  isDynamic: boolean;
  centsPerKwh: string;
  validFrom: string;
  validUntil: string;
  proof: File | null;
}
type Field = Exclude<keyof ContractValues, 'isDynamic'>;
export type ContractError = 'required' | 'invalid' | 'price' | 'range';
const PRICE = /^\d{1,3}([.,]\d{1,2})?$/;

/** The form's own checks, as the server makes them: a price in (0, 100] ct/kWh unless dynamic, an end not before the start, a proof. */
export function contractErrors(values: ContractValues): Partial<Record<Field, ContractError>> {
  const errors: Partial<Record<Field, ContractError>> = {};
  if (!values.supplier.trim()) errors.supplier = 'required';
  if (!values.isDynamic) {
    const price = values.centsPerKwh.trim();
    if (!price) errors.centsPerKwh = 'required';
    else if (!PRICE.test(price)) errors.centsPerKwh = 'invalid';
    else if (!isPlausibleContractPrice(price.replace(',', '.'))) errors.centsPerKwh = 'price';
  }
  if (!values.validFrom) errors.validFrom = 'required';
  else if (values.validUntil && values.validUntil < values.validFrom) errors.validUntil = 'range';
  if (!values.proof) errors.proof = 'required';
  return errors;
}

const empty: ContractValues = {
  supplier: '',
  isDynamic: false,
  centsPerKwh: '',
  validFrom: '',
  validUntil: '',
  proof: null,
};

/** The employee's electricity contract: supplier, gross price or dynamic tariff, validity and its proof. */
export function ContractForm() {
  const { t } = useTranslation('home-charging');
  const submit = useSubmitContract();
  const upload = useUploadContractProof();
  const [values, setValues] = useState<ContractValues>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends keyof ContractValues>(field: K, value: ContractValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const send = async () => {
    const own = contractErrors(values);
    setErrors(Object.fromEntries(Object.entries(own).map(([field, code]) => [field, t(`contract.error.${code}`)])));
    if (Object.keys(own).length > 0) return;
    try {
      const contract = await submit.mutateAsync({
        supplier: values.supplier.trim(),
        isDynamic: values.isDynamic,
        centsPerKwh: values.isDynamic ? null : values.centsPerKwh.trim().replace(',', '.'),
        validFrom: values.validFrom,
        validUntil: values.validUntil || null,
      });
      await upload.mutateAsync({ id: contract.id, file: values.proof! });
      notifySuccess(t('contract.sent'));
      setValues(empty);
    } catch (error) {
      // The server's check of one field is shown at the field; every other error is the app's toast.
      const field = isApiError(error) ? error.parameter?.replace(/^body\./, '') : undefined;
      if (field && field in values) setErrors({ [field]: t('contract.error.invalid') });
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contract-form-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="contract-form-title">
            {t('contract.formTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('contract.supplier')}
              value={values.supplier}
              onChange={(event) => set('supplier', event.currentTarget.value)}
              error={errors.supplier}
              maxLength={120}
              required
            />
            <Stack gap="xs">
              <TextInput
                label={t('contract.centsPerKwh')}
                description={t('contract.centsHint')}
                inputMode="decimal"
                value={values.isDynamic ? '' : values.centsPerKwh}
                onChange={(event) => set('centsPerKwh', event.currentTarget.value)}
                error={errors.centsPerKwh}
                disabled={values.isDynamic}
                required={!values.isDynamic}
              />
              <Checkbox
                label={t('contract.isDynamic')}
                checked={values.isDynamic}
                onChange={(event) => set('isDynamic', event.currentTarget.checked)}
              />
            </Stack>
            <DateField
              label={t('contract.validFrom')}
              value={values.validFrom || null}
              onChange={(value) => set('validFrom', value ?? '')}
              error={errors.validFrom}
              required
            />
            <DateField
              label={t('contract.validUntil')}
              description={t('contract.validUntilHint')}
              value={values.validUntil || null}
              onChange={(value) => set('validUntil', value ?? '')}
              error={errors.validUntil}
              clearable
            />
            <FileInput
              label={t('contract.proof')}
              description={t('contract.proofHint')}
              accept="application/pdf,image/png,image/jpeg"
              leftSection={<IconFileText size={16} />}
              value={values.proof}
              onChange={(file) => set('proof', file)}
              error={errors.proof}
              clearable
              required
            />
          </SimpleGrid>
          <div>
            <Button type="submit" leftSection={<IconSend size={18} />} loading={submit.isPending || upload.isPending}>
              {t('contract.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
