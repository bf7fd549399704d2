import { monthOfPeriod, yearOfPeriod } from '@mobilo/contract';
import type { TaxComputation } from '../tax-computation';
import { CRLF, datevAmount, type DatevFileOptions, payrollLines } from './payroll-lines';
import { encodeWindows1252 } from './windows-1252';

/** The record layout of the movement data, DECISIONS "Tax treatment and payroll export". */
export const LODAS_RECORD =
  '10;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;';

/**
 * DATEV LODAS ASCII import: [Allgemein], [Satzbeschreibung], [Bewegungsdaten] with one line per
 * employee and wage type; Windows-1252, CRLF. The caller has checked both numbers are set.
 */
export function writeLodas(computation: TaxComputation, options: DatevFileOptions = {}): Buffer {
  const { consultantNumber, clientNumber } = computation.configuration;
  const payrollMonth = options.payrollMonth ?? computation.period;
  const month = String(monthOfPeriod(payrollMonth)).padStart(2, '0');
  const periodStart = `01.${month}.${yearOfPeriod(payrollMonth)}`;
  const lines = [
    '[Allgemein]',
    'Ziel=LODAS',
    'Version_SST=1.0',
    `BeraterNr=${consultantNumber ?? ''}`,
    `MandantenNr=${clientNumber ?? ''}`,
    'Datumsformat=TT.MM.JJJJ',
    'Feldtrennzeichen=;',
    'Zahlenkomma=,',
    '',
    '[Satzbeschreibung]',
    LODAS_RECORD,
    '',
    '[Bewegungsdaten]',
    ...(options.lines ?? payrollLines(computation)).map(
      (line) =>
        `10;${periodStart};${line.personalNumber};${line.wageTypeNumber};${line.bsNr};${datevAmount(line.amount)};`,
    ),
  ];
  return encodeWindows1252(lines.join(CRLF) + CRLF);
}
