import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives';

export const mailTemplates = [
  'INVITATION',
  'PASSWORD_RESET',
  'REGISTRATION',
  'CARD_VERIFICATION_LINK',
  'CARD_MEMBER_VERIFICATION',
  'REMINDER',
  'REMINDER_DIGEST',
  'HOME_CHARGING_CONTRACT_ENDING',
] as const;
export const mailTemplateSchema = z.enum(mailTemplates);
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** GET /api/debug/mails: the outbox, newest first (local, development and QA stages only). */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  language: z.string(),
  createdAt: isoDateTimeSchema,
});
export const debugMailsResponseSchema = z.object({ mails: z.array(outboxMailSchema) }).meta({ id: 'DebugMails' });
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export type DebugMailsResponse = z.infer<typeof debugMailsResponseSchema>;
