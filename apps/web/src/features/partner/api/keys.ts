import type { PartnerOfferCategory } from '@mobilo/contract';

/** Query keys of /partner: the employees' offers per category filter, and the company's switches. */
export const partnerKeys = {
  all: ['partner'] as const,
  offers: () => [...partnerKeys.all, 'offers'] as const,
  offerList: (category: PartnerOfferCategory | null) => [...partnerKeys.offers(), category ?? 'ALL'] as const,
  settings: () => [...partnerKeys.all, 'settings'] as const,
};
