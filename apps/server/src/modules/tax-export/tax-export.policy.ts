import {
  datevBlockingWarningCodes,
  type ExportPlatform,
  invalidExportSettings,
  isDatevPlatform,
  missingExportSettings,
} from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import type { TaxComputation } from './tax-computation';

/** Names listed in an error's parameter; the warnings list all of them. */
const NAMES_IN_ERROR = 5;

/**
 * Why a DATEV file of this computation must not be written: missing or out-of-range DATEV numbers
 * of the company, or employees whose personal numbers DATEV would reject or book together.
 * Excel has no such rules. Checked when the export is requested and again by the job.
 */
export function datevExportRefusal(computation: TaxComputation, platform: ExportPlatform): AppError | null {
  if (!isDatevPlatform(platform)) return null;
  const missing = missingExportSettings(computation.configuration);
  if (missing.length > 0) return new AppError('TAX_CONFIGURATION_INCOMPLETE', missing[0]!);
  const invalid = invalidExportSettings(computation.configuration, platform as 'lodas' | 'loug');
  if (invalid.length > 0) return new AppError('TAX_CONFIGURATION_INVALID', invalid[0]!);
  const blocked = computation.warnings.filter((warning) => datevBlockingWarningCodes.includes(warning.code));
  if (blocked.length === 0) return null;
  const names = [
    ...new Set(
      blocked.flatMap((warning) => warning.details.map((d) => `${d.userName ?? ''} (${d.personalNumber ?? ''})`)),
    ),
  ];
  const listed = names.slice(0, NAMES_IN_ERROR).join(', ');
  return new AppError(
    'TAX_EXPORT_INVALID_PERSONAL_NUMBERS',
    names.length > NAMES_IN_ERROR ? `${listed} +${names.length - NAMES_IN_ERROR}` : listed,
  );
}
