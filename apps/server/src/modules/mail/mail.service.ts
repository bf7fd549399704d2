import type { DebugMailsResponse } from '@mobilo/contract';
import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../../platform/lazy-modules';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import type { Mailer } from '../../platform/mailer';
import type { Actor } from '../../platform/request-context';
import { renderMail } from './mail-templates';
import { requireOutboxReader } from './mail.policy';
import { insertOutboxMail, listOutboxMails } from './mail.repository';

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Database): Mailer {
  const { smtpUrl } = config;
  // Made at the first mail: nodemailer is loaded only when mail goes out by SMTP.
  let transport: Promise<Transporter> | null = null;
  return {
    async sendMail(mail) {
      const rendered = renderMail(mail.template, mail.language, mail.params);
      if (smtpUrl) {
        transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: config.mailFrom, to: mail.to, ...rendered });
        return;
      }
      await insertOutboxMail(db, {
        recipient: mail.to,
        sender: config.mailFrom,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        template: mail.template,
        language: mail.language,
        params: mail.params,
      });
    },
  };
}

/** The outbox for testers, newest first (who may read it: `requireOutboxReader`). */
export async function listDebugMails(
  { db, config }: ServiceDeps,
  actor: Actor | null,
  { path }: { path: string },
): Promise<DebugMailsResponse> {
  requireOutboxReader(config.stage, actor, path);
  const rows = await listOutboxMails(db, 100);
  return {
    mails: rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      from: row.sender,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      template: row.template,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
