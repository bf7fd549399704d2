import { z } from 'zod';
import { isoDateTimeSchema, moneySchema } from '../common/primitives';

/** One company's figures of the month on the operator dashboard. */
export const dashboardCompanySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    currency: z.string(),
    isTrialAccount: z.boolean(),
    activeUsers: z.number().int(),
    expensesSubmitted: z.number().int(),
    amountSubmitted: moneySchema,
    openPeriods: z.number().int(),
    invoicedPeriods: z.number().int(),
    failedExports: z.number().int(),
    failedJobs: z.number().int(),
    lastSignIn: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'DashboardCompany' });
export type DashboardCompany = z.infer<typeof dashboardCompanySchema>;

/** GET /god/statistics (the /god/dashboard screen): totals across companies, the last months for the chart, and each company. */
export const operatorDashboardSchema = z
  .object({
    month: z.string(),
    totals: z.object({
      companies: z.number().int(),
      activeUsers: z.number().int(),
      expensesSubmitted: z.number().int(),
      /** Sums per currency: companies keep their books in different currencies. */
      amountsSubmitted: z.array(z.object({ currency: z.string(), amount: moneySchema })),
      failedExports: z.number().int(),
      failedJobs: z.number().int(),
    }),
    months: z.array(z.object({ month: z.string(), expensesSubmitted: z.number().int() })),
    companies: z.array(dashboardCompanySchema),
  })
  .meta({ id: 'OperatorDashboard' });
export type OperatorDashboard = z.infer<typeof operatorDashboardSchema>;

/** The issuer's failure codes (docs/adr/0027): down or erroring, an unexpected answer, our credentials refused, the request refused. */
export const cardIssuerFailureCodes = [
  'CARD_ISSUER_UNAVAILABLE',
  'CARD_ISSUER_MALFORMED',
  'CARD_ISSUER_UNAUTHORIZED',
  'CARD_ISSUER_REJECTED',
] as const;
export type CardIssuerFailureCode = (typeof cardIssuerFailureCodes)[number];

/** What a company asked the issuer: an invitation, a card order or cancellation, a load, an event's object. */
export const cardIssuerOperations = ['INVITE', 'CARD_ORDER', 'CARD_CANCEL', 'CARD_LOAD', 'EVENT_FETCH'] as const;
export type CardIssuerOperation = (typeof cardIssuerOperations)[number];

/** How the company's last calls to the issuer went; a success after the last failure supersedes it. */
export const cardIssuerHealthSchema = z
  .object({
    lastSuccessAt: isoDateTimeSchema.nullable(),
    lastFailure: z
      .object({
        at: isoDateTimeSchema,
        code: z.enum(cardIssuerFailureCodes),
        operation: z.enum(cardIssuerOperations),
      })
      .nullable(),
    /** The last call failed: no success since the last failure. */
    isFailing: z.boolean(),
  })
  .meta({ id: 'CardIssuerHealth' });
export type CardIssuerHealth = z.infer<typeof cardIssuerHealthSchema>;

/** GET /god/card/companies (the /god/card screen): the card programme's companies and their members by state. */
export const operatorCardCompanySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    cardLicence: z.boolean(),
    cardFlag: z.boolean(),
    memberships: z.record(z.string(), z.number().int()),
    cardsCount: z.number().int(),
    /** Cards live now: enabled, not blocked or cancelled. */
    cardsEnabled: z.number().int(),
    /** When the issuer last sent an event about one of the company's members, cards or payments. */
    lastWebhookAt: z.string().nullable(),
    /** The company's calls to the issuer; null before its first. */
    issuerHealth: cardIssuerHealthSchema.nullable(),
  })
  .meta({ id: 'OperatorCardCompany' });
export type OperatorCardCompany = z.infer<typeof operatorCardCompanySchema>;
export const operatorCardResponseSchema = z.object({ companies: z.array(operatorCardCompanySchema) });
export type OperatorCardResponse = z.infer<typeof operatorCardResponseSchema>;
