import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type CardPayrollExport,
  type CardPayrollMonth,
  cardPayrollFileName,
  type ExportPlatform,
  exportMimeTypes,
  fromCents,
  isDatevPlatform,
  missingExportSettings,
} from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { requireCardPayrollExport } from '../card/card-payroll.service';
import { getCompanyFacts } from '../companies/companies.service';
import { findPeriod, listPeriodsWithRows } from '../periods/periods.service';
import { writeExportFile } from './export-file';
import { loadPeriodComputation } from './payroll-freeze.service';
import { periodComputation, type TaxComputation } from './tax-computation';
import { datevExportRefusal } from './tax-export.policy';

/** The months /card-payroll-exports offers: the company's billing periods up to this one, newest first. */
export async function listCardPayrollMonths(
  { db, clock }: ServiceDeps,
  actor: Actor,
  _input: object,
): Promise<CardPayrollMonth[]> {
  await requireCardPayrollExport(db, actor.companyId);
  const now = clock().toISOString();
  const current = `${now.slice(0, 4)}${now.slice(5, 7)}`;
  const rows = await listPeriodsWithRows(db, actor, clock());
  return rows
    .filter(({ row }) => row.periodString <= current)
    .map(({ row }) => ({ period: row.periodString, isInvoiced: row.isInvoiced }))
    .reverse();
}

/**
 * The month's card lines alone, computed like the payroll export's and frozen with it at
 * invoicing (ADR 15): the card admin sees and downloads the card, not the expenses.
 */
async function cardComputation(deps: ServiceDeps, actor: Actor, periodString: string) {
  await requireCardPayrollExport(deps.db, actor.companyId);
  const period = await findPeriod(deps.db, actor.companyId, periodString);
  if (!period) throw notFound(`period ${periodString}`);
  const full = await loadPeriodComputation(deps.db, actor.companyId, period);
  const computation: TaxComputation = periodComputation({
    period: full.period,
    company: { name: full.companyName, currency: full.currency, defaultLanguage: full.language },
    configuration: full.configuration,
    employees: [],
    ticketLines: [],
    chargingLines: [],
    cardLines: full.cardLines,
  });
  return { period, computation };
}

/** GET /api/v3/card/payroll-exports/{period} */
export async function getCardPayrollMonth(
  deps: ServiceDeps,
  actor: Actor,
  { period: periodString }: { period: string },
): Promise<CardPayrollExport> {
  const { period, computation } = await cardComputation(deps, actor, periodString);
  const total = (category: 'SACHBEZUG' | 'FLAT_37B' | 'TAXABLE') =>
    fromCents(computation.cardLines.filter((l) => l.category === category).reduce((sum, l) => sum + l.amount, 0));
  return {
    period: period.periodString,
    isInvoiced: period.isInvoiced,
    lines: computation.cardLines.map((line) => ({
      userId: line.userId,
      firstName: line.firstName,
      lastName: line.lastName,
      personalNumber: line.personalNumber,
      category: line.category,
      wageTypeNumber: line.wageTypeNumber,
      amount: fromCents(line.amount),
    })),
    totals: { SACHBEZUG: total('SACHBEZUG'), FLAT_37B: total('FLAT_37B'), TAXABLE: total('TAXABLE') },
  };
}

/**
 * GET /api/v3/card/payroll-exports/{period}/file: the invoiced month's card lines in LODAS, Lohn und
 * Gehalt or Excel, written by the payroll export's writers from the frozen month. Refused like the
 * payroll export: a trial company (403), a month not invoiced (409), DATEV without the numbers (409).
 */
export async function cardPayrollFile(
  deps: ServiceDeps,
  actor: Actor,
  { period: periodString, platform }: { period: string; platform: ExportPlatform },
): Promise<{ fileName: string; mimeType: string; size: number; body: Buffer }> {
  const { period, computation } = await cardComputation(deps, actor, periodString);
  const company = await getCompanyFacts(deps.db, actor.companyId);
  if (company.isTrialAccount) throw new AppError('TAX_EXPORT_TRIAL');
  if (!period.isInvoiced) throw new AppError('TAX_EXPORT_PERIOD_NOT_INVOICED', period.periodString);
  if (isDatevPlatform(platform)) {
    const missing = missingExportSettings(computation.configuration);
    if (missing.length > 0) throw new AppError('TAX_CONFIGURATION_INCOMPLETE', missing[0]!);
    const refusal = datevExportRefusal(computation, platform);
    if (refusal) throw refusal;
  }
  const tempPath = path.join(deps.storage.tempDir, `card-payroll-${randomUUID()}`);
  try {
    await writeExportFile(computation, platform, tempPath);
    const body = await readFile(tempPath);
    await recordAuditEvent(deps.db, actor.companyId, {
      actorId: actor.userId,
      action: 'card.payroll-export-downloaded',
      subjectType: 'period',
      subjectId: period.periodString,
      data: { platform, lines: computation.cardLines.length },
    });
    return {
      fileName: cardPayrollFileName(platform, period.periodString),
      mimeType: exportMimeTypes[platform],
      size: body.length,
      body,
    };
  } finally {
    await rm(tempPath, { force: true });
  }
}
