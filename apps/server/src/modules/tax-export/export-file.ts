import { writeFile } from 'node:fs/promises';
import type { ExportPlatform } from '@mobilo/contract';
import type { TaxComputation } from './tax-computation';
import { writeExcel } from './writers/excel-writer';
import { writeLodas } from './writers/lodas-writer';
import { writeLohnUndGehalt } from './writers/loug-writer';
import type { DatevFileOptions } from './writers/payroll-lines';

/** Writes the file of one platform to `filePath`; the same writers serve real and example exports. */
export async function writeExportFile(
  computation: TaxComputation,
  platform: ExportPlatform,
  filePath: string,
  onProgress?: (share: number) => Promise<void>,
  options: DatevFileOptions = {},
): Promise<void> {
  if (platform === 'excel') return writeExcel(computation, filePath, onProgress);
  await writeFile(
    filePath,
    platform === 'lodas' ? writeLodas(computation, options) : writeLohnUndGehalt(computation, options),
  );
}
