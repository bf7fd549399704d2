import { describe, expect, it } from 'vitest';
import { MAX_BRAND_IMAGE_BYTES } from './brand-colours';
import { isValidBrandImage, updateCompanyStyleRequestSchema } from './company-style';

const pngSignature = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const png = (extra = 8) => `data:image/png;base64,${btoa(pngSignature + '\0'.repeat(extra))}`;

describe('isValidBrandImage', () => {
  it('accepts an image whose bytes match its declared type', () => {
    expect(isValidBrandImage(png())).toBe(true);
    expect(isValidBrandImage(`data:image/jpeg;base64,${btoa('\xff\xd8\xff\xe0rest')}`)).toBe(true);
  });

  it('refuses content that only claims to be an image', () => {
    expect(isValidBrandImage(`data:image/png;base64,${btoa('MZ\x90\x00 executable')}`)).toBe(false);
    expect(isValidBrandImage(`data:image/jpeg;base64,${btoa('<svg onload=alert(1)>')}`)).toBe(false);
    expect(isValidBrandImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isValidBrandImage('data:image/png;base64,!!!')).toBe(false);
  });

  it('refuses images above the size limit', () => {
    expect(isValidBrandImage(png(MAX_BRAND_IMAGE_BYTES))).toBe(false);
  });
});

describe('updateCompanyStyleRequestSchema', () => {
  const valid = {
    logoLight: null,
    logoDark: null,
    favicon: null,
    colors: { primary: '#112233' },
    hideCompanyName: true,
  };

  it('accepts colours as #RRGGBB for the known names only', () => {
    expect(updateCompanyStyleRequestSchema.safeParse(valid).success).toBe(true);
    expect(updateCompanyStyleRequestSchema.safeParse({ ...valid, colors: { primary: 'red' } }).success).toBe(false);
    expect(updateCompanyStyleRequestSchema.safeParse({ ...valid, colors: { background: '#112233' } }).success).toBe(
      false,
    );
  });

  it('refuses unknown fields', () => {
    expect(updateCompanyStyleRequestSchema.safeParse({ ...valid, css: 'body{}' }).success).toBe(false);
  });
});
