import type { Language, MailTemplate } from '@mobilo/contract';

/** What each mail template needs to be rendered. */
export interface MailParams {
  INVITATION: { firstName: string; companyName: string; link: string };
  PASSWORD_RESET: { firstName: string; link: string; validHours: number };
  REGISTRATION: { firstName: string; link: string };
  CARD_VERIFICATION_LINK: { firstName: string; link: string };
}

export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  template: T;
  language: Language;
  params: MailParams[T];
}

/**
 * Where services send mail. The mail module builds the real one (SMTP or the outbox table,
 * `createMailer`); tests pass their own. It lives here, beside the other dependencies of
 * services, so that the platform never imports a module.
 */
export interface Mailer {
  sendMail<T extends MailTemplate>(mail: MailRequest<T>): Promise<void>;
}
