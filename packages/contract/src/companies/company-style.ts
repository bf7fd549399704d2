import { z } from 'zod';
import { brandColourNames, MAX_BRAND_IMAGE_BYTES } from './brand-colours';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour');
const imageDataUrl = z
  .string()
  .max(Math.ceil((MAX_BRAND_IMAGE_BYTES * 4) / 3) + 64)
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'image');

/** Company style (spec 001 §3): logos, favicon, colour variables and whether the name is hidden. */
export const companyStyleSchema = z
  .object({
    logoLight: imageDataUrl.nullable(),
    logoDark: imageDataUrl.nullable(),
    favicon: imageDataUrl.nullable(),
    colors: z.partialRecord(z.enum(brandColourNames), hexColour),
    hideCompanyName: z.boolean(),
  })
  .meta({ id: 'CompanyStyle' });
export type CompanyStyle = z.infer<typeof companyStyleSchema>;

/** PUT /api/v3/company/style */
export const updateCompanyStyleRequestSchema = z.strictObject({
  logoLight: imageDataUrl.nullable(),
  logoDark: imageDataUrl.nullable(),
  favicon: imageDataUrl.nullable(),
  colors: z.partialRecord(z.enum(brandColourNames), hexColour),
  hideCompanyName: z.boolean(),
});

const signatures: Record<'png' | 'jpeg' | 'webp', (bytes: Uint8Array) => boolean> = {
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/**
 * Whether a data URL's bytes are the image its type claims, and small enough. The declared type
 * alone proves nothing: the content decides.
 */
export function isValidBrandImage(dataUrl: string): boolean {
  const match = /^data:image\/(png|jpeg|webp);base64,(.+)$/.exec(dataUrl);
  if (!match) return false;
  const kind = match[1] as keyof typeof signatures;
  let binary: string;
  try {
    binary = atob(match[2]!);
  } catch {
    return false;
  }
  if (binary.length === 0 || binary.length > MAX_BRAND_IMAGE_BYTES) return false;
  const head = Uint8Array.from(binary.slice(0, 16), (c) => c.charCodeAt(0));
  return signatures[kind](head);
}
