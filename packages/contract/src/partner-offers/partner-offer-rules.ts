import type { ErrorCode } from '../errors/error-codes';
import { isValidBrandImage } from '../companies/company-style';
import type { PartnerOfferInput } from './partner-offer';

export interface PartnerOfferProblem {
  code: ErrorCode;
  parameter: string | null;
}

/** An absolute https address with a dotted host name, no spaces, no user part. */
const httpsLink = /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i;

/** Whether a link is an absolute https address (the partner's page opens in a new tab). */
export function isHttpsLink(value: string): boolean {
  return httpsLink.test(value);
}

const textFields = ['title', 'description'] as const;
const languages = ['en', 'de'] as const;

/**
 * What is wrong with an offer beyond its field types, first problem first: both languages of
 * every text, a code or an https link, an image that is an image, an end not before the start.
 * The server refuses with the code; the operator's form shows the same message.
 */
export function partnerOfferProblem(
  offer: Pick<PartnerOfferInput, 'title' | 'description' | 'code' | 'link' | 'image' | 'validFrom' | 'validUntil'>,
): PartnerOfferProblem | null {
  for (const field of textFields) {
    for (const language of languages) {
      if (offer[field][language].trim() === '') {
        return { code: 'PARTNER_OFFER_TEXT_MISSING', parameter: `${field}.${language}` };
      }
    }
  }
  if (offer.code === null && offer.link === null) return { code: 'PARTNER_OFFER_CODE_OR_LINK', parameter: null };
  if (offer.link !== null && !isHttpsLink(offer.link))
    return { code: 'PARTNER_OFFER_LINK_NOT_HTTPS', parameter: 'link' };
  if (offer.image !== null && !isValidBrandImage(offer.image)) {
    return { code: 'PARTNER_OFFER_IMAGE_INVALID', parameter: 'image' };
  }
  if (offer.validUntil !== null && offer.validUntil < offer.validFrom) {
    return { code: 'PARTNER_OFFER_ENDS_BEFORE_START', parameter: 'validUntil' };
  }
  return null;
}

/** Shown to employees: active and today within its validity (both days included). */
export function isPartnerOfferCurrent(
  offer: { isActive: boolean; validFrom: string; validUntil: string | null },
  today: string,
): boolean {
  return offer.isActive && offer.validFrom <= today && (offer.validUntil === null || today <= offer.validUntil);
}
