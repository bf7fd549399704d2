import type { Language, MailTemplate } from '@mobilo/contract';
import type { MailParams } from '../../platform/mailer';
import { dayName, reminderLine } from './reminder-texts';

interface Rendered {
  subject: string;
  /** Paragraphs; the last link-like parameter is rendered as a button in HTML. */
  paragraphs: string[];
  action: { label: string; href: string };
  /** A small link under the mail, e.g. to unsubscribe. */
  footer?: { label: string; href: string };
}

type Renderers = { [T in MailTemplate]: Record<Language, (p: MailParams[T]) => Rendered> };

const templates: Renderers = {
  INVITATION: {
    en: (p) => ({
      subject: `You are invited to Mobilo by ${p.companyName}`,
      paragraphs: [
        `Hello ${p.firstName},`,
        `${p.companyName} has invited you to Mobilo, where you manage your mobility budget. Choose your password to get started. The link is valid for 14 days.`,
      ],
      action: { label: 'Register now', href: p.link },
    }),
    de: (p) => ({
      subject: `${p.companyName} lädt Sie zu Mobilo ein`,
      paragraphs: [
        `Hallo ${p.firstName},`,
        `${p.companyName} hat Sie zu Mobilo eingeladen, wo Sie Ihr Mobilitätsbudget verwalten. Legen Sie Ihr Passwort fest, um zu beginnen. Der Link ist 14 Tage gültig.`,
      ],
      action: { label: 'Jetzt registrieren', href: p.link },
    }),
  },
  PASSWORD_RESET: {
    en: (p) => ({
      subject: 'Reset your Mobilo password',
      paragraphs: [
        `Hello ${p.firstName},`,
        `Someone asked to reset the password of your Mobilo account. If it was you, choose a new password within ${p.validHours} hour(s). If not, ignore this mail; your password stays as it is.`,
      ],
      action: { label: 'Choose a new password', href: p.link },
    }),
    de: (p) => ({
      subject: 'Ihr Mobilo-Passwort zurücksetzen',
      paragraphs: [
        `Hallo ${p.firstName},`,
        `Für Ihr Mobilo-Konto wurde das Zurücksetzen des Passworts angefordert. Wenn Sie das waren, wählen Sie innerhalb von ${p.validHours} Stunde(n) ein neues Passwort. Wenn nicht, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.`,
      ],
      action: { label: 'Neues Passwort wählen', href: p.link },
    }),
  },
  REGISTRATION: {
    en: (p) => ({
      subject: 'Welcome to Mobilo',
      paragraphs: [`Hello ${p.firstName},`, 'your Mobilo account is ready. You can sign in at any time.'],
      action: { label: 'Sign in', href: p.link },
    }),
    de: (p) => ({
      subject: 'Willkommen bei Mobilo',
      paragraphs: [`Hallo ${p.firstName},`, 'Ihr Mobilo-Konto ist eingerichtet. Sie können sich jederzeit anmelden.'],
      action: { label: 'Anmelden', href: p.link },
    }),
  },
  CARD_VERIFICATION_LINK: {
    en: (p) => ({
      subject: 'Verify your identity for the Mobilo card',
      paragraphs: [
        `Hello ${p.firstName},`,
        'you have been made a card administrator of your company. To finish, please verify your identity with our card partner.',
      ],
      action: { label: 'Verify identity', href: p.link },
    }),
    de: (p) => ({
      subject: 'Bestätigen Sie Ihre Identität für die Mobilo-Karte',
      paragraphs: [
        `Hallo ${p.firstName},`,
        'Sie wurden zur Kartenadministration Ihres Unternehmens ernannt. Bitte bestätigen Sie zum Abschluss Ihre Identität bei unserem Kartenpartner.',
      ],
      action: { label: 'Identität bestätigen', href: p.link },
    }),
  },
  CARD_MEMBER_VERIFICATION: {
    en: (p) => ({
      subject: 'Your Mobilo card: accept the invitation and verify your identity',
      paragraphs: [
        `Hello ${p.firstName},`,
        'your company is giving you a Mobilo card for your mobility. To receive it, please accept the invitation of our card partner and verify your identity there.',
      ],
      action: { label: 'Accept and verify', href: p.link },
    }),
    de: (p) => ({
      subject: 'Ihre Mobilo-Karte: Einladung annehmen und Identität bestätigen',
      paragraphs: [
        `Hallo ${p.firstName},`,
        'Ihr Unternehmen stellt Ihnen eine Mobilo-Karte für Ihre Mobilität bereit. Um sie zu erhalten, nehmen Sie bitte die Einladung unseres Kartenpartners an und bestätigen Sie dort Ihre Identität.',
      ],
      action: { label: 'Annehmen und bestätigen', href: p.link },
    }),
  },
  REMINDER: {
    en: (p) => ({
      subject: reminderLine(p, 'en').subject,
      paragraphs: [`Hello ${p.firstName},`, reminderLine(p, 'en').text],
      action: { label: 'Open Mobilo', href: p.link },
      footer: { label: 'No more reminder mails', href: p.unsubscribeLink },
    }),
    de: (p) => ({
      subject: reminderLine(p, 'de').subject,
      paragraphs: [`Hallo ${p.firstName},`, reminderLine(p, 'de').text],
      action: { label: 'Mobilo öffnen', href: p.link },
      footer: { label: 'Keine Erinnerungen mehr', href: p.unsubscribeLink },
    }),
  },
  REMINDER_DIGEST: {
    en: (p) => ({
      subject: `Your Mobilo reminders: ${p.items.length} item(s)`,
      paragraphs: [
        `Hello ${p.firstName},`,
        'this is what is due in Mobilo this month:',
        ...p.items.map((item) => `• ${reminderLine(item, 'en').text}`),
      ],
      action: { label: 'Open Mobilo', href: p.link },
      footer: { label: 'No more reminder mails', href: p.unsubscribeLink },
    }),
    de: (p) => ({
      subject: `Ihre Mobilo-Erinnerungen: ${p.items.length} Punkt(e)`,
      paragraphs: [
        `Hallo ${p.firstName},`,
        'das steht diesen Monat in Mobilo an:',
        ...p.items.map((item) => `• ${reminderLine(item, 'de').text}`),
      ],
      action: { label: 'Mobilo öffnen', href: p.link },
      footer: { label: 'Keine Erinnerungen mehr', href: p.unsubscribeLink },
    }),
  },
  HOME_CHARGING_CONTRACT_ENDING: {
    en: (p) => ({
      subject: `Your electricity contract with ${p.supplier} ends on ${dayName(p.validUntil, 'en')}`,
      paragraphs: [
        `Hello ${p.firstName},`,
        `your electricity contract with ${p.supplier}, which prices your home charging, ends on ${dayName(p.validUntil, 'en')}. Please submit the contract that follows it with its proof, so that your charging after that day is refunded at your price.`,
      ],
      action: { label: 'Open my contracts', href: p.link },
    }),
    de: (p) => ({
      subject: `Ihr Stromvertrag mit ${p.supplier} endet am ${dayName(p.validUntil, 'de')}`,
      paragraphs: [
        `Hallo ${p.firstName},`,
        `Ihr Stromvertrag mit ${p.supplier}, nach dem Ihr Laden zu Hause erstattet wird, endet am ${dayName(p.validUntil, 'de')}. Bitte reichen Sie den folgenden Vertrag mit seinem Nachweis ein, damit Ihr Laden nach diesem Tag zu Ihrem Preis erstattet wird.`,
      ],
      action: { label: 'Meine Verträge öffnen', href: p.link },
    }),
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail<T extends MailTemplate>(
  template: T,
  language: Language,
  params: MailParams[T],
): RenderedMail {
  const rendered = (templates[template][language] as (p: MailParams[T]) => Rendered)(params);
  const footer = rendered.footer;
  const text = [
    ...rendered.paragraphs,
    `${rendered.action.label}: ${rendered.action.href}`,
    '— Mobilo',
    ...(footer ? [`${footer.label}: ${footer.href}`] : []),
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1b1e">',
    ...rendered.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(rendered.action.href)}" style="display:inline-block;padding:10px 16px;background:#006e88;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(rendered.action.label)}</a></p>`,
    `<p style="font-size:12px;color:#868e96">${escapeHtml(rendered.action.href)}</p>`,
    '<p>— Mobilo</p>',
    footer
      ? `<p style="font-size:12px;color:#868e96"><a href="${escapeHtml(footer.href)}" style="color:#495057">${escapeHtml(footer.label)}</a></p>`
      : '',
    '</body></html>',
  ].join('');
  return { subject: rendered.subject, text, html };
}
