import { describe, expect, it } from 'vitest';
import { compareAmounts, findAmounts } from './receipt-amounts';
import { findDates } from './receipt-dates';
import { extractReceiptFields, READING_SEPARATOR } from './receipt-fields';

const values = (line: string) => findAmounts(line).map((a) => a.value);

describe('amounts', () => {
  it('reads German and English decimal and thousands separators', () => {
    expect(values('Summe 1.234,56 EUR')).toEqual(['1234.56']);
    expect(values('Total $1,234.56')).toEqual(['1234.56']);
    expect(values("CHF 1'234.50")).toEqual(['1234.50']);
    expect(values('12,34 € und 0.99')).toEqual(['12.34', '0.99']);
    expect(values('-5,00 Rabatt')).toEqual(['-5.00']);
  });

  it('takes no dates, percentages, plain numbers or malformed groups for amounts', () => {
    expect(values('12.03.2026')).toEqual([]);
    expect(values('MwSt 19,00 %')).toEqual([]);
    expect(values('Menge 3 Stück')).toEqual([]);
    expect(values('1.234.56')).toEqual([]);
    expect(values('Beleg 4711-2026')).toEqual([]);
    expect(values('12:30 Uhr')).toEqual([]);
  });

  it('compares amounts exactly', () => {
    expect(compareAmounts('10.00', '9.99')).toBe(1);
    expect(compareAmounts('0.10', '0.10')).toBe(0);
    expect(compareAmounts('1234.56', '12345.60')).toBe(-1);
  });
});

describe('dates', () => {
  const dates = (line: string, monthFirst = false) => findDates(line, { monthFirst }).map((d) => d.value);

  it('reads the formats German and English receipts print', () => {
    expect(dates('Datum: 12.03.2026')).toEqual(['2026-03-12']);
    expect(dates('1.3.26 14:05')).toEqual(['2026-03-01']);
    expect(dates('2026-03-12T10:00')).toEqual(['2026-03-12']);
    expect(dates('12. März 2026')).toEqual(['2026-03-12']);
    expect(dates('12 Mar 2026')).toEqual(['2026-03-12']);
    expect(dates('March 12, 2026')).toEqual(['2026-03-12']);
    expect(dates('3. Dezember 25')).toEqual(['2025-12-03']);
    expect(dates('12/03/2026')).toEqual(['2026-03-12']);
    expect(dates('12-03-2026')).toEqual(['2026-03-12']);
  });

  it('reads slashed dates month first on American receipts, and turns impossible readings around', () => {
    expect(dates('03/12/2026', true)).toEqual(['2026-03-12']);
    expect(dates('03/25/2026')).toEqual(['2026-03-25']);
  });

  it('reads year-first slashed and dotted dates and the compact dates of tickets', () => {
    expect(dates('2026/11/27 18:04')).toEqual(['2026-11-27']);
    expect(dates('2026.11.07')).toEqual(['2026-11-07']);
    expect(dates('Issued 27-Nov-2026')).toEqual(['2026-11-27']);
    expect(dates('VALID 27NOV26 ONLY')).toEqual(['2026-11-27']);
    expect(dates('Fr. 27. Nov. 2026')).toEqual(['2026-11-27']);
  });

  it('rejects days that are not in the calendar and numbers that are no dates', () => {
    expect(dates('31.02.2026')).toEqual([]);
    expect(dates('Summe 12,03')).toEqual([]);
    expect(dates('Tel. 030.1234.5678')).toEqual([]);
    expect(dates('12. Mai 1899')).toEqual([]);
  });
});

describe('receipt fields', () => {
  it('prefers the total over items, subtotal, VAT and cash lines on a German receipt', () => {
    const text = `Bäckerei Sonnenschein GmbH
Hauptstr. 5, 10115 Berlin
Datum: 14.02.2026 08:12
Bon-Nr. 20260214-0815
Artikel Menge Einzelpreis Gesamtpreis
Brötchen 4 0,45 1,80
Kaffee gross 1 3,20 3,20
Zwischensumme 5,00
MwSt 7% 0,33
Summe EUR 5,00
Gegeben Bar 10,00
Rückgeld 5,00`;
    expect(extractReceiptFields(text)).toEqual({
      totalAmount: '5.00',
      invoiceDate: '2026-02-14',
      currency: 'EUR',
      invoiceNumber: '20260214-0815',
    });
  });

  it('reads an English receipt with a thousands separator and a dollar total', () => {
    const text = `Grand Hotel Example
Invoice No: INV-2026-0042
Date: March 3, 2026
Room 3 nights 1,050.00
City tax 31.50
Subtotal 1,081.50
Tax 8% 86.52
TOTAL $1,168.02
Paid by card`;
    expect(extractReceiptFields(text)).toEqual({
      totalAmount: '1168.02',
      invoiceDate: '2026-03-03',
      currency: 'USD',
      invoiceNumber: 'INV-2026-0042',
    });
  });

  it('reads a train ticket whose price stands on the line below its label', () => {
    const text = `Fahrkarte
Berlin Hbf -> Hamburg Hbf
Gültig ab 20.03.2026
Gültig bis 21.03.2026
Auftragsnummer: QX7K2M
Gesamtpreis
59,90 €
Enthaltene MwSt 7% 3,92 €
Buchungsdatum 12. März 2026`;
    expect(extractReceiptFields(text)).toEqual({
      totalAmount: '59.90',
      invoiceDate: '2026-03-12',
      currency: 'EUR',
      invoiceNumber: 'QX7K2M',
    });
  });

  it('keeps "inkl. MwSt" totals and ignores "zzgl." net lines', () => {
    const text = `Carsharing Rechnung
Rechnungsnummer 2026/00417
Rechnungsdatum 2026-01-31
Nettobetrag 42,02
zzgl. 19% USt 7,98
Gesamtbetrag inkl. MwSt 50,00 EUR`;
    const fields = extractReceiptFields(text);
    expect(fields.totalAmount).toBe('50.00');
    expect(fields.invoiceDate).toBe('2026-01-31');
    expect(fields.invoiceNumber).toBe('2026/00417');
  });

  it('reads Swiss francs and British pounds', () => {
    expect(extractReceiptFields("Total CHF 1'020.40\nDatum 02.01.2026").currency).toBe('CHF');
    expect(extractReceiptFields('Betrag Fr. 12.40').currency).toBe('CHF');
    expect(extractReceiptFields('Total £ 8.20\nDate 05/01/2026')).toMatchObject({
      totalAmount: '8.20',
      currency: 'GBP',
      invoiceDate: '2026-01-05',
    });
  });

  it('falls back to the largest amount when no word names the total', () => {
    expect(extractReceiptFields('Kiosk\n1,20\n2,50\n3,70 EUR\nMwSt 0,24').totalAmount).toBe('3.70');
  });

  it('skips due and validity dates for the invoice date', () => {
    const text = 'Fällig am 30.04.2026\nRechnung vom 01.04.2026';
    expect(extractReceiptFields(text).invoiceDate).toBe('2026-04-01');
  });

  it('answers empty fields for text that is no receipt', () => {
    expect(extractReceiptFields('')).toEqual({
      totalAmount: null,
      invoiceDate: null,
      currency: null,
      invoiceNumber: null,
    });
    expect(extractReceiptFields('Сумма 120 рублей\nДата сегодня')).toEqual({
      totalAmount: null,
      invoiceDate: null,
      currency: null,
      invoiceNumber: null,
    });
  });

  it('names the currency the receipt prints: RM, CHF, £, US$, other dollars and ISO codes', () => {
    const currency = (text: string) => extractReceiptFields(text).currency;
    expect(currency('KEDAI MAKAN SRI\nJumlah RM 23.50\nTarikh 27/11/2026')).toBe('MYR');
    expect(currency('Total US$ 18.40')).toBe('USD');
    expect(currency('TOTAL A$ 18.40')).toBe('AUD');
    expect(currency('Total S$ 9.80')).toBe('SGD');
    expect(currency('Gesamt 12.50 Fr.')).toBe('CHF');
    expect(currency('Total £12.00')).toBe('GBP');
    expect(currency('Summe 23,80 Euro')).toBe('EUR');
    expect(currency('Total 430.00 SEK')).toBe('SEK');
    expect(currency('Zapłacono 41,20 zł')).toBe('PLN');
    // "Fr." for Friday before a date, and RM inside a word, name no currency.
    expect(currency('Fr. 27.11.2026\nSumme 12,00 EUR')).toBe('EUR');
    expect(currency('FORMULARM 12\nSumme 12,00 €')).toBe('EUR');
  });

  it('reads a crumpled thermal receipt as recognition returns it', () => {
    const text = [
      'BACKEREI KORNER',
      'Hauptstr. 5 10115 Berlin',
      'Fr. 27.11.2O26 07:42',
      '2 x Brezel 1,2O 2,40',
      'Kaffee gr. 3,1O',
      'SUMME EUR 5, 50',
      'Gegeben BAR 10,00',
      'Ruckgeld 4,50',
      'MwSt 7% 0,36',
    ].join('\n');
    expect(extractReceiptFields(text)).toMatchObject({
      totalAmount: '5.50',
      invoiceDate: '2026-11-27',
      currency: 'EUR',
    });
    expect(extractReceiptFields('Surnme 12,30 EUR').totalAmount).toBe('12.30');
    expect(extractReceiptFields('Gesarnt 7,80\nMwSt 1,25').totalAmount).toBe('7.80');
    expect(extractReceiptFields('T0TAL 14.20\nCASH 20.00').totalAmount).toBe('14.20');
  });

  it('takes the total after the tip on a restaurant bill and never a VAT line', () => {
    const text = [
      'THE GREEN MAN',
      'Date: 14 Nov 2026',
      'Subtotal 38.00',
      'VAT 20% 6.33',
      'Total 38.00',
      'Service 12.5% 4.75',
      'Total to pay £42.75',
    ].join('\n');
    expect(extractReceiptFields(text)).toMatchObject({
      totalAmount: '42.75',
      invoiceDate: '2026-11-14',
      currency: 'GBP',
    });
    const german = 'Betrag 31,50 EUR\nNetto 26,47\nMwSt 19% 5,03\nzu zahlen 31,50\nTrinkgeld 3,50';
    expect(extractReceiptFields(german).totalAmount).toBe('31.50');
  });

  it('does not take a word for an invoice number when no digits follow', () => {
    expect(extractReceiptFields('Rechnungsnummer: siehe unten').invoiceNumber).toBeNull();
  });
});

describe('receipt fields in more languages', () => {
  it('reads Italian and French totals and never their VAT lines', () => {
    const italian = extractReceiptFields(
      [
        'Trattoria Da Mario',
        'Spaghetti carbonara 12,50',
        'Acqua minerale 3,00',
        'TOTALE COMPLESSIVO 15,50',
        'di cui IVA 1,41',
        'Pagamento elettronico 15,50',
        '08/09/2025 12:30',
      ].join('\n'),
    );
    expect(italian).toMatchObject({ totalAmount: '15.50', invoiceDate: '2025-09-08' });
    const french = extractReceiptFields(
      [
        'Café de la Gare',
        'Le 03/02/26 à 09:12',
        '2 Café crème 5,60 €',
        'Montant TTC 5,60 €',
        'dont TVA 10 % 0,51 €',
      ].join('\n'),
    );
    expect(french).toMatchObject({ totalAmount: '5.60', invoiceDate: '2026-02-03', currency: 'EUR' });
    expect(extractReceiptFields('Sous-total 20,00 €\nTVA 2,00 €\nNet à payer 22,00 €').totalAmount).toBe('22.00');
    expect(extractReceiptFields('Imponibile 10,00\nIVA 2,20\nTotale 12,20 EUR').totalAmount).toBe('12.20');
  });

  it('takes "US5" and "USS" beside an amount for US dollars, as recognition reads "US$"', () => {
    expect(extractReceiptFields('TOTAL USS 27.82\nCASH 40.00').currency).toBe('USD');
    expect(extractReceiptFields('TOTAL US5 27.82').currency).toBe('USD');
  });
});

describe('total words', () => {
  it('take no line whose only word is none of them', () => {
    expect(extractReceiptFields('TOTAL US$ 29.71\nLe 40.00').totalAmount).toBe('29.71');
    expect(extractReceiptFields('Totale 12,20\nGrazie 50,00').totalAmount).toBe('12.20');
  });
});

describe('photographed receipts as recognition reads them', () => {
  it('restores a decimal point recognition lost between a currency and the last two digits', () => {
    const taxi = [
      'TEKSI BAJET KL',
      'Tärikh/Date: 15/06/2026',
      '| Tambang/Far e                     RM 98.47         i',
      '| ro1/mon                        RM 4.00',
      '| JUMLAH/TOTAL |           RM 94 47',
    ].join('\n');
    expect(extractReceiptFields(taxi)).toMatchObject({ totalAmount: '94.47', currency: 'MYR' });
    expect(extractReceiptFields('Balance due  EUR 1234 50').totalAmount).toBe('1234.50');
    // Without a currency two numbers stay two numbers, and three capitals must be a currency.
    expect(extractReceiptFields('Tisch 12 34\nSumme 9,90').totalAmount).toBe('9.90');
    expect(extractReceiptFields('Summe 9,90\nPLZ ABC 12 34').totalAmount).toBe('9.90');
  });

  it('takes the date beside any "-datum" word, also when recognition misreads its first letter', () => {
    const ticket = [
      'Fernbahn Nord - Online-Ticket',
      'Hinfahrt am 26.04.2025, 2. Klasse',
      'saltig ab 26.04.2025',
      'Gesamtpreis                      20,31 €',
      'guchungsdatum: 23. April 2025',
    ].join('\n');
    expect(extractReceiptFields(ticket).invoiceDate).toBe('2025-04-23');
    expect(extractReceiptFields('Reise am 02.05.2026\nVerkaufsdatum 28.04.2026').invoiceDate).toBe('2026-04-28');
    expect(extractReceiptFields('Lieferung 02.05.2026\nFälligkeitsdatum 30.05.2026').invoiceDate).toBe('2026-05-02');
    expect(extractReceiptFields('Scontrino 12,00\nData 14/10/2026').invoiceDate).toBe('2026-10-14');
  });

  it('takes euros for an Italian "documento commerciale" that prints no currency, never over a named one', () => {
    const bill = [
      'Osteria del Ponte',
      'DOCUMENTO COMMERCIALE',
      'di vendita o prestazione',
      'TOTALE COMPLESSIVO                    39,88',
      'di cui IVA                                                  3,63',
      '14/10/2026 09:51',
    ].join('\n');
    expect(extractReceiptFields(bill)).toMatchObject({ totalAmount: '39.88', currency: 'EUR' });
    expect(extractReceiptFields(`${bill}\nCHF`).currency).toBe('CHF');
    expect(extractReceiptFields('Totale 39,88').currency).toBeNull();
  });
});

describe('two readings of one photo', () => {
  it('takes each field from the first reading that states it, and a total with its own currency', () => {
    const first = ['CityRide Receipt', '£41.43', '£2.10', 'Total   44.94'].join('\n');
    const second = ['SEE August 19, 2026     Ea', 'Total   US$ 49.94', 'Receipt No. RX771289'].join('\n');
    expect(extractReceiptFields(`${first}${READING_SEPARATOR}${second}`)).toEqual({
      totalAmount: '44.94',
      invoiceDate: '2026-08-19',
      currency: 'GBP',
      invoiceNumber: 'RX771289',
    });
    expect(extractReceiptFields(`Datum 12.03.2026${READING_SEPARATOR}Summe 12,50 CHF`)).toMatchObject({
      totalAmount: '12.50',
      invoiceDate: '2026-03-12',
      currency: 'CHF',
    });
  });
});
