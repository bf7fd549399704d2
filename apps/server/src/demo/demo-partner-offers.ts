import type { PartnerOfferInput } from '@mobilo/contract';
import type { Executor } from '../db/client';
import { createPartnerOffersIfNone } from '../modules/partner-offers/operator-partner-offers.service';
import { makeReceiptPng } from './sample-receipts';

const day = (date: Date) => date.toISOString().slice(0, 10);
const image = (rgb: [number, number, number]) =>
  `data:image/png;base64,${makeReceiptPng(320, 160, rgb).toString('base64')}`;

/**
 * Six fictitious partners (DECISIONS "Demo data"; docs/adr/0024): five for every German company,
 * one of them expired last month, and one only for the other demo company. Their addresses are
 * in the reserved .example domain.
 */
export function demoPartnerOffers(now: Date, otherCompanyId: string): PartnerOfferInput[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const common = { countries: ['DE'], companyIds: null, isActive: true, validUntil: `${year + 1}-12-31` };
  return [
    {
      ...common,
      partner: 'Velo Werk',
      title: { en: '15 % off every bike service', de: '15 % auf jeden Fahrradservice' },
      description: {
        en: 'Show the code at the workshop counter before the service. One use per person and visit.',
        de: 'Zeigen Sie den Code vor dem Service an der Werkstatttheke. Einmal pro Person und Besuch.',
      },
      code: 'MOBILO15',
      link: null,
      image: image([46, 125, 50]),
      validFrom: `${year}-01-01`,
      category: 'BIKE',
    },
    {
      ...common,
      partner: 'StadtAuto Carsharing',
      title: { en: '30 free minutes when you sign up', de: '30 Freiminuten bei der Anmeldung' },
      description: {
        en: 'Register through the link; the free minutes are credited after your first trip.',
        de: 'Registrieren Sie sich über den Link; die Freiminuten werden nach der ersten Fahrt gutgeschrieben.',
      },
      code: null,
      link: 'https://stadtauto.example/mobilo',
      image: image([21, 101, 192]),
      validFrom: `${year}-01-01`,
      category: 'CAR_SHARING',
    },
    {
      ...common,
      partner: 'Bahnfrei Reisen',
      title: { en: '10 % off long-distance tickets', de: '10 % auf Fernverkehrstickets' },
      description: {
        en: 'Book on the partner page; the discount is applied at checkout.',
        de: 'Buchen Sie auf der Seite des Partners; der Rabatt wird an der Kasse abgezogen.',
      },
      code: null,
      link: 'https://bahnfrei.example/angebot',
      image: image([198, 40, 40]),
      validFrom: `${year}-01-01`,
      category: 'RAIL',
    },
    {
      ...common,
      partner: 'LadePunkt',
      title: { en: '10 cents less per kWh for three months', de: 'Drei Monate 10 Cent weniger pro kWh' },
      description: {
        en: 'Enter the code in the LadePunkt app under "Vouchers".',
        de: 'Geben Sie den Code in der LadePunkt-App unter „Gutscheine“ ein.',
      },
      code: 'LADEN10',
      link: null,
      image: image([249, 168, 37]),
      validFrom: `${year}-01-01`,
      category: 'CHARGING',
    },
    {
      ...common,
      partner: 'Roller Riese',
      title: { en: 'Unlock for free all summer', de: 'Den ganzen Sommer gratis entsperren' },
      description: {
        en: 'The summer campaign has ended.',
        de: 'Die Sommeraktion ist vorbei.',
      },
      code: 'SOMMER',
      link: null,
      image: image([106, 27, 154]),
      validFrom: day(new Date(Date.UTC(year, month - 3, 1))),
      validUntil: day(new Date(Date.UTC(year, month, 0))),
      category: 'MICROMOBILITY',
    },
    {
      ...common,
      partner: 'Werkstatt Nord',
      title: { en: 'Free bike check', de: 'Kostenloser Fahrrad-Check' },
      description: {
        en: 'Only for the employees of one company.',
        de: 'Nur für die Beschäftigten eines Unternehmens.',
      },
      code: 'NORD-CHECK',
      link: null,
      image: image([0, 110, 136]),
      validFrom: `${year}-01-01`,
      category: 'BIKE',
      companyIds: [otherCompanyId],
    },
  ];
}

export async function seedDemoPartnerOffers(tx: Executor, otherCompanyId: string): Promise<void> {
  await createPartnerOffersIfNone(tx, demoPartnerOffers(new Date(), otherCompanyId));
}
