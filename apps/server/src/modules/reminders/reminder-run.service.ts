import {
  currentPeriod,
  dayOfInstant,
  defaultCompanyReminderSettings,
  DIGEST_CAUSE,
  isDigestDue,
  type Language,
  type ReminderCause,
  rolesRemindedOf,
} from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import type { ReminderItem } from '../../platform/mailer';
import type { Actor } from '../../platform/request-context';
import { sendContractEndReminders } from '../home-charging/contract-reminders.service';
import { type Candidate, dueReminders, type Recipient } from './reminder-candidates';
import {
  claimReminder,
  listCompaniesWithSettings,
  listReminderRecipients,
  unclaimReminder,
} from './reminders.repository';
import { signUnsubscribeToken } from './unsubscribe-token';

/** Where a reminder's button leads: the screen where its cause is dealt with. */
function linkOf(deps: ServiceDeps, cause: ReminderCause): string {
  const roles = rolesRemindedOf(cause);
  const screen = roles.includes('USER') ? '/expenses' : roles.includes('EXPENSE_CHECKER') ? '/audit' : '/management';
  return `${deps.config.publicUrl}${screen}`;
}

function unsubscribeLinkOf(deps: ServiceDeps, reminderId: string): string {
  const token = signUnsubscribeToken(deps.config.ssoSecretKey, reminderId);
  return `${deps.config.publicUrl}/auth/unsubscribe?${new URLSearchParams({ token }).toString()}`;
}

/**
 * Claims the reminder, then sends it; a claim taken already (an earlier run, another process this
 * instant) sends nothing. A mail that fails gives the claim back, so the next run tries again.
 */
async function sendSingle(
  deps: ServiceDeps,
  companyId: string,
  { user, item, subjectKey }: Candidate,
): Promise<boolean> {
  const id = await claimReminder(deps.db, companyId, {
    userId: user.id,
    cause: item.cause,
    subjectKey,
    sentAt: deps.clock(),
  });
  if (!id) return false;
  try {
    await deps.mailer.sendMail({
      to: user.email,
      template: 'REMINDER',
      language: user.culture as Language,
      params: {
        ...item,
        firstName: user.firstName,
        link: linkOf(deps, item.cause),
        unsubscribeLink: unsubscribeLinkOf(deps, id),
      },
    });
  } catch (error) {
    await unclaimReminder(deps.db, companyId, id);
    throw error;
  }
  return true;
}

/** One digest a month: everything due and not sent yet goes into it, each item claimed as sent with it. */
async function sendDigest(
  deps: ServiceDeps,
  companyId: string,
  user: Recipient,
  candidates: Candidate[],
): Promise<boolean> {
  const now = deps.clock();
  const digestId = await claimReminder(deps.db, companyId, {
    userId: user.id,
    cause: DIGEST_CAUSE,
    subjectKey: currentPeriod(now),
    sentAt: now,
  });
  if (!digestId) return false;
  const claimed: { id: string; item: ReminderItem }[] = [];
  try {
    for (const { item, subjectKey } of candidates) {
      const id = await claimReminder(deps.db, companyId, {
        userId: user.id,
        cause: item.cause,
        subjectKey,
        sentAt: now,
        digestId,
      });
      if (id) claimed.push({ id, item });
    }
    if (claimed.length === 0) {
      await unclaimReminder(deps.db, companyId, digestId);
      return false;
    }
    await deps.mailer.sendMail({
      to: user.email,
      template: 'REMINDER_DIGEST',
      language: user.culture as Language,
      params: {
        firstName: user.firstName,
        items: claimed.map(({ item }) => item),
        link: `${deps.config.publicUrl}/`,
        unsubscribeLink: unsubscribeLinkOf(deps, digestId),
      },
    });
  } catch (error) {
    for (const { id } of claimed) await unclaimReminder(deps.db, companyId, id);
    await unclaimReminder(deps.db, companyId, digestId);
    throw error;
  }
  return true;
}

async function remindCompany(
  deps: ServiceDeps,
  company: Awaited<ReturnType<typeof listCompaniesWithSettings>>[number],
) {
  const settings = company.settings ?? defaultCompanyReminderSettings;
  if (!settings.remindersEnabled) return 0;
  const now = deps.clock();
  const candidates = await dueReminders(deps.db, company, settings, now);
  const digests = new Map<string, { user: Recipient; candidates: Candidate[] }>();
  let sent = 0;
  for (const candidate of candidates) {
    if (candidate.user.digest) {
      const entry = digests.get(candidate.user.id) ?? { user: candidate.user, candidates: [] };
      entry.candidates.push(candidate);
      digests.set(candidate.user.id, entry);
    } else if (await sendSingle(deps, company.id, candidate)) sent += 1;
  }
  if (isDigestDue(dayOfInstant(now), settings)) {
    for (const { user, candidates: items } of digests.values())
      if (await sendDigest(deps, company.id, user, items)) sent += 1;
  }
  return sent + (await remindOfContractEnds(deps, company.id));
}

/** Home charging's contract ends go to whoever is active and has not switched reminders off. */
async function remindOfContractEnds(deps: ServiceDeps, companyId: string): Promise<number> {
  const recipients = await listReminderRecipients(deps.db, companyId);
  const reminded = new Set(recipients.filter((r) => r.status === 'ACTIVE' && r.remindersEnabled).map((r) => r.id));
  return sendContractEndReminders(deps, companyId, (userId) => reminded.has(userId));
}

/** The daily schedule: every company's due reminders. Answers how many mails went out. */
export async function sendDueReminders(deps: ServiceDeps): Promise<number> {
  let sent = 0;
  for (const company of await listCompaniesWithSettings(deps.db)) sent += await remindCompany(deps, company);
  return sent;
}

/** POST /api/v3/company/reminders/run: the same for the actor's company, now. */
export async function runCompanyReminders(deps: ServiceDeps, actor: Actor): Promise<{ sent: number }> {
  const companies = await listCompaniesWithSettings(deps.db, actor.companyId);
  let sent = 0;
  for (const company of companies) sent += await remindCompany(deps, company);
  return { sent };
}
