/**
 * Templates of invented receipts (German and English tickets, shop receipts, invoices) with the
 * values they state. Every name, address and number is made up; nothing belongs to a real person.
 */

export interface ReceiptLine {
  left: string;
  right?: string;
  style?: 'title' | 'small';
}

export interface ReceiptTruth {
  totalAmount: string;
  invoiceDate: string;
  currency: string;
  invoiceNumber: string;
}

export interface ReceiptDraft {
  template: string;
  language: 'de' | 'en';
  lines: ReceiptLine[];
  truth: ReceiptTruth;
}

/** A small deterministic generator, so the committed set can be made again byte for byte. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof randomSource>;

const cents = (value: number) => (value / 100).toFixed(2);
const de = (value: number) =>
  (value / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const en = (value: number) =>
  (value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ch = (value: number) => en(value).replace(/,/g, "'");
const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS_DE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function day(random: Random) {
  const year = random.pick([2025, 2026]);
  const month = random.int(1, 12);
  const date = random.int(1, 28);
  return { year, month, date, iso: `${year}-${pad(month)}-${pad(date)}` };
}

function items(random: Random, names: readonly string[], count: number, max: number) {
  return Array.from({ length: count }, () => ({
    name: random.pick(names),
    quantity: random.int(1, 3),
    price: random.int(80, max),
  }));
}

function shopDe(random: Random): ReceiptDraft {
  const d = day(random);
  const bought = items(
    random,
    ['Brötchen', 'Kaffee groß', 'Laugenbrezel', 'Wasser 0,5l', 'Croissant', 'Apfelschorle', 'Käsebrot'],
    random.int(2, 5),
    650,
  );
  const total = bought.reduce((sum, i) => sum + i.quantity * i.price, 0);
  const vat = Math.round((total * 7) / 107);
  const given = Math.ceil(total / 1000) * 1000 + (random.next() < 0.5 ? 1000 : 0);
  const number = `${random.int(1000, 9999)}-${random.int(10, 99)}`;
  return {
    template: 'shop-de',
    language: 'de',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency: 'EUR', invoiceNumber: number },
    lines: [
      { left: random.pick(['Bäckerei Sonnenkorn', 'Café am Markt', 'Backstube Lindenhof']), style: 'title' },
      { left: `Bahnhofstr. ${random.int(1, 90)}, ${random.int(10000, 99999)} Musterstadt`, style: 'small' },
      { left: `Datum: ${pad(d.date)}.${pad(d.month)}.${d.year}  ${pad(random.int(6, 20))}:${pad(random.int(0, 59))}` },
      { left: `Bon-Nr. ${number}` },
      ...bought.map((i) => ({ left: `${i.quantity} x ${i.name}`, right: de(i.quantity * i.price) })),
      { left: 'MwSt 7 % enthalten', right: de(vat) },
      { left: 'Summe EUR', right: de(total), style: 'title' as const },
      { left: 'Gegeben Bar', right: de(given) },
      { left: 'Rückgeld', right: de(given - total) },
      { left: 'Vielen Dank für Ihren Einkauf!', style: 'small' },
    ],
  };
}

function trainDe(random: Random): ReceiptDraft {
  const d = day(random);
  const price = random.int(990, 14990);
  const order = Array.from({ length: 6 }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');
  const travel = `${pad(Math.min(d.date + random.int(1, 10), 28))}.${pad(d.month)}.${d.year}`;
  const cities = ['Nordstadt Hbf', 'Südhafen', 'Westheim', 'Ostfurt Hbf', 'Bergdorf', 'Seeburg'];
  const sameLine = random.next() < 0.5;
  return {
    template: 'train-de',
    language: 'de',
    truth: { totalAmount: cents(price), invoiceDate: d.iso, currency: 'EUR', invoiceNumber: order },
    lines: [
      { left: 'Fernbahn Nord – Online-Ticket', style: 'title' },
      { left: `${random.pick(cities)} – ${random.pick(cities)}` },
      { left: `Hinfahrt am ${travel}, 2. Klasse` },
      { left: `Gültig ab ${travel}` },
      { left: `Auftragsnummer: ${order}` },
      { left: 'Reisende: 1 Erwachsener' },
      ...(sameLine
        ? [{ left: 'Gesamtpreis', right: `${de(price)} €` }]
        : [{ left: 'Gesamtpreis' }, { left: `${de(price)} €` }]),
      { left: 'Enthaltene MwSt 7 %', right: `${de(Math.round((price * 7) / 107))} €` },
      { left: `Buchungsdatum: ${d.date}. ${MONTHS_DE[d.month - 1]} ${d.year}` },
      { left: 'Dieses Ticket ist nur mit Lichtbildausweis gültig.', style: 'small' },
    ],
  };
}

function localDe(random: Random): ReceiptDraft {
  const d = day(random);
  const price = random.pick([290, 350, 380, 420, 910, 1020]);
  const number = `T${random.int(100000, 999999)}`;
  return {
    template: 'local-de',
    language: 'de',
    truth: { totalAmount: cents(price), invoiceDate: d.iso, currency: 'EUR', invoiceNumber: number },
    lines: [
      { left: 'Stadtverkehr Musterstadt', style: 'title' },
      { left: random.pick(['Einzelfahrt AB', 'Tageskarte', '4-Fahrten-Karte']) },
      { left: `Kaufdatum: ${d.date}.${d.month}.${String(d.year).slice(2)}` },
      { left: `Ticket-Nr. ${number}` },
      { left: 'Preis', right: `${de(price)} EUR` },
      { left: `Gültig bis ${d.date}.${d.month}.${String(d.year).slice(2)} 23:59`, style: 'small' },
    ],
  };
}

function carsharingDe(random: Random): ReceiptDraft {
  const d = day(random);
  const net = random.int(800, 18000);
  const vat = Math.round(net * 0.19);
  const number = `${d.year}/${random.int(10000, 99999)}`;
  return {
    template: 'carsharing-de',
    language: 'de',
    truth: { totalAmount: cents(net + vat), invoiceDate: d.iso, currency: 'EUR', invoiceNumber: number },
    lines: [
      { left: 'Teilauto Muster GmbH', style: 'title' },
      { left: 'Rechnung' },
      { left: `Rechnungsnummer: ${number}` },
      { left: `Rechnungsdatum: ${d.iso}` },
      { left: `Fahrt ${random.int(12, 240)} min, ${random.int(3, 90)} km`, right: de(net) },
      { left: 'Nettobetrag', right: de(net) },
      { left: 'zzgl. 19 % USt', right: de(vat) },
      { left: 'Gesamtbetrag inkl. MwSt', right: `${de(net + vat)} EUR`, style: 'title' },
      {
        left: `Zahlbar bis ${pad(Math.min(d.date + 14, 28))}.${pad(d.month)}.${d.year} per Lastschrift`,
        style: 'small',
      },
    ],
  };
}

function taxiDe(random: Random): ReceiptDraft {
  const d = day(random);
  const price = random.int(900, 6800);
  const number = `Q-${random.int(1000, 9999)}`;
  return {
    template: 'taxi-de',
    language: 'de',
    truth: { totalAmount: cents(price), invoiceDate: d.iso, currency: 'EUR', invoiceNumber: number },
    lines: [
      { left: 'Taxi-Quittung', style: 'title' },
      { left: `Quittungs-Nr. ${number}` },
      { left: `Datum ${pad(d.date)}.${pad(d.month)}.${String(d.year).slice(2)}` },
      {
        left: `Fahrt von ${random.pick(['Flughafen', 'Messe', 'Hauptbahnhof'])} nach ${random.pick(['Innenstadt', 'Hotel Linde', 'Büro'])}`,
      },
      { left: 'Betrag', right: `${de(price)} EUR` },
      { left: 'darin 7 % MwSt', right: de(Math.round((price * 7) / 107)) },
      { left: `Konzession Nr. ${random.int(100, 999)}`, style: 'small' },
    ],
  };
}

function rideEn(random: Random): ReceiptDraft {
  const d = day(random);
  const fare = random.int(700, 5400);
  const tip = random.int(0, 600);
  const fee = random.int(50, 250);
  const currency = random.pick(['USD', 'GBP'] as const);
  const sign = currency === 'USD' ? '$' : '£';
  const number = `RX${random.int(100000, 999999)}`;
  const total = fare + fee + tip;
  return {
    template: 'ride-en',
    language: 'en',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency, invoiceNumber: number },
    lines: [
      { left: 'CityRide Receipt', style: 'title' },
      { left: `${MONTHS_EN[d.month - 1]} ${d.date}, ${d.year}` },
      { left: `Receipt No. ${number}` },
      { left: 'Trip fare', right: `${sign}${en(fare)}` },
      { left: 'Booking fee', right: `${sign}${en(fee)}` },
      { left: 'Subtotal', right: `${sign}${en(fare + fee)}` },
      { left: 'Tip', right: `${sign}${en(tip)}` },
      { left: 'Total', right: `${sign}${en(total)}`, style: 'title' },
      { left: 'Paid with Visa ending 4242', style: 'small' },
    ],
  };
}

function hotelEn(random: Random): ReceiptDraft {
  const d = day(random);
  const nights = random.int(1, 5);
  const rate = random.int(8900, 32000);
  const room = nights * rate;
  const tax = Math.round(room * 0.08);
  const currency = random.pick(['USD', 'EUR'] as const);
  const number = `INV-${d.year}-${random.int(1000, 9999)}`;
  const date =
    currency === 'USD' ? `${pad(d.month)}/${pad(d.date)}/${d.year}` : `${pad(d.date)}/${pad(d.month)}/${d.year}`;
  const money = (v: number) => `${currency} ${en(v)}`;
  return {
    template: 'hotel-en',
    language: 'en',
    truth: { totalAmount: cents(room + tax), invoiceDate: d.iso, currency, invoiceNumber: number },
    lines: [
      { left: 'Harbour View Hotel', style: 'title' },
      { left: `Invoice No: ${number}` },
      { left: `Invoice date: ${date}` },
      { left: `Room, ${nights} night(s) at ${en(rate)}`, right: money(room) },
      { left: 'Subtotal', right: money(room) },
      { left: 'Sales tax 8%', right: money(tax) },
      { left: 'Amount due', right: money(room + tax), style: 'title' },
      { left: 'Thank you for staying with us.', style: 'small' },
    ],
  };
}

function parkingCh(random: Random): ReceiptDraft {
  const d = day(random);
  const price = random.int(400, 140000);
  const number = `${random.int(100, 999)}-${random.int(1000, 9999)}`;
  return {
    template: 'parking-ch',
    language: 'de',
    truth: { totalAmount: cents(price), invoiceDate: d.iso, currency: 'CHF', invoiceNumber: number },
    lines: [
      { left: 'Parkhaus Seeblick AG', style: 'title' },
      { left: `Datum ${pad(d.date)}.${pad(d.month)}.${d.year}` },
      { left: `Beleg-Nr. ${number}` },
      { left: `Parkdauer ${random.int(1, 30)} Tage` },
      { left: 'MWST 8.1 % inbegriffen', right: ch(Math.round((price * 81) / 1081)) },
      { left: 'Total CHF', right: ch(price), style: 'title' },
    ],
  };
}

export const TEMPLATES = [shopDe, trainDe, localDe, carsharingDe, taxiDe, rideEn, hotelEn, parkingCh];
