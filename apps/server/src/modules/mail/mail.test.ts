import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { renderMail } from './mail-templates';
import { createMailer } from './mail.service';

const t = useTestApp();

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('mail', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends through SMTP when configured', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Mobilo <no-reply@mobilo.test>' },
      t.db,
    );
    await mailer.sendMail({
      to: 'ina@example.test',
      template: 'INVITATION',
      language: 'de',
      params: { firstName: 'Ina', companyName: 'Acme', link: 'https://app.test/auth/register?token=abc' },
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@mobilo.test', to: ['ina@example.test'] });
    expect(received[0]!.data).toContain('Subject: =?UTF-8?Q?Acme_l=C3=A4dt_Sie_zu_Mobilo_ein?=');
    // The body is quoted-printable: soft line breaks and an encoded "=".
    const body = received[0]!.data.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(body).toContain('https://app.test/auth/register?token=abc');
    expect(body).toContain('Jetzt registrieren');
  });

  it('keeps mails in the outbox without SMTP and shows them on the debug API', async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Mobilo <no-reply@mobilo.test>' }, t.db);
    await mailer.sendMail({
      to: 'bo@example.test',
      template: 'REGISTRATION',
      language: 'en',
      params: { firstName: 'Bo', link: 'https://app.test/auth/login' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/debug/mails' });
    expect(response.statusCode).toBe(200);
    expect(response.json().mails[0]).toMatchObject({
      to: 'bo@example.test',
      subject: 'Welcome to Mobilo',
      template: 'REGISTRATION',
    });
  });

  it('renders every template in both languages and escapes parameters in HTML', () => {
    for (const language of ['en', 'de'] as const) {
      const invitation = renderMail('INVITATION', language, {
        firstName: '<b>x</b>',
        companyName: 'A&B',
        link: 'https://x.test/?a=1&b=2',
      });
      expect(invitation.html).not.toContain('<b>x</b>');
      expect(invitation.html).toContain('&#60;b&#62;x');
      expect(
        renderMail('PASSWORD_RESET', language, { firstName: 'X', link: 'https://x.test', validHours: 1 }).text,
      ).toContain('https://x.test');
      expect(
        renderMail('REGISTRATION', language, { firstName: 'X', link: 'https://x.test' }).subject.length,
      ).toBeGreaterThan(0);
    }
  });
});
