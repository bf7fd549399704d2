import type { Period } from '@mobilo/contract';
import { AuditPage } from '../../features/review/components/audit/audit-page';
import { ManagementPage } from '../../features/review/components/management/management-page';
import { InvoiceDownloadCenterHint } from '../../features/review/components/tax-export/invoice-download-center-hint';
import { TaxReportButton } from '../../features/review/components/tax-export/tax-report-button';

/** The payroll export's button, placed among the period actions of both review screens. */
const renderTaxReportButton = (period: Period) => <TaxReportButton period={period} />;

/** The period screen with the payroll export wired in. */
export function ManagementScreen() {
  return <ManagementPage taxReportButton={renderTaxReportButton} invoiceDialogHint={<InvoiceDownloadCenterHint />} />;
}

/** The audit screen with the payroll export wired in. */
export function AuditScreen() {
  return <AuditPage taxReportButton={renderTaxReportButton} invoiceDialogHint={<InvoiceDownloadCenterHint />} />;
}
