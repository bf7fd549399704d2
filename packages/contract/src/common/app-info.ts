import { z } from 'zod';

export const stages = ['prod', 'qa', 'dev', 'local'] as const;
export const stageSchema = z.enum(stages);
export type Stage = z.infer<typeof stageSchema>;

const url = z.url({ protocol: /^https?$/ });

/** External help pages of the support menu; each is shown only when configured. */
export const supportLinksSchema = z.strictObject({
  faq: z.strictObject({ en: url, de: url }).partial().optional(),
  /** German only, for admins and light admins. */
  knowledgeBase: url.optional(),
  /** German only, for admins and light admins; opened after showing the feedback password. */
  feedbackForm: url.optional(),
  ideas: url.optional(),
  adminHelp: url.optional(),
});
export type SupportLinks = z.infer<typeof supportLinksSchema>;

/** GET /api/app-info — public facts the web app needs before sign-in. */
export const appInfoResponseSchema = z
  .object({
    version: z.string(),
    stage: stageSchema,
    supportEmail: z.string().nullable(),
    supportLinks: supportLinksSchema,
    /** Where users who registered on a phone or tablet continue. */
    mobileAppUrl: z.string(),
    /** Company email domains whose users are offered to link the city mobility login. */
    cityLoginEmailDomains: z.array(z.string()),
  })
  .meta({ id: 'AppInfo' });
export type AppInfo = z.infer<typeof appInfoResponseSchema>;
