import { describe, expect, it } from 'vitest';
import { isHttpsLink, isPartnerOfferCurrent, partnerOfferProblem } from './partner-offer-rules';

const png = `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\nrest')}`;
const offer = {
  title: { en: 'Title', de: 'Titel' },
  description: { en: 'Text', de: 'Text' },
  code: 'CODE' as string | null,
  link: null as string | null,
  image: png as string | null,
  validFrom: '2026-01-01',
  validUntil: '2026-12-31' as string | null,
};

describe('partnerOfferProblem', () => {
  it('accepts a complete offer', () => {
    expect(partnerOfferProblem(offer)).toBeNull();
    expect(
      partnerOfferProblem({ ...offer, code: null, link: 'https://partner.example/x?y=1', image: null }),
    ).toBeNull();
    expect(partnerOfferProblem({ ...offer, validUntil: '2026-01-01' })).toBeNull();
  });

  it('names the first problem with its code', () => {
    expect(partnerOfferProblem({ ...offer, title: { en: 'Title', de: '' } })).toEqual({
      code: 'PARTNER_OFFER_TEXT_MISSING',
      parameter: 'title.de',
    });
    expect(partnerOfferProblem({ ...offer, code: null })?.code).toBe('PARTNER_OFFER_CODE_OR_LINK');
    expect(partnerOfferProblem({ ...offer, link: 'http://partner.example' })?.code).toBe(
      'PARTNER_OFFER_LINK_NOT_HTTPS',
    );
    expect(partnerOfferProblem({ ...offer, image: `data:image/png;base64,${btoa('GIF89a')}` })?.code).toBe(
      'PARTNER_OFFER_IMAGE_INVALID',
    );
    expect(partnerOfferProblem({ ...offer, validUntil: '2025-12-31' })?.code).toBe('PARTNER_OFFER_ENDS_BEFORE_START');
  });
});

describe('isHttpsLink', () => {
  it('takes absolute https addresses only', () => {
    expect(isHttpsLink('https://partner.example')).toBe(true);
    expect(isHttpsLink('https://partner.example:8443/a#b')).toBe(true);
    for (const bad of [
      'http://partner.example',
      'https://localhost',
      'https://a b.example',
      'javascript:alert(1)',
      '//x.example',
    ]) {
      expect(isHttpsLink(bad), bad).toBe(false);
    }
  });
});

describe('isPartnerOfferCurrent', () => {
  it('counts both days of the validity and needs the offer active', () => {
    const current = { isActive: true, validFrom: '2026-11-01', validUntil: '2026-11-30' };
    expect(isPartnerOfferCurrent(current, '2026-11-01')).toBe(true);
    expect(isPartnerOfferCurrent(current, '2026-11-30')).toBe(true);
    expect(isPartnerOfferCurrent(current, '2026-12-01')).toBe(false);
    expect(isPartnerOfferCurrent(current, '2026-10-31')).toBe(false);
    expect(isPartnerOfferCurrent({ ...current, validUntil: null }, '2030-01-01')).toBe(true);
    expect(isPartnerOfferCurrent({ ...current, isActive: false }, '2026-11-10')).toBe(false);
  });
});
