// Free of the schema library: the sign-in page's theme reads the default colours.

export const brandColourNames = ['primary', 'secondary', 'success', 'warning', 'danger'] as const;
export type BrandColourName = (typeof brandColourNames)[number];

/** Theme defaults of the specification (spec 001 §1); the primary colour defaults to the secondary. */
export const defaultBrandColours: Record<Exclude<BrandColourName, 'primary'>, string> = {
  success: '#49B682',
  warning: '#e37617',
  danger: '#e04d2f',
  secondary: '#006e88',
};

/** A logo or favicon travels as a data URL of at most this many bytes of image. */
export const MAX_BRAND_IMAGE_BYTES = 256 * 1024;
