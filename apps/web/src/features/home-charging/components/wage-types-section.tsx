import { useTranslation } from 'react-i18next';
import { WageTypesSection as SettingsWageTypes } from '../../../components/wage-types-section';
import { useChargingSettings } from '../api/get-charging-settings';
import { useUpdateChargingSettings } from '../api/update-charging-settings';
import '../home-charging-texts';

const fields = ['taxFreeWageTypeNumber', 'taxableWageTypeNumber'] as const;

/**
 * The wage types payroll books the refunds on: tax-free Auslagenersatz for company cars, taxable
 * wage for own cars. Without one, the DATEV files cannot book the refund (the export warns).
 */
export function WageTypesSection() {
  const { t } = useTranslation('home-charging');
  const settings = useChargingSettings();
  const save = useUpdateChargingSettings();
  return (
    <SettingsWageTypes
      headingId="wage-types-title"
      title={t('wageTypes.title')}
      intro={t('wageTypes.intro')}
      query={settings}
      fields={fields.map((name) => ({
        name,
        label: t(`wageTypes.${name}`),
        description: t(`wageTypes.${name}Hint`),
      }))}
      saving={save.isPending}
      onSave={(body, version) => save.mutateAsync({ body, version })}
    />
  );
}
