import { isPartnerOfferCurrent, type OperatorPartnerOffer, type PartnerOffer } from '@mobilo/contract';
import type { PartnerOfferRow } from './partner-offers.repository';

export function presentPartnerOffer(row: PartnerOfferRow): PartnerOffer {
  return {
    id: row.id,
    partner: row.partner,
    title: { en: row.titleEn, de: row.titleDe },
    description: { en: row.descriptionEn, de: row.descriptionDe },
    code: row.code,
    link: row.link,
    image: row.image,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    category: row.category,
  };
}

export function presentOperatorOffer(
  row: PartnerOfferRow,
  facts: { companyIds: string[]; views: number; clicks: number; today: string },
): OperatorPartnerOffer {
  return {
    ...presentPartnerOffer(row),
    countries: row.countries,
    companyIds: row.allCompanies ? null : facts.companyIds,
    isActive: row.isActive,
    isCurrent: isPartnerOfferCurrent(row, facts.today),
    views: facts.views,
    clicks: facts.clicks,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
