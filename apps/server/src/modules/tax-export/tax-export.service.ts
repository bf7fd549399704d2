import type { Readable } from 'node:stream';
import {
  type Download,
  type ExportPlatform,
  type ExportStatusResponse,
  type ExportWarning,
  type TaxExportQuery,
  exportFileName,
  isDatevPlatform,
  isErrorCode,
  missingExportSettings,
} from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { getCompanyFacts } from '../companies/companies.service';
import {
  createDownload,
  type DownloadRow,
  findDownload,
  findLastExport,
  getDownload,
  listDownloads,
  openDownloadFile,
} from '../downloads/downloads.service';
import { receiptLessExpenseIds } from '../expenses/declared-expense.service';
import { isFeatureEnabled } from '../flags/feature-flags.service';
import { findPeriod, type PeriodRow, setPeriodTaxStatus } from '../periods/periods.service';
import { combinedReadingsOfPeriod } from '../receipts/receipts.service';
import { getTaxConfiguration } from '../tax-buckets/tax-configuration.service';
import { buildExampleExport } from './example-export';
import { loadPeriodComputation } from './payroll-freeze.service';
import { receiptAmountWarning, receiptLessWarning } from './receipt-warnings';
import { TAX_EXPORT_JOB, type TaxExportJobData } from './tax-export.job';
import { datevExportRefusal } from './tax-export.policy';

async function loadPeriod(deps: ServiceDeps, actor: Actor, periodString: string): Promise<PeriodRow> {
  const period = await findPeriod(deps.db, actor.companyId, periodString);
  if (!period) throw notFound(`period ${periodString}`);
  return period;
}

/** The warnings shown before the export (DECISIONS "Export warnings"). */
export async function getExportWarnings(
  deps: ServiceDeps,
  actor: Actor,
  periodString: string,
): Promise<ExportWarning[]> {
  const period = await loadPeriod(deps, actor, periodString);
  const [computation, readings, receiptLessIds] = await Promise.all([
    loadPeriodComputation(deps.db, actor.companyId, period),
    combinedReadingsOfPeriod(deps.db, actor.companyId, period.id),
    receiptLessExpenseIds(deps.db, actor.companyId, period.id),
  ]);
  const extra = [receiptAmountWarning(computation, readings), receiptLessWarning(computation, new Set(receiptLessIds))];
  return [...computation.warnings, ...extra.filter((warning) => warning !== null)];
}

export async function getExportStatus(
  deps: ServiceDeps,
  actor: Actor,
  periodString: string,
): Promise<ExportStatusResponse> {
  const period = await loadPeriod(deps, actor, periodString);
  const taxStatus = period.taxStatus;
  return {
    period: period.periodString,
    taxStatus,
    hasTaxProcessFailed: taxStatus === 'FAILED' || taxStatus === 'IN_PROGRESS',
    downloads: await listDownloads(deps, actor, { periodId: period.id }),
  };
}

/**
 * Queues the export of an invoiced period. Refused: another company's or an unknown period (404),
 * a trial company (403: it gets example files), a period not invoiced (409), DATEV without
 * consultant or client number (409), an unfinished export of the same period and platform (409).
 */
async function requestTaxExport(
  deps: ServiceDeps,
  actor: Actor,
  { period: periodString, query }: { period: string; query: TaxExportQuery },
): Promise<DownloadRow> {
  const { platform } = query;
  const corrections = query.kind === 'corrections';
  const period = await loadPeriod(deps, actor, periodString);
  const payrollMonth = query.payrollMonth ?? period.periodString;
  // Wages of a month can be paid late, never early.
  if (payrollMonth < period.periodString) throw new AppError('INVALID_INPUT', 'query.payrollMonth');
  // Differences are per employee and wage type: what the DATEV files carry.
  if (corrections && !isDatevPlatform(platform)) throw new AppError('INVALID_INPUT', 'query.kind');
  const company = await getCompanyFacts(deps.db, actor.companyId);
  if (company.isTrialAccount) throw new AppError('TAX_EXPORT_TRIAL');
  if (!period.isInvoiced) throw new AppError('TAX_EXPORT_PERIOD_NOT_INVOICED', period.periodString);
  if (isDatevPlatform(platform)) {
    const missing = missingExportSettings(await getTaxConfiguration(deps, actor));
    if (missing.length > 0) throw new AppError('TAX_CONFIGURATION_INCOMPLETE', missing[0]!);
    const refusal = datevExportRefusal(await loadPeriodComputation(deps.db, actor.companyId, period), platform);
    if (refusal) throw refusal;
  }
  if (corrections && !(await findLastExport(deps.db, actor.companyId, period.id, platform)))
    throw new AppError('TAX_EXPORT_NO_PREVIOUS_EXPORT', platform);
  const jobs = deps.queue;
  if (!jobs) throw new AppError('SERVICE_UNAVAILABLE');
  const download = await deps.db.transaction(async (tx) => {
    const row = await createDownload(tx, actor.companyId, {
      periodId: period.id,
      periodString: period.periodString,
      platform,
      fileName: exportFileName(platform, period.periodString, corrections),
      createdBy: actor.userId,
      kind: corrections ? 'CORRECTIONS' : 'FULL',
      payrollMonth,
    });
    if (!row) throw new AppError('TAX_EXPORT_RUNNING', platform);
    await setPeriodTaxStatus(tx, actor.companyId, period.id, 'IN_PROGRESS');
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'tax-export.requested',
      subjectType: 'period',
      subjectId: period.periodString,
      data: { downloadId: row.id, platform, kind: row.kind, payrollMonth },
    });
    return row;
  });
  // The download's id is the job's: a job re-sent after a stop is the same job, added once.
  await jobs.send<TaxExportJobData>(TAX_EXPORT_JOB, { downloadId: download.id }, { id: download.id });
  return download;
}

const WAIT_STEP_MS = 100;

/**
 * Waits until the export is finished (the direct download without the download centre). A failed
 * export answers with its own error code; one that takes longer than `timeoutMs` answers 503.
 */
async function waitForDownload(
  deps: ServiceDeps,
  companyId: string,
  downloadId: string,
  timeoutMs = 5 * 60_000,
): Promise<DownloadRow> {
  // Elapsed time, not the time of day: a monotonic clock that tests moving `deps.clock` leave alone.
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const row = await findDownload(deps.db, companyId, downloadId);
    if (!row) throw notFound('download');
    if (row.status === 'DONE') return row;
    if (row.status === 'FAILED') {
      throw new AppError(
        row.errorCode && isErrorCode(row.errorCode) ? row.errorCode : 'TAX_EXPORT_FAILED',
        row.errorParameter,
      );
    }
    if (performance.now() > deadline) throw new AppError('SERVICE_UNAVAILABLE');
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

export type TaxExportAnswer =
  | { kind: 'queued'; download: Download }
  | { kind: 'file'; file: { fileName: string; mimeType: string; size: number | null; body: Readable } };

/**
 * GET …/export/tax: with the download centre on, the export is queued and its download record
 * answered; without it, the request waits for the job and answers the file.
 */
export async function exportTax(
  deps: ServiceDeps,
  actor: Actor,
  input: { period: string; query: TaxExportQuery },
): Promise<TaxExportAnswer> {
  const download = await requestTaxExport(deps, actor, input);
  if (await isFeatureEnabled(deps.db, actor.companyId, 'DOWNLOAD_CENTER')) {
    return { kind: 'queued', download: await getDownload(deps, actor, { id: download.id }) };
  }
  await waitForDownload(deps, actor.companyId, download.id);
  return { kind: 'file', file: await openDownloadFile(deps, actor, { id: download.id }) };
}

/** GET /management/example-export: the example files are harmless; trial or not, they are made on request. */
export async function exampleExport(deps: ServiceDeps, actor: Actor, { platform }: { platform: ExportPlatform }) {
  const company = await getCompanyFacts(deps.db, actor.companyId);
  return buildExampleExport(deps.storage, platform, company.defaultLanguage === 'de' ? 'de' : 'en');
}
