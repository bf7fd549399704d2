import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OperatorPartnerOffer,
  type PartnerOfferForm,
  partnerOfferInputSchema,
  partnerOfferProblem,
} from '@mobilo/contract';
import { isApiError } from '../../../lib/api-client';

/** The offer rules of the contract, each problem on the field it belongs to. */
export const partnerOfferResolver = zodResolver(
  partnerOfferInputSchema.superRefine((offer, context) => {
    const problem = partnerOfferProblem(offer);
    if (!problem) return;
    const path =
      problem.code === 'PARTNER_OFFER_CODE_OR_LINK'
        ? ['code']
        : problem.code === 'PARTNER_OFFER_TEXT_MISSING'
          ? (problem.parameter ?? 'title.en').split('.')
          : [problem.parameter ?? 'partner'];
    context.addIssue({ code: 'custom', path, message: problem.code });
  }),
);

export function blankPartnerOffer(today: string): PartnerOfferForm {
  return {
    partner: '',
    title: { en: '', de: '' },
    description: { en: '', de: '' },
    code: '',
    link: null,
    image: null,
    validFrom: today,
    validUntil: null,
    category: 'BIKE',
    countries: ['DE'],
    companyIds: null,
    isActive: true,
  };
}

export function partnerOfferValues(offer: OperatorPartnerOffer): PartnerOfferForm {
  const {
    id: _id,
    isCurrent: _current,
    views: _views,
    clicks: _clicks,
    updatedAt: _updated,
    version: _version,
    ...values
  } = offer;
  return values;
}

/** The offer's field a server refusal names ("body.title.en", or the rule's own code). */
export function fieldOfRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.errorCode === 'INVALID_INPUT') return error.parameter?.replace(/^body\./, '') || null;
  if (error.errorCode === 'PARTNER_OFFER_CODE_OR_LINK') return 'code';
  if (error.errorCode.startsWith('PARTNER_OFFER_')) return error.parameter;
  return null;
}
