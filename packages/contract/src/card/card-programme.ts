import { z } from 'zod';
import { moneyInput, moneySchema } from '../common/primitives';
import { readVersionField, versionField } from '../common/version';
import { cardTaxTreatments, paymentControlFailModes } from './card-rules';

const nameSchema = z.string().trim().min(1).max(100);
const idParams = z.strictObject({ id: z.uuid() });
export const cardObjectIdParamsSchema = idParams;

/** A merchant category code: four digits (ISO 18245). */
export const merchantCategoryCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'merchantCategoryCodeInvalid');

/** /card-whitelists: a named list of the merchant category codes and merchants a card may pay. */
export const cardAllowedListSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    merchantCategoryCodes: z.array(z.string()),
    merchantNames: z.array(z.string()),
    /** Plans that use the list; a list in use cannot be deleted. */
    planCount: z.number().int().min(0),
    isDeletable: z.boolean(),
    ...versionField,
  })
  .meta({ id: 'CardAllowedList' });
export type CardAllowedList = z.infer<typeof cardAllowedListSchema>;

export const cardAllowedListRequestSchema = z
  .strictObject({
    name: nameSchema,
    merchantCategoryCodes: z.array(merchantCategoryCodeSchema).max(200),
    merchantNames: z.array(z.string().trim().min(1).max(100)).max(200),
    ...readVersionField,
  })
  .refine((list) => list.merchantCategoryCodes.length + list.merchantNames.length > 0, {
    path: ['merchantCategoryCodes'],
    message: 'allowedListEmpty',
  });
export type CardAllowedListRequest = z.infer<typeof cardAllowedListRequestSchema>;

/** A plan's amount a month: positive, two decimals at most. */
export const payoutAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'payoutAmountInvalid')
  .refine((value) => Number(value) > 0, 'payoutAmountInvalid');

/** /card-payout-plans: what is loaded onto whose cards each month, and how payroll treats it. */
export const cardPayoutPlanSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    monthlyAmount: moneySchema,
    loadDay: z.number().int(),
    carryOver: z.boolean(),
    taxTreatment: z.enum(cardTaxTreatments),
    allowedListId: z.uuid().nullable(),
    userIds: z.array(z.uuid()),
    /** The named employees as the picker shows them, so that an opened plan names whom it loads. */
    users: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() })),
    budgetGroupIds: z.array(z.uuid()),
    /** A plan that has loaded a card stays: payroll books its loads. */
    isDeletable: z.boolean(),
    ...versionField,
  })
  .meta({ id: 'CardPayoutPlan' });
export type CardPayoutPlan = z.infer<typeof cardPayoutPlanSchema>;

export const cardPayoutPlanRequestSchema = z
  .strictObject({
    name: nameSchema,
    monthlyAmount: moneyInput(payoutAmountSchema),
    loadDay: z.number().int().min(1).max(28),
    carryOver: z.boolean(),
    taxTreatment: z.enum(cardTaxTreatments),
    allowedListId: z.uuid().nullable(),
    userIds: z.array(z.uuid()).max(10_000),
    budgetGroupIds: z.array(z.uuid()).max(500),
    ...readVersionField,
  })
  // An open card is no Sachbezug (§2 Abs. 1 Nr. 10 ZAG): the tax-free plan needs an allowed list.
  .refine((plan) => plan.taxTreatment !== 'SACHBEZUG' || plan.allowedListId !== null, {
    path: ['allowedListId'],
    message: 'sachbezugNeedsAllowedList',
  });
export type CardPayoutPlanRequest = z.infer<typeof cardPayoutPlanRequestSchema>;

/** The company's card settings: what payment control answers when it cannot decide (docs/adr/0027). */
export const cardSettingsSchema = z
  .object({
    paymentControlFailMode: z.enum(paymentControlFailModes),
    ...versionField,
  })
  .meta({ id: 'CardSettings' });
export type CardSettings = z.infer<typeof cardSettingsSchema>;

export const cardSettingsRequestSchema = z.strictObject({
  paymentControlFailMode: z.enum(paymentControlFailModes),
  ...readVersionField,
});
export type CardSettingsRequest = z.infer<typeof cardSettingsRequestSchema>;

/** What a run of a plan's monthly load did: new loads, and loads still waiting for the issuer. */
export const cardLoadRunSchema = z
  .object({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    loadedCount: z.number().int().min(0),
    loadedAmount: moneySchema,
    /** Loads in the ledger whose new card limit the issuer has not taken yet (down or slow); the next run sends them again. */
    waitingCount: z.number().int().min(0),
  })
  .meta({ id: 'CardLoadRun' });
export type CardLoadRun = z.infer<typeof cardLoadRunSchema>;
