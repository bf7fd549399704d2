import { loadExcel } from '../../../platform/lazy-modules';
import {
  type Cents,
  describeAllocation,
  describeFlatRateCap,
  fromCents,
  mobilityTypeCatalogue,
  monthOfPeriod,
  yearOfPeriod,
} from '@mobilo/contract';
import { employeeName, type TaxComputation } from '../tax-computation';
import { excelTexts } from './excel-texts';

const money = (cents: Cents) => Number(fromCents(cents));
const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

function currencyFormat(currency: string): string {
  const symbol = currency === 'EUR' ? '€' : currency;
  return `#,##0.00 "${symbol}";-#,##0.00 "${symbol}"`;
}

/**
 * The Excel export, streamed row by row to `filePath` so that large periods stay small in memory:
 * every expense of the period, sums per employee and category with the explanation, warnings.
 * Amounts are numbers in the currency format, dates are dates.
 */
export async function writeExcel(
  computation: TaxComputation,
  filePath: string,
  onProgress: (share: number) => Promise<void> = async () => {},
) {
  const texts = excelTexts[computation.language];
  const currencyFmt = currencyFormat(computation.currency);
  const dateFmt = computation.language === 'de' ? 'dd.mm.yyyy' : 'dd/mm/yyyy';
  const monthLabel = `${String(monthOfPeriod(computation.period)).padStart(2, '0')}.${yearOfPeriod(computation.period)}`;
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: filePath,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Mobilo';

  const expenses = workbook.addWorksheet(`${texts.expensesSheet} ${monthLabel}`, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  expenses.columns = texts.expenseHeaders.map((header, index) => ({
    header,
    width: [16, 28, 12, 26, 12, 10, 30, 12, 14, 9, 12, 18, 10, 9, 9][index],
    style:
      index === 2
        ? { numFmt: dateFmt }
        : [7, 10, 11].includes(index)
          ? { numFmt: currencyFmt }
          : index === 8
            ? { numFmt: '#,##0.00' }
            : {},
  }));
  expenses.getRow(1).font = { bold: true };
  expenses.getRow(1).commit();
  let done = 0;
  const total = computation.employees.reduce((sum, e) => sum + e.expenses.length, 0);
  for (const employee of computation.employees) {
    for (const expense of employee.expenses) {
      expenses
        .addRow([
          employee.personalNumber ?? '',
          employeeName(employee),
          dateOf(expense.date),
          mobilityTypeCatalogue[expense.type][computation.language],
          expense.tripToWork ? texts.work : texts.private,
          expense.origin === 'ABROAD' ? texts.abroad : texts.home,
          texts.categories[expense.category],
          money(expense.cost),
          expense.originalCost === null ? null : Number(expense.originalCost),
          expense.originalCurrency,
          money(expense.reimbursed),
          money(expense.taxableExcess),
          expense.wageTypeNumber,
          expense.isChecked ? texts.yes : texts.no,
          expense.isMarked ? texts.yes : texts.no,
        ])
        .commit();
      done += 1;
      if (done % 2000 === 0) await onProgress(done / Math.max(1, total));
    }
  }
  expenses.commit();

  const sums = workbook.addWorksheet(texts.sumsSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sums.columns = texts.sumHeaders.map((header, index) => ({
    header,
    width: [16, 28, 30, 10, 8, 8, 13, 13, 15, 15, 90][index],
    style: [6, 7, 8, 9].includes(index) ? { numFmt: currencyFmt } : {},
  }));
  sums.getRow(1).font = { bold: true };
  sums.getRow(1).commit();
  let reimbursedTotal = 0;
  let billableTotal = 0;
  for (const employee of computation.employees) {
    const explanation = [
      describeAllocation(employee.explanation, computation.language, computation.currency),
      describeFlatRateCap(employee.flatRateCap, computation.language),
    ]
      .filter(Boolean)
      .join(' ');
    employee.explanation.categories
      .filter((category) => category.expenseCount > 0 || employee.amounts[category.category] > 0)
      .forEach((category, index) => {
        const bucket = employee.lines.find((line) => line.category === category.category);
        sums
          .addRow([
            employee.personalNumber ?? '',
            employeeName(employee),
            texts.categories[category.category],
            bucket?.wageTypeNumber ?? null,
            bucket?.bsNr ?? null,
            category.expenseCount,
            money(category.billable),
            money(category.reimbursed),
            money(category.notReimbursed),
            money(employee.amounts[category.category]),
            index === 0 ? explanation : '',
          ])
          .commit();
      });
    reimbursedTotal += employee.explanation.reimbursed;
    billableTotal += employee.explanation.billable;
  }
  const totalRow = sums.addRow([
    texts.total,
    '',
    '',
    null,
    null,
    null,
    money(billableTotal),
    money(reimbursedTotal),
    money(billableTotal - reimbursedTotal),
    money(reimbursedTotal),
    '',
  ]);
  totalRow.font = { bold: true };
  totalRow.commit();
  sums.commit();

  if (computation.ticketLines.length > 0) {
    // The Germany job ticket: the subsidy and the employee's own share, per ticket holder.
    const tickets = workbook.addWorksheet(texts.ticketSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    tickets.columns = texts.ticketHeaders.map((header, index) => ({
      header,
      width: [16, 28, 50, 10, 8, 13][index],
      style: index === 5 ? { numFmt: currencyFmt } : {},
    }));
    tickets.getRow(1).font = { bold: true };
    tickets.getRow(1).commit();
    for (const line of computation.ticketLines) {
      tickets
        .addRow([
          line.personalNumber ?? '',
          employeeName(line),
          texts.ticketCategories[line.category],
          line.wageTypeNumber,
          line.bsNr,
          money(line.amount),
        ])
        .commit();
    }
    tickets.commit();
  }

  if (computation.chargingLines.length > 0) {
    // Home charging: the refund per employee, outside the mobility budget (docs/adr/0025).
    const charging = workbook.addWorksheet(texts.chargingSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    charging.columns = texts.chargingHeaders.map((header, index) => ({
      header,
      width: [16, 28, 50, 10, 8, 10, 8, 13][index],
      style: index === 7 ? { numFmt: currencyFmt } : {},
    }));
    charging.getRow(1).font = { bold: true };
    charging.getRow(1).commit();
    for (const line of computation.chargingLines) {
      charging
        .addRow([
          line.personalNumber ?? '',
          employeeName(line),
          texts.chargingCategories[line.category],
          line.kwh === null ? '' : Number(line.kwh),
          line.centsPerKwh === null ? '' : Number(line.centsPerKwh),
          line.wageTypeNumber,
          line.bsNr,
          money(line.amount),
        ])
        .commit();
    }
    charging.commit();
  }

  if (computation.cardLines.length > 0) {
    // The mobility card: each employee's loads of the month by tax treatment (docs/adr/0027).
    const card = workbook.addWorksheet(texts.cardSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    card.columns = texts.cardHeaders.map((header, index) => ({
      header,
      width: [16, 28, 62, 10, 8, 13][index],
      style: index === 5 ? { numFmt: currencyFmt } : {},
    }));
    card.getRow(1).font = { bold: true };
    card.getRow(1).commit();
    for (const line of computation.cardLines) {
      card
        .addRow([
          line.personalNumber ?? '',
          employeeName(line),
          texts.cardCategories[line.category],
          line.wageTypeNumber,
          line.bsNr,
          money(line.amount),
        ])
        .commit();
    }
    card.commit();
  }

  const warnings = workbook.addWorksheet(texts.warningsSheet);
  warnings.columns = texts.warningHeaders.map((header, index) => ({ header, width: [60, 10, 100][index] }));
  warnings.getRow(1).font = { bold: true };
  warnings.getRow(1).commit();
  if (computation.warnings.length === 0) warnings.addRow([texts.noWarnings]).commit();
  for (const warning of computation.warnings) {
    const affected = warning.details
      .map((d) => {
        const amount =
          d.amount &&
          `${computation.language === 'de' ? d.amount.replace('.', ',') : d.amount} ${computation.currency}`;
        return [d.userName, d.personalNumber, d.category ? texts.categories[d.category] : null, amount]
          .filter(Boolean)
          .join(' · ');
      })
      .join('; ')
      // A cell holds at most 32,767 characters.
      .slice(0, 32_000);
    warnings.addRow([texts.warnings[warning.code], warning.count, affected]).commit();
  }
  warnings.commit();
  await workbook.commit();
}
