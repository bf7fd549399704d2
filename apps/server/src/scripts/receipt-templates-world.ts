import { type Random, type ReceiptDraft } from './receipt-templates';

/**
 * More invented receipts for the photographed set: restaurants, taxis, shops and tickets in
 * German, English, French, Italian and Malay, with the currencies and date formats they print.
 * Every name, address and number is made up.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const cents = (value: number) => (value / 100).toFixed(2);
const comma = (value: number) =>
  (value / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const point = (value: number) =>
  (value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const swiss = (value: number) => point(value).replace(/,/g, "'");
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function day(random: Random) {
  const year = random.pick([2025, 2026]);
  const month = random.int(1, 12);
  const date = random.int(1, 28);
  return { year, month, date, iso: `${year}-${pad(month)}-${pad(date)}`, yy: String(year).slice(2) };
}

const time = (random: Random) => `${pad(random.int(7, 23))}:${pad(random.int(0, 59))}`;

function dishes(random: Random, names: readonly string[], count: number, min: number, max: number) {
  return Array.from({ length: count }, () => ({
    name: random.pick(names),
    quantity: random.int(1, 2),
    price: random.int(min, max),
  }));
}

function restaurantDe(random: Random): ReceiptDraft {
  const d = day(random);
  const eaten = dishes(
    random,
    ['Schnitzel Wiener Art', 'Spätzle', 'Apfelschorle 0,4', 'Weizen 0,5', 'Salatteller', 'Espresso'],
    random.int(3, 6),
    290,
    1890,
  );
  const total = eaten.reduce((sum, i) => sum + i.quantity * i.price, 0);
  const net = Math.round(total / 1.19);
  const table = random.int(1, 40);
  return {
    template: 'restaurant-de',
    language: 'de',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency: 'EUR', invoiceNumber: '' },
    lines: [
      { left: random.pick(['Gasthaus Zur Linde', 'Wirtshaus am Anger', 'Ristorante Bella Vista']), style: 'title' },
      { left: `Tisch ${table}   Bedienung: ${random.pick(['Anna', 'Jonas', 'Mia'])}`, style: 'small' },
      { left: `${pad(d.date)}.${pad(d.month)}.${d.year}  ${time(random)}` },
      ...eaten.map((i) => ({ left: `${i.quantity} ${i.name}`, right: comma(i.quantity * i.price) })),
      { left: 'Netto 19 %', right: comma(net) },
      { left: 'MwSt 19 %', right: comma(total - net) },
      { left: random.pick(['Zu zahlen EUR', 'SUMME EUR', 'Gesamt EUR']), right: comma(total), style: 'title' },
      { left: 'EC-Karte', right: comma(total) },
      { left: 'Vielen Dank und bis bald!', style: 'small' },
    ],
  };
}

function restaurantGb(random: Random): ReceiptDraft {
  const d = day(random);
  const eaten = dishes(
    random,
    ['Fish & Chips', 'Sunday Roast', 'Pint of Ale', 'Sticky Toffee Pud', 'Lemonade', 'Soup of the Day'],
    random.int(3, 5),
    350,
    1650,
  );
  const food = eaten.reduce((sum, i) => sum + i.quantity * i.price, 0);
  const service = Math.round(food * 0.125);
  const total = food + service;
  return {
    template: 'restaurant-gb',
    language: 'en',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency: 'GBP', invoiceNumber: '' },
    lines: [
      { left: random.pick(['The Crown & Anchor', 'Riverside Kitchen', 'The Old Mill']), style: 'title' },
      { left: `${pad(d.date)} ${MON[d.month - 1]} ${d.year}  ${time(random)}` },
      { left: `Table ${random.int(1, 30)}  Covers ${random.int(1, 4)}`, style: 'small' },
      ...eaten.map((i) => ({ left: `${i.quantity} ${i.name}`, right: `£${point(i.quantity * i.price)}` })),
      { left: 'Subtotal', right: `£${point(food)}` },
      { left: 'Service 12.5%', right: `£${point(service)}` },
      { left: 'TOTAL', right: `£${point(total)}`, style: 'title' },
      { left: 'VAT included 20%', right: `£${point(Math.round(total / 6))}` },
      { left: 'Card payment', right: `£${point(total)}` },
    ],
  };
}

function restaurantIt(random: Random): ReceiptDraft {
  const d = day(random);
  const eaten = dishes(
    random,
    ['Coperto', 'Spaghetti carbonara', 'Pizza margherita', 'Acqua minerale', 'Vino rosso 1/4', 'Caffè'],
    random.int(3, 5),
    150,
    1600,
  );
  const total = eaten.reduce((sum, i) => sum + i.quantity * i.price, 0);
  return {
    template: 'restaurant-it',
    language: 'en',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency: 'EUR', invoiceNumber: '' },
    lines: [
      { left: random.pick(['Trattoria Da Mario', 'Osteria del Ponte']), style: 'title' },
      { left: 'DOCUMENTO COMMERCIALE', style: 'small' },
      { left: 'di vendita o prestazione', style: 'small' },
      ...eaten.map((i) => ({ left: `${i.name}`, right: comma(i.quantity * i.price) })),
      { left: 'TOTALE COMPLESSIVO', right: comma(total), style: 'title' },
      { left: 'di cui IVA', right: comma(Math.round(total / 11)) },
      { left: 'Pagamento elettronico', right: comma(total) },
      { left: `${pad(d.date)}/${pad(d.month)}/${d.year} ${time(random)}` },
      { left: `DOC.N. ${random.int(1000, 9999)}-${random.int(1000, 9999)}`, style: 'small' },
    ],
  };
}

function cafeFr(random: Random): ReceiptDraft {
  const d = day(random);
  const eaten = dishes(
    random,
    ['Café crème', 'Croissant', 'Jus d’orange', 'Tartine', 'Thé vert'],
    random.int(2, 4),
    180,
    850,
  );
  const total = eaten.reduce((sum, i) => sum + i.quantity * i.price, 0);
  return {
    template: 'cafe-fr',
    language: 'en',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency: 'EUR', invoiceNumber: '' },
    lines: [
      { left: random.pick(['Café de la Gare', 'Le Petit Zinc']), style: 'title' },
      { left: `Le ${pad(d.date)}/${pad(d.month)}/${d.yy} à ${time(random)}` },
      ...eaten.map((i) => ({ left: `${i.quantity} ${i.name}`, right: `${comma(i.quantity * i.price)} €` })),
      { left: 'Montant TTC', right: `${comma(total)} €`, style: 'title' },
      { left: 'dont TVA 10 %', right: `${comma(Math.round(total / 11))} €` },
      { left: 'Merci de votre visite', style: 'small' },
    ],
  };
}

function taxiMy(random: Random): ReceiptDraft {
  const d = day(random);
  const fare = random.int(850, 9800);
  const toll = random.pick([0, 210, 400]);
  const total = fare + toll;
  return {
    template: 'taxi-my',
    language: 'en',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency: 'MYR', invoiceNumber: '' },
    lines: [
      { left: 'TEKSI BAJET KL', style: 'title' },
      { left: `Tarikh/Date: ${pad(d.date)}/${pad(d.month)}/${d.year}` },
      { left: `Masa/Time: ${time(random)}` },
      { left: `No. Teksi HBA ${random.int(1000, 9999)}`, style: 'small' },
      { left: 'Tambang/Fare', right: `RM ${point(fare)}` },
      { left: 'Tol/Toll', right: `RM ${point(toll)}` },
      { left: 'JUMLAH/TOTAL', right: `RM ${point(total)}`, style: 'title' },
      { left: 'Terima kasih', style: 'small' },
    ],
  };
}

function shopUs(random: Random): ReceiptDraft {
  const d = day(random);
  const bought = dishes(
    random,
    ['COFFEE LG', 'BAGEL', 'WATER 1L', 'NEWSPAPER', 'GUM', 'SANDWICH'],
    random.int(2, 5),
    129,
    899,
  );
  const sub = bought.reduce((sum, i) => sum + i.quantity * i.price, 0);
  const tax = Math.round(sub * 0.0875);
  const total = sub + tax;
  const cash = Math.ceil(total / 2000) * 2000;
  return {
    template: 'shop-us',
    language: 'en',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency: 'USD', invoiceNumber: '' },
    lines: [
      { left: random.pick(['CORNER MART #112', 'MIDTOWN DELI']), style: 'title' },
      { left: `${pad(d.month)}/${pad(d.date)}/${d.year} ${time(random)}` },
      ...bought.map((i) => ({ left: `${i.quantity} ${i.name}`, right: point(i.quantity * i.price) })),
      { left: 'SUBTOTAL', right: point(sub) },
      { left: 'TAX 8.875%', right: point(tax) },
      { left: 'TOTAL US$', right: point(total), style: 'title' },
      { left: 'CASH', right: point(cash) },
      { left: 'CHANGE', right: point(cash - total) },
    ],
  };
}

function ticketCh(random: Random): ReceiptDraft {
  const d = day(random);
  const price = random.pick([280, 340, 440, 880, 1320, 2260, 5400]);
  return {
    template: 'ticket-ch',
    language: 'de',
    truth: { totalAmount: cents(price), invoiceDate: d.iso, currency: 'CHF', invoiceNumber: '' },
    lines: [
      { left: 'Verkehrsbetriebe Seetal', style: 'title' },
      { left: random.pick(['Einzelbillett 2. Kl.', 'Tageskarte Zone 10', 'Mehrfahrtenkarte']) },
      { left: `Gültig ${pad(d.date)}.${pad(d.month)}.${d.yy} bis 05:00`, style: 'small' },
      { left: `Verkauf ${pad(d.date)}.${pad(d.month)}.${d.yy} ${time(random)}` },
      { left: 'Preis CHF', right: swiss(price), style: 'title' },
      { left: 'inkl. 8.1% MWST', right: swiss(Math.round((price * 81) / 1081)) },
    ],
  };
}

function ticketGb(random: Random): ReceiptDraft {
  const d = day(random);
  const price = random.int(280, 8950);
  const compact = random.next() < 0.5;
  const date = compact
    ? `${pad(d.date)}${MON[d.month - 1]!.toUpperCase()}${d.yy}`
    : `${pad(d.date)}-${MON[d.month - 1]}-${d.year}`;
  return {
    template: 'ticket-gb',
    language: 'en',
    truth: { totalAmount: cents(price), invoiceDate: d.iso, currency: 'GBP', invoiceNumber: '' },
    lines: [
      { left: 'NATIONAL RAIL', style: 'title' },
      { left: random.pick(['OFF-PEAK RETURN', 'ANYTIME SINGLE', 'SUPER OFF-PEAK']) },
      { left: `Date ${date}` },
      { left: `From ${random.pick(['ASHFORD', 'BRISTOL TM', 'YORK'])}` },
      { left: `To ${random.pick(['LONDON TERM', 'LEEDS', 'BATH SPA'])}` },
      { left: 'Price', right: `£${point(price)}`, style: 'title' },
      { left: `No. ${random.int(10000, 99999)} ${random.int(100, 999)}`, style: 'small' },
    ],
  };
}

function fuelDe(random: Random): ReceiptDraft {
  const d = day(random);
  const litres = random.int(2000, 6500);
  const perLitre = random.int(159, 189);
  const total = Math.round((litres * perLitre) / 100);
  return {
    template: 'fuel-de',
    language: 'de',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency: 'EUR', invoiceNumber: '' },
    lines: [
      { left: 'Tankstelle Am Ring', style: 'title' },
      { left: `Säule ${random.int(1, 8)}  Super E10`, style: 'small' },
      { left: `${comma(litres)} l x ${(perLitre / 100).toFixed(3).replace('.', ',')} EUR/l`, right: comma(total) },
      { left: 'Betrag', right: `${comma(total)} EUR`, style: 'title' },
      { left: 'Netto', right: comma(Math.round(total / 1.19)) },
      { left: 'MwSt 19 %', right: comma(total - Math.round(total / 1.19)) },
      { left: `${pad(d.date)}.${pad(d.month)}.${d.yy} ${time(random)}  Beleg ${random.int(100, 9999)}` },
    ],
  };
}

function hotelIso(random: Random): ReceiptDraft {
  const d = day(random);
  const currency = random.pick(['CHF', 'USD', 'MYR', 'GBP'] as const);
  const room = random.int(9000, 42000);
  const city = random.int(200, 900);
  const total = room + city;
  return {
    template: 'hotel-iso',
    language: 'en',
    truth: { totalAmount: cents(total), invoiceDate: d.iso, currency, invoiceNumber: '' },
    lines: [
      { left: 'Grand Central Hotel', style: 'title' },
      { left: `Invoice date ${d.iso}` },
      { left: `Room ${random.int(101, 950)}, 1 night`, right: `${currency} ${point(room)}` },
      { left: 'City tax', right: `${currency} ${point(city)}` },
      { left: 'Balance due', right: `${currency} ${point(total)}`, style: 'title' },
      { left: `Departure ${pad(Math.min(d.date + 1, 28))} ${MON[d.month - 1]} ${d.year}`, style: 'small' },
    ],
  };
}

export const WORLD_TEMPLATES = [
  restaurantDe,
  restaurantGb,
  restaurantIt,
  cafeFr,
  taxiMy,
  shopUs,
  ticketCh,
  ticketGb,
  fuelDe,
  hotelIso,
];
