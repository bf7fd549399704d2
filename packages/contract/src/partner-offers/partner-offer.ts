import { z } from 'zod';
import { readVersionField, versionField } from '../common/version';
import { idSchema, isoDateSchema, isoDateTimeSchema } from '../common/primitives';
import { MAX_BRAND_IMAGE_BYTES } from '../companies/brand-colours';
import { countryCodeSchema } from '../operator/countries';

/**
 * Partner offers (docs/adr/0024): discounts of mobility providers that an employee redeems at the
 * partner. Mobilo presents them; it never sells, pays or books anything.
 */
export const partnerOfferCategories = ['BIKE', 'CAR_SHARING', 'RAIL', 'CHARGING', 'MICROMOBILITY'] as const;
export const partnerOfferCategorySchema = z.enum(partnerOfferCategories);
export type PartnerOfferCategory = z.infer<typeof partnerOfferCategorySchema>;

/** The most bytes an offer's image may have: it travels as a data URL and is checked like a logo. */
export const MAX_PARTNER_IMAGE_BYTES = MAX_BRAND_IMAGE_BYTES;

/** A text in both languages; each may arrive empty, the offer rules then name the missing one. */
const bilingual = (max: number) => z.strictObject({ en: z.string().trim().max(max), de: z.string().trim().max(max) });
const bilingualOut = z.object({ en: z.string(), de: z.string() });

/** What the operator enters (POST and PUT /api/v3/god/partner-offers). */
export const partnerOfferInputSchema = z.strictObject({
  partner: z.string().trim().min(1).max(80),
  title: bilingual(120),
  description: bilingual(2000),
  /** A discount code the employee copies; null when the offer is a link. */
  code: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .transform((value) => (value === '' ? null : value)),
  /** The partner's page (https only); null when the offer is a code. */
  link: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .transform((value) => (value === '' ? null : value)),
  /** A PNG, JPEG or WebP data URL; its bytes are checked, not its declared type. */
  image: z
    .string()
    .max(Math.ceil((MAX_PARTNER_IMAGE_BYTES * 4) / 3) + 64)
    .nullable(),
  validFrom: isoDateSchema,
  /** The last day the offer is shown; null: until switched off. */
  validUntil: isoDateSchema.nullable(),
  category: partnerOfferCategorySchema,
  /** The countries of the companies whose employees see it. */
  countries: z.array(countryCodeSchema).min(1).max(50),
  /** Null: every company of those countries; else only these. */
  companyIds: z.array(idSchema).min(1).max(500).nullable(),
  isActive: z.boolean(),
});
export type PartnerOfferInput = z.infer<typeof partnerOfferInputSchema>;
export type PartnerOfferForm = z.input<typeof partnerOfferInputSchema>;

/** PUT body: the offer, and the version the operator read (docs/adr/0022). */
export const partnerOfferUpdateSchema = partnerOfferInputSchema.extend(readVersionField);
export type PartnerOfferUpdate = z.infer<typeof partnerOfferUpdateSchema>;

/** The operator's view of an offer, with its counts over every company. */
export const operatorPartnerOfferSchema = z
  .object({
    id: idSchema,
    partner: z.string(),
    title: bilingualOut,
    description: bilingualOut,
    code: z.string().nullable(),
    link: z.string().nullable(),
    image: z.string().nullable(),
    validFrom: isoDateSchema,
    validUntil: isoDateSchema.nullable(),
    category: partnerOfferCategorySchema,
    countries: z.array(z.string()),
    companyIds: z.array(idSchema).nullable(),
    isActive: z.boolean(),
    /** Active and today within its validity. */
    isCurrent: z.boolean(),
    views: z.number().int(),
    clicks: z.number().int(),
    updatedAt: isoDateTimeSchema,
    ...versionField,
  })
  .meta({ id: 'OperatorPartnerOffer' });
export type OperatorPartnerOffer = z.infer<typeof operatorPartnerOfferSchema>;

/** Views and clicks of one offer in one company: counts only, nobody's name. */
export const partnerOfferCompanyCountSchema = z
  .object({ companyId: idSchema, companyName: z.string(), views: z.number().int(), clicks: z.number().int() })
  .meta({ id: 'PartnerOfferCompanyCount' });
export type PartnerOfferCompanyCount = z.infer<typeof partnerOfferCompanyCountSchema>;

/** What an employee sees of a current offer. */
export const partnerOfferSchema = z
  .object({
    id: idSchema,
    partner: z.string(),
    title: bilingualOut,
    description: bilingualOut,
    code: z.string().nullable(),
    link: z.string().nullable(),
    image: z.string().nullable(),
    validFrom: isoDateSchema,
    validUntil: isoDateSchema.nullable(),
    category: partnerOfferCategorySchema,
  })
  .meta({ id: 'PartnerOffer' });
export type PartnerOffer = z.infer<typeof partnerOfferSchema>;

/** GET /api/v3/partner/offers: the current offers, nothing when the company switched the area off. */
export const partnerOffersResponseSchema = z
  .object({ areaEnabled: z.boolean(), offers: z.array(partnerOfferSchema) })
  .meta({ id: 'PartnerOffers' });
export type PartnerOffersResponse = z.infer<typeof partnerOffersResponseSchema>;

export const partnerOffersQuerySchema = z.strictObject({ category: partnerOfferCategorySchema.optional() });

/** The admin's view: every current offer the company's employees could see, with the company's switch. */
export const companyPartnerSettingsSchema = z
  .object({
    areaEnabled: z.boolean(),
    offers: z.array(partnerOfferSchema.extend({ enabledForCompany: z.boolean() })),
  })
  .meta({ id: 'CompanyPartnerSettings' });
export type CompanyPartnerSettings = z.infer<typeof companyPartnerSettingsSchema>;

export const partnerAreaRequestSchema = z.strictObject({ areaEnabled: z.boolean() });
export const partnerOfferSwitchRequestSchema = z.strictObject({ enabled: z.boolean() });
export const partnerOfferIdParamsSchema = z.strictObject({ id: idSchema });
/** POST …/view and …/click: counted, never tied to the person. */
export const partnerInteractionResponseSchema = z.object({ recorded: z.literal(true) });

/** DELETE /api/v3/god/partner-offers/{id}: which offer went. */
export const deletedPartnerOfferSchema = z
  .object({ id: idSchema, partner: z.string() })
  .meta({ id: 'DeletedPartnerOffer' });
