import { cardPayrollCalls, cardPayrollFileName, type ExportPlatform } from '@mobilo/contract';
import { downloadFile } from '../../../lib/file-download';

/** GET /api/v3/card/payroll-exports/{period}/file?platform=: the month's card lines for payroll. */
export function downloadCardPayrollFile({ period, platform }: { period: string; platform: ExportPlatform }) {
  return downloadFile(
    cardPayrollCalls.file,
    { params: { period }, query: { platform } },
    cardPayrollFileName(platform, period),
  );
}
