import type { Period } from '@mobilo/contract';
import { PeriodExportHistory } from '../../features/downloads/components/period-export-history';
import { AuditPage } from '../../features/review/components/audit/audit-page';
import { ManagementPage } from '../../features/review/components/management/management-page';
import { InvoiceDownloadCenterHint } from '../../features/review/components/tax-export/invoice-download-center-hint';
import { TaxReportButton } from '../../features/review/components/tax-export/tax-report-button';

/** The payroll export's button, placed among the period actions of both review screens. */
const renderTaxReportButton = (period: Period) => <TaxReportButton period={period} />;

const renderExportHistory = (period: Period) => <PeriodExportHistory period={period} />;

/** The period screen with the payroll export and each invoiced month's export history wired in. */
export function ManagementScreen() {
  return (
    <ManagementPage
      taxReportButton={renderTaxReportButton}
      invoiceDialogHint={<InvoiceDownloadCenterHint />}
      exportHistory={renderExportHistory}
    />
  );
}

/** The audit screen with the payroll export wired in. */
export function AuditScreen() {
  return <AuditPage taxReportButton={renderTaxReportButton} invoiceDialogHint={<InvoiceDownloadCenterHint />} />;
}
