import { monthOfPeriod, yearOfPeriod } from '@mobilo/contract';
import type { TaxComputation } from '../tax-computation';
import { CRLF, datevAmount, type DatevFileOptions, payrollLines } from './payroll-lines';
import { encodeWindows1252 } from './windows-1252';

/**
 * DATEV Lohn und Gehalt ASCII import of monthly entries: `BeraterNr;MandantenNr;MM/YYYY`, then
 * `PNR;;;Lohnart;;;Wert;;;;` per employee and wage type; Windows-1252, CRLF, decimal comma.
 */
export function writeLohnUndGehalt(computation: TaxComputation, options: DatevFileOptions = {}): Buffer {
  const { consultantNumber, clientNumber } = computation.configuration;
  const payrollMonth = options.payrollMonth ?? computation.period;
  const month = String(monthOfPeriod(payrollMonth)).padStart(2, '0');
  const lines = [
    `${consultantNumber ?? ''};${clientNumber ?? ''};${month}/${yearOfPeriod(payrollMonth)}`,
    ...(options.lines ?? payrollLines(computation)).map(
      (line) => `${line.personalNumber};;;${line.wageTypeNumber};;;${datevAmount(line.amount)};;;;`,
    ),
  ];
  return encodeWindows1252(lines.join(CRLF) + CRLF);
}
