import { z } from 'zod';
import { legalFigureSchema } from './legal-figures';
import { taxBudgetTypeSchema } from './tax-bucket';

/**
 * The tax-modules screen (/tax-modules, spec 001 §2 "budget groups and tax modules"): every way
 * the company's benefits reach payroll, each with its wage type and the law it rests on. The
 * tax buckets are the same rows the tax configuration edits (no second copy); the Germany
 * ticket's subsidy and own share are read from the ticket offer, where the bookings page sets them.
 */
export const taxModuleKinds = [
  'TAX_FREE',
  'FLAT_15',
  'TAXABLE',
  'TAX13',
  'GERMANY_TICKET_SUBSIDY',
  'GERMANY_TICKET_SHARE',
] as const;
export const taxModuleKindSchema = z.enum(taxModuleKinds);
export type TaxModuleKind = z.infer<typeof taxModuleKindSchema>;

/** How the Germany ticket's subsidy is taxed (the offer's choice): its own law. */
export type TicketSubsidyTreatment = 'TAX_FREE' | 'FLAT_25';

/** The law a module rests on, as shown beside its sentence. */
export function taxModuleLaw(kind: TaxModuleKind, ticketTreatment: TicketSubsidyTreatment = 'TAX_FREE'): string {
  switch (kind) {
    case 'TAX_FREE':
    case 'TAX13':
      return '§3 Nr. 15 EStG';
    case 'FLAT_15':
      return '§40 Abs. 2 S. 2 Nr. 1 EStG';
    case 'TAXABLE':
      return '§19 EStG';
    case 'GERMANY_TICKET_SUBSIDY':
      return ticketTreatment === 'FLAT_25' ? '§40 Abs. 2 S. 2 Nr. 2 EStG' : '§3 Nr. 15 EStG';
    case 'GERMANY_TICKET_SHARE':
      return '§8 Abs. 1 EStG';
  }
}

export const taxModuleSchema = z
  .object({
    kind: taxModuleKindSchema,
    /** The tax bucket's id; null for the Germany ticket's lines, which live in its offer. */
    id: z.string().nullable(),
    wageName: z.string().nullable(),
    /** The wage type number (Lohnart) as the spec's bucket keeps it: digits, or null while unset. */
    value: z.string().nullable(),
    inftySapValue: z.string().nullable(),
    /** DATEV processing key: 2 gross amount, 3 net amount. */
    bsNr: z.union([z.literal(2), z.literal(3)]),
    isActive: z.boolean(),
    law: z.string(),
    /** The Germany ticket's subsidy: tax-free or flat-taxed at 25 %; null for every other module. */
    ticketTreatment: z.enum(['TAX_FREE', 'FLAT_25']).nullable(),
    /** Set here; the Germany ticket's lines are set on the bookings page. */
    isEditable: z.boolean(),
    /** TAXABLE stays on: whatever the budget does not cover otherwise is gross wage. */
    mayBeSwitchedOff: z.boolean(),
  })
  .meta({ id: 'TaxModule' });
export type TaxModule = z.infer<typeof taxModuleSchema>;

export const taxModulesResponseSchema = z
  .object({
    year: z.number().int(),
    modules: z.array(taxModuleSchema),
    legalFigures: z.array(legalFigureSchema),
    /** The TAX13 switch and the budget groups whose net-wage lists it shows or hides. */
    netWage: z.object({
      isActive: z.boolean(),
      budgetGroupsWithNetWageTypes: z.number().int(),
    }),
  })
  .meta({ id: 'TaxModules' });
export type TaxModulesResponse = z.infer<typeof taxModulesResponseSchema>;

export const taxModulesQuerySchema = z.strictObject({
  year: z.coerce.number().int().min(2020).max(2100).optional(),
});

export const taxModuleParamsSchema = z.strictObject({ kind: taxBudgetTypeSchema });

/** PATCH one bucket: its wage name, wage type, SAP wage type and switch. */
export const updateTaxModuleRequestSchema = z.strictObject({
  wageName: z.string().trim().min(1).max(100),
  /** Digits; DATEV's range (1–9999) is checked by the server with its own code. */
  value: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, 'value')
    .nullable()
    .transform((value) => (value === '' ? null : value)),
  inftySapValue: z
    .string()
    .trim()
    .max(20)
    .nullable()
    .transform((value) => (value === '' ? null : value)),
  isActive: z.boolean(),
});
export type UpdateTaxModuleRequest = z.infer<typeof updateTaxModuleRequestSchema>;
export type UpdateTaxModuleForm = z.input<typeof updateTaxModuleRequestSchema>;

/** DATEV's wage types: four digits, 1–9999. */
export function isDatevWageType(value: string): boolean {
  const number = Number(value);
  return /^\d{1,6}$/.test(value) && Number.isInteger(number) && number >= 1 && number <= 9999;
}
