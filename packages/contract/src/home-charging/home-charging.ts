import { z } from 'zod';
import { readVersionField, versionField } from '../common/version';
import { idSchema, isoDateSchema, isoDateTimeSchema, moneySchema } from '../common/primitives';
import { wageTypeNumberSchema } from '../tax-export/tax-configuration';
import { homeChargingTypeSchema } from '../vocabulary/user-enums';
import { isPlausibleContractPrice, plausibilityWarnings, readingsProblem } from './charging-rules';

/** A calendar month, YYYY-MM. */
export const chargingMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month');

/** ct/kWh with at most two decimals, above 0 and at most 100. */
export const centsPerKwhSchema = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'price')
  .refine(isPlausibleContractPrice, 'price');
/** A meter reading in kWh, at most two decimals; a minus sign is read, so that it is refused by name. */
export const meterReadingSchema = z.string().regex(/^-?\d{1,9}(\.\d{1,2})?$/, 'reading');
/** kWh with two decimals. */
export const kwhSchema = z.string().regex(/^\d{1,9}\.\d{2}$/, 'kwh');

export const carKinds = ['COMPANY', 'OWN'] as const;
export const carKindSchema = z.enum(carKinds);
export type CarKind = z.infer<typeof carKindSchema>;
export const chargingVehicleSchema = z.enum(['ELECTRIC', 'HYBRID']);
export const pricingMethodSchema = z.enum(['CONTRACT', 'AVERAGE']);
export const reviewStatuses = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export const chargingReviewStatusSchema = z.enum(reviewStatuses);
export type ChargingReviewStatus = z.infer<typeof chargingReviewStatusSchema>;
export const plausibilityWarningSchema = z.enum(plausibilityWarnings);

const yearSchema = z.number().int().min(2026).max(2100);
const meterIdSchema = z.string().trim().min(1).max(64);

export const pricingMethodOfYearSchema = z.object({ year: yearSchema, method: pricingMethodSchema });

/** An employee as the home-charging users list shows them: enrolled when the type is set. */
export const homeChargingUserSchema = z
  .object({
    userId: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    personalNumber: z.string().nullable(),
    type: homeChargingTypeSchema.nullable(),
    carKind: carKindSchema.nullable(),
    vehicle: chargingVehicleSchema.nullable(),
    batteryKwh: z.number().int().nullable(),
    meterIds: z.array(z.string()),
    /** One method per calendar year; a year without one uses the official average. */
    pricingMethods: z.array(pricingMethodOfYearSchema),
    version: z.number().int().nullable(),
  })
  .meta({ id: 'HomeChargingUser' });
export type HomeChargingUser = z.infer<typeof homeChargingUserSchema>;

export const listChargingUsersQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  enrolled: z.enum(['true', 'false']).optional(),
});
export type ListChargingUsersQuery = z.infer<typeof listChargingUsersQuerySchema>;
export const listChargingUsersResponseSchema = z
  .object({ users: z.array(homeChargingUserSchema), enrolledCount: z.number().int(), totalCount: z.number().int() })
  .meta({ id: 'HomeChargingUsers' });
export type ListChargingUsersResponse = z.infer<typeof listChargingUsersResponseSchema>;

export const enrolmentSchema = z.strictObject({
  type: homeChargingTypeSchema,
  carKind: carKindSchema,
  vehicle: chargingVehicleSchema,
  batteryKwh: z.number().int().min(5).max(250),
  meterIds: z.array(meterIdSchema).max(5),
  pricingMethods: z
    .array(pricingMethodOfYearSchema)
    .max(10)
    .refine((list) => new Set(list.map((m) => m.year)).size === list.length, 'duplicate year'),
  ...readVersionField,
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const chargingUserParamsSchema = z.strictObject({ userId: idSchema });
export const chargingIdParamsSchema = z.strictObject({ id: idSchema });

export const csvImportRequestSchema = z.strictObject({
  fileName: z.string().max(255).optional(),
  content: z.string().min(1).max(2_000_000),
});

/** The users import: one line per employee (email, type, car kind, vehicle, battery, meter, method of this year). */
export const userImportProblems = [
  'WRONG_COLUMN_COUNT',
  'UNKNOWN_EMAIL',
  'INVALID_TYPE',
  'INVALID_CAR_KIND',
  'INVALID_VEHICLE',
  'INVALID_BATTERY',
  'INVALID_METHOD',
  'DUPLICATE_IN_FILE',
] as const;

const importLineSchema = <P extends readonly [string, ...string[]]>(problems: P) =>
  z.object({
    /** Line in the file, the header being line 1. */
    line: z.number().int(),
    label: z.string(),
    status: z.enum(['IMPORTED', 'VALID', 'REFUSED', 'SKIPPED']),
    problems: z.array(z.enum(problems)),
  });

/** All lines good: all are written in one transaction. Any line refused: nothing is. */
export const userImportResponseSchema = z
  .object({
    importedCount: z.number().int(),
    refusedCount: z.number().int(),
    lines: z.array(importLineSchema(userImportProblems)),
  })
  .meta({ id: 'HomeChargingUserImportReport' });
export type UserImportResponse = z.infer<typeof userImportResponseSchema>;

const reviewFields = {
  status: chargingReviewStatusSchema,
  submittedAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  rejectReason: z.string().nullable(),
};

const personFields = {
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  personalNumber: z.string().nullable(),
};

export const chargingContractSchema = z
  .object({
    id: idSchema,
    ...versionField,
    ...personFields,
    supplier: z.string(),
    /** Gross ct/kWh; null for a dynamic tariff. */
    centsPerKwh: z.string().nullable(),
    isDynamic: z.boolean(),
    validFrom: isoDateSchema,
    validUntil: isoDateSchema.nullable(),
    proofFileName: z.string().nullable(),
    ...reviewFields,
    isDecidable: z.boolean(),
    isDeletable: z.boolean(),
  })
  .meta({ id: 'HomeChargingContract' });
export type ChargingContract = z.infer<typeof chargingContractSchema>;

export const submitContractSchema = z
  .strictObject({
    supplier: z.string().trim().min(1).max(120),
    centsPerKwh: centsPerKwhSchema.nullable(),
    isDynamic: z.boolean(),
    validFrom: isoDateSchema,
    validUntil: isoDateSchema.nullable(),
  })
  .refine((c) => c.isDynamic === (c.centsPerKwh === null), { path: ['centsPerKwh'], message: 'price' })
  .refine((c) => c.validUntil === null || c.validUntil >= c.validFrom, { path: ['validUntil'], message: 'range' });
export type SubmitContract = z.infer<typeof submitContractSchema>;

export const myContractsSchema = z
  .object({
    /** The company uses contract prices for this employee in some year from this one on. */
    isRequired: z.boolean(),
    contracts: z.array(chargingContractSchema),
  })
  .meta({ id: 'HomeChargingMyContracts' });
export type MyContracts = z.infer<typeof myContractsSchema>;

export const listQuerySchema = z.strictObject({
  status: chargingReviewStatusSchema.optional(),
  month: chargingMonthSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type ChargingListQuery = z.infer<typeof listQuerySchema>;

const countsSchema = z.record(chargingReviewStatusSchema, z.number().int());

export const listContractsResponseSchema = z
  .object({ contracts: z.array(chargingContractSchema), counts: countsSchema })
  .meta({ id: 'HomeChargingContracts' });

export const rejectSchema = z.strictObject({ reason: z.string().trim().min(1).max(500), ...readVersionField });
export const approveSchema = z.strictObject({ ...readVersionField });

export const readingKinds = ['START', 'END'] as const;
export const activitySources = ['READINGS', 'WALLBOX_CSV'] as const;

export const chargingActivitySchema = z
  .object({
    id: idSchema,
    ...versionField,
    ...personFields,
    month: chargingMonthSchema,
    source: z.enum(activitySources),
    carKind: carKindSchema,
    meterId: z.string().nullable(),
    startReading: z.string().nullable(),
    endReading: z.string().nullable(),
    startReadingDate: isoDateSchema.nullable(),
    endReadingDate: isoDateSchema.nullable(),
    hasStartPhoto: z.boolean(),
    hasEndPhoto: z.boolean(),
    sessionCount: z.number().int().nullable(),
    kwh: kwhSchema,
    priceSource: z.enum(['AVERAGE', 'CONTRACT', 'DYNAMIC']),
    centsPerKwh: z.string(),
    amount: moneySchema,
    warnings: z.array(plausibilityWarningSchema),
    ...reviewFields,
    /** The month's billing period is invoiced: nothing changes any more. */
    isFrozen: z.boolean(),
    isDecidable: z.boolean(),
    isDeletable: z.boolean(),
  })
  .meta({ id: 'HomeChargingActivity' });
export type ChargingActivity = z.infer<typeof chargingActivitySchema>;

export const submitReadingsSchema = z
  .strictObject({
    month: chargingMonthSchema,
    meterId: meterIdSchema,
    startReading: meterReadingSchema,
    endReading: meterReadingSchema,
    startReadingDate: isoDateSchema,
    endReadingDate: isoDateSchema,
    /** The month's price of a dynamic tariff, from the supplier's proof. */
    dynamicCentsPerKwh: centsPerKwhSchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const problem = readingsProblem(value.startReading, value.endReading);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endReading'], message: problem });
    if (value.endReadingDate < value.startReadingDate) {
      ctx.addIssue({ code: 'custom', path: ['endReadingDate'], message: 'range' });
    }
  });
export type SubmitReadings = z.infer<typeof submitReadingsSchema>;

export const wallboxFormats = ['EV_ENERGY', 'GENERIC'] as const;
/** The generic format names its columns (header texts) for the session's start, end and kWh. */
export const wallboxMappingSchema = z.strictObject({
  start: z.string().trim().min(1).max(80),
  end: z.string().trim().min(1).max(80),
  kwh: z.string().trim().min(1).max(80),
});
export const wallboxImportSchema = z
  .strictObject({
    month: chargingMonthSchema,
    format: z.enum(wallboxFormats),
    mapping: wallboxMappingSchema.nullable().optional(),
    fileName: z.string().max(255).optional(),
    content: z.string().min(1).max(2_000_000),
    dynamicCentsPerKwh: centsPerKwhSchema.nullable().optional(),
  })
  .refine((value) => value.format !== 'GENERIC' || !!value.mapping, { path: ['mapping'], message: 'required' });
export type WallboxImport = z.infer<typeof wallboxImportSchema>;

export const wallboxProblems = [
  'WRONG_COLUMN_COUNT',
  'MISSING_COLUMN',
  'INVALID_DATE',
  'INVALID_KWH',
  'END_BEFORE_START',
  'NOT_AT_HOME',
  'OTHER_MONTH',
] as const;
export type WallboxProblem = (typeof wallboxProblems)[number];

export const wallboxImportResponseSchema = z
  .object({
    /** The activity written; null when a line was refused and nothing was. */
    activity: chargingActivitySchema.nullable(),
    importedCount: z.number().int(),
    refusedCount: z.number().int(),
    lines: z.array(importLineSchema(wallboxProblems)),
  })
  .meta({ id: 'HomeChargingWallboxReport' });
export type WallboxImportResponse = z.infer<typeof wallboxImportResponseSchema>;

export const myActivitiesSchema = z
  .object({
    type: homeChargingTypeSchema.nullable(),
    carKind: carKindSchema.nullable(),
    meterIds: z.array(z.string()),
    /** The method of this year (official average when none is set). */
    pricingMethod: pricingMethodSchema,
    officialCentsPerKwh: z.string().nullable(),
    thisMonth: chargingMonthSchema,
    activities: z.array(chargingActivitySchema),
  })
  .meta({ id: 'HomeChargingMyActivities' });
export type MyActivities = z.infer<typeof myActivitiesSchema>;

export const listActivitiesResponseSchema = z
  .object({ activities: z.array(chargingActivitySchema), counts: countsSchema })
  .meta({ id: 'HomeChargingActivities' });
export type ListActivitiesResponse = z.infer<typeof listActivitiesResponseSchema>;

export const chargingHistoryResponseSchema = z
  .object({
    events: z.array(
      z.object({
        at: isoDateTimeSchema,
        action: z.string(),
        actorName: z.string().nullable(),
        data: z.record(z.string(), z.unknown()).nullable(),
      }),
    ),
  })
  .meta({ id: 'HomeChargingHistory' });

/** The company's wage types of the refund: tax-free for company cars, taxable wage for own cars. */
export const chargingSettingsSchema = z
  .object({
    taxFreeWageTypeNumber: wageTypeNumberSchema.nullable(),
    taxableWageTypeNumber: wageTypeNumberSchema.nullable(),
    usesContracts: z.boolean(),
    ...versionField,
  })
  .meta({ id: 'HomeChargingSettings' });
export type ChargingSettings = z.infer<typeof chargingSettingsSchema>;
export const updateChargingSettingsSchema = z.strictObject({
  taxFreeWageTypeNumber: wageTypeNumberSchema.nullable(),
  taxableWageTypeNumber: wageTypeNumberSchema.nullable(),
  ...readVersionField,
});
export type UpdateChargingSettings = z.infer<typeof updateChargingSettingsSchema>;
