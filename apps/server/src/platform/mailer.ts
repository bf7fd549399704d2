import type { Language, MailTemplate, ReminderCause } from '@mobilo/contract';

/** What each mail template needs to be rendered. */
export interface MailParams {
  INVITATION: { firstName: string; companyName: string; link: string };
  PASSWORD_RESET: { firstName: string; link: string; validHours: number };
  REGISTRATION: { firstName: string; link: string };
  CARD_VERIFICATION_LINK: { firstName: string; link: string };
  CARD_MEMBER_VERIFICATION: { firstName: string; link: string };
  REMINDER: ReminderItem & { firstName: string; link: string; unsubscribeLink: string };
  REMINDER_DIGEST: { firstName: string; items: ReminderItem[]; link: string; unsubscribeLink: string };
  /** An approved electricity contract ends soon (docs/adr/0025): `validUntil` is its last day (YYYY-MM-DD). */
  HOME_CHARGING_CONTRACT_ENDING: { firstName: string; supplier: string; validUntil: string; link: string };
}

/** One reminder's facts, written in no language: the template words them. */
export interface ReminderItem {
  cause: ReminderCause;
  /** The period (YYYYMM) it is about, if any. */
  period: string | null;
  /** How many expenses, users or files it is about. */
  count: number;
  /** A calendar day (YYYY-MM-DD): the deadline, or when the budget expires. */
  day: string | null;
  /** An amount with its currency ("12.50 EUR"), e.g. the budget left. */
  amount: string | null;
  /** The reject reason in the user's language and the comment, or the marker note. */
  note: string | null;
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
