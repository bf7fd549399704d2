import type { Language } from '@mobilo/contract';
import type { ReminderItem } from '../../platform/mailer';

function monthName(period: string | null, language: Language): string {
  if (!period) return '';
  const date = new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4, 6)) - 1, 1));
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function dayName(day: string | null, language: Language): string {
  if (!day) return '';
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** One sentence per reminder, in English and German: the single mail's subject and text, and a digest's lines. */
export function reminderLine(item: ReminderItem, language: Language): { subject: string; text: string } {
  const month = monthName(item.period, language);
  const day = dayName(item.day, language);
  const note = item.note ?? '';
  const de = language === 'de';
  switch (item.cause) {
    case 'DRAFTS_BEFORE_DEADLINE':
      return de
        ? {
            subject: `Noch nicht eingereicht: ${item.count} Ausgabe(n) für ${month}`,
            text: `${item.count} Ausgabe(n) für ${month} sind noch nicht eingereicht. Bitte reichen Sie sie bis zum ${day} ein, damit sie erstattet werden.`,
          }
        : {
            subject: `Not submitted yet: ${item.count} expense(s) for ${month}`,
            text: `${item.count} expense(s) for ${month} are not submitted yet. Please submit them by ${day} so that they are refunded.`,
          };
    case 'BUDGET_EXPIRING':
      return de
        ? {
            subject: `Ihr Budget von ${item.amount} verfällt am ${day}`,
            text: `Von Ihrem Mobilitätsbudget sind noch ${item.amount} übrig. Es verfällt mit dem Ende des Monats (${day}).`,
          }
        : {
            subject: `Your budget of ${item.amount} expires on ${day}`,
            text: `${item.amount} of your mobility budget is left. It expires at the end of the month (${day}).`,
          };
    case 'EXPENSE_REJECTED':
      return de
        ? {
            subject: `Eine Ausgabe für ${month} wurde abgelehnt`,
            text: `Eine Ausgabe für ${month} wurde abgelehnt: ${note}`,
          }
        : { subject: `An expense for ${month} was rejected`, text: `An expense for ${month} was rejected: ${note}` };
    case 'EXPENSE_MARKED':
      return de
        ? {
            subject: `Eine Ausgabe für ${month} wurde markiert`,
            text: `Eine Ausgabe für ${month} wurde bei der Prüfung markiert: ${note}`,
          }
        : {
            subject: `An expense for ${month} was marked`,
            text: `An expense for ${month} was marked in review: ${note}`,
          };
    case 'REVIEW_WAITING':
      return de
        ? {
            subject: `${item.count} Ausgabe(n) für ${month} warten auf Prüfung`,
            text: `${item.count} eingereichte Ausgabe(n) für ${month} warten seit Tagen auf ihre Prüfung.`,
          }
        : {
            subject: `${item.count} expense(s) for ${month} are waiting for review`,
            text: `${item.count} submitted expense(s) for ${month} have been waiting for their review for days.`,
          };
    case 'MONTH_CLOSABLE':
      return de
        ? {
            subject: `${month} kann abgeschlossen werden`,
            text: `Die Einreichungsfrist für ${month} ist am ${day} abgelaufen. Der Monat kann abgeschlossen werden.`,
          }
        : {
            subject: `${month} can be closed`,
            text: `The submission deadline of ${month} passed on ${day}. The month can be closed.`,
          };
    case 'MONTH_INVOICEABLE':
      return de
        ? {
            subject: `${month} kann abgerechnet werden`,
            text: `${month} ist abgeschlossen und kann abgerechnet werden.`,
          }
        : { subject: `${month} can be invoiced`, text: `${month} is closed and can be invoiced.` };
    case 'EXPORT_NOT_IMPORTED':
      return de
        ? {
            subject: `Der Lohnexport für ${month} ist nicht als importiert markiert`,
            text: `Der Lohnexport für ${month} wurde am ${day} erstellt, ist aber noch nicht als in die Lohnabrechnung importiert markiert.`,
          }
        : {
            subject: `The payroll export of ${month} is not marked imported`,
            text: `The payroll export of ${month} was written on ${day} but is not marked as imported into payroll yet.`,
          };
  }
}
