import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../../../lib/feature-flags';
import '../../../../lib/texts/tax-export-texts';

/** With the download centre on, the invoice dialog says where the payroll files will be (spec 000 §4). */
export function InvoiceDownloadCenterHint() {
  const { t } = useTranslation('taxExport');
  const downloadCenter = useFeatureFlag('DOWNLOAD_CENTER');
  if (downloadCenter.data !== true) return null;
  return (
    <Alert color="secondary" icon={<IconInfoCircle size={18} />} p="xs">
      {t('report.invoiceHint')}
    </Alert>
  );
}
