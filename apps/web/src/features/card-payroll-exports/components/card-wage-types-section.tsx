import { useTranslation } from 'react-i18next';
import { WageTypesSection } from '../../../components/wage-types-section';
import { useCardPayrollSettings } from '../api/get-card-payroll-settings';
import { cardWageTypeFields, useUpdateCardPayrollSettings } from '../api/update-card-payroll-settings';
import '../card-payroll-texts';

/**
 * The wage types payroll books the card's loads on, one per tax treatment (docs/adr/0027). A line
 * whose treatment has none is left out of the DATEV files, and the month warns of it.
 */
export function CardWageTypesSection() {
  const { t } = useTranslation('card-payroll-exports');
  const settings = useCardPayrollSettings();
  const save = useUpdateCardPayrollSettings();
  return (
    <WageTypesSection
      headingId="card-wage-types-title"
      title={t('wageTypes.title')}
      intro={t('wageTypes.intro')}
      query={settings}
      fields={cardWageTypeFields.map((name) => ({ name, label: t(`wageTypes.${name}`) }))}
      saving={save.isPending}
      onSave={(body, version) => save.mutateAsync({ body, version })}
    />
  );
}
