import { mobilityTypeCatalogue, type Expense } from '@mobilo/contract';
import { loadPdfLib } from '../../platform/lazy-modules';

/** What the declaration states besides the expense itself. */
export interface DeclarationFacts {
  what: string;
  where: string;
  reason: string;
  assuredAt: Date;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };

function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

function germanAmount(amount: string, currency: string): string {
  const [whole = '0', cents = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents.padEnd(2, '0')} ${currency}`;
}

/**
 * The declaration of an expense without a receipt (Eigenbeleg, docs/adr/0026) as a one-page PDF,
 * in German with English beside it: who, what, when, where, how much, why no receipt, and the
 * assurance with the moment it was given. Characters the standard font cannot show become "?".
 */
export async function renderDeclarationPdf(expense: Expense, facts: DeclarationFacts): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Eigenbeleg ${expense.date}`);
  pdf.setCreator('Mobilo');
  pdf.setCreationDate(facts.assuredAt);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const shown = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...text.replace(/\s+/g, ' ').trim()].map((c) => (shown.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;

  const lines = (text: string, size: number, font = regular): string[] => {
    const result: string[] = [];
    let line = '';
    for (const word of clean(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        result.push(line);
        line = word;
      } else line = next;
    }
    return [...result, line];
  };
  const write = (text: string, size: number, font = regular, gap = 4) => {
    for (const line of lines(text, size, font)) {
      y -= size + 2;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    y -= gap;
  };

  write('Eigenbeleg – Ausgabe ohne Beleg', 18, bold, 2);
  write('Declaration of an expense without a receipt', 12, regular, 18);
  const type = expense.type ? mobilityTypeCatalogue[expense.type] : null;
  const rows: [string, string][] = [
    [
      'Beschäftigte Person / Employee',
      `${expense.user.name}${expense.user.personalNumber ? ` (${expense.user.personalNumber})` : ''}`,
    ],
    ['Datum der Ausgabe / Date of the expense', germanDate(expense.date)],
    ['Betrag / Amount', germanAmount(expense.originalCost ?? '0', expense.originalCurrency)],
    ['Leistung / What was paid for', facts.what],
    ['Ort und Empfänger / Where and to whom', facts.where],
    ['Verkehrsmittel / Mobility type', type ? `${type.de} / ${type.en}` : '–'],
    ['Grund für den fehlenden Beleg / Why there is no receipt', facts.reason],
  ];
  for (const [label, value] of rows) {
    write(label, 9, bold, 0);
    write(value, 11, regular, 10);
  }
  y -= 8;
  write('Versicherung / Assurance', 9, bold, 0);
  write(
    'Ich versichere, dass die Angaben richtig sind, dass ich keinen Beleg erhalten habe oder ihn verloren habe und dass ich die Ausgabe nirgends sonst geltend mache.',
    10,
  );
  write(
    'I assure that these facts are true, that I received no receipt or lost it, and that I claim this expense nowhere else.',
    10,
    regular,
    10,
  );
  write(
    `Elektronisch bestätigt am / Confirmed electronically on ${facts.assuredAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    10,
    bold,
    24,
  );
  write(`Ausgabe / Expense ${expense.id}`, 8, regular, 0);
  return pdf.save();
}
