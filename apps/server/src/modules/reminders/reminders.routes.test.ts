import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyReminderSettingsSchema, myReminderSettingsSchema, type RoleName } from '@mobilo/contract';
import {
  buildExpense,
  buildCompany,
  buildUser,
  expectErrorResponse,
  signIn,
  signInRoles,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { rejectReasons } from '../../db/schema/reject-reasons';
import { sentReminders } from '../../db/schema/reminders';
import { createPeriodsForCompany } from '../periods/periods.service';

/** Three days before the deadline of November's expenses (5 December by default). */
const now = new Date('2026-12-03T07:00:00Z');
const t = useTestApp({ publicUrl: 'https://app.mobilo.test' }, { clock: () => now });

const settings = {
  remindersEnabled: true,
  submissionDeadlineDay: 5,
  daysBeforeDeadline: 3,
  reviewWaitingDays: 5,
  importWaitingDays: 3,
};

describe('reminder mails', () => {
  let companyId: string;
  let cookies: Record<RoleName, string>;
  let ids: Record<RoleName, string>;
  let otherAdmin: string;
  const people: Record<string, { id: string; email: string; cookie: string }> = {};

  const call = (cookie: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const mailsTo = async (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Erinnerung GmbH' })).id;
    await createPeriodsForCompany(t.db, companyId, { from: '202610', now });
    ({ cookies, ids } = await signInRoles(t.app, t.db, companyId, ['ADMIN', 'USER', 'ACCOUNTANT', 'EXPENSE_CHECKER']));
    for (const [name, overrides] of Object.entries({
      german: { culture: 'de' as const, firstName: 'Greta' },
      deactivated: { status: 'DEACTIVATED' as const },
      quiet: {},
      digest: {},
    })) {
      const user = await buildUser(t.db, { companyId, ...overrides });
      const cookie = name === 'deactivated' ? '' : await signIn(t.app, user.email);
      people[name] = { id: user.id, email: user.email, cookie };
      await buildExpense(t.db, {
        companyId,
        userId: user.id,
        period: '202611',
        status: 'INCOMPLETE',
        submittedAt: null,
      });
    }
    await buildExpense(t.db, {
      companyId,
      userId: people.german!.id,
      period: '202611',
      status: 'READY',
      submittedAt: null,
    });
    const [reason] = await t.db.select().from(rejectReasons).where(eq(rejectReasons.code, 'RECEIPT_UNREADABLE'));
    await buildExpense(t.db, {
      companyId,
      userId: people.german!.id,
      period: '202611',
      status: 'REJECTED',
      rejectReasonId: reason?.id ?? null,
      rejectComment: 'Bitte neu fotografieren',
    });
    // Submitted on 20 November and unchecked since: the reviewers hear of it.
    await buildExpense(t.db, {
      companyId,
      userId: ids.USER,
      period: '202611',
      submittedAt: new Date('2026-11-20T10:00:00Z'),
    });
    const other = await buildCompany(t.db, { name: 'Andere AG' });
    otherAdmin = (await signInRoles(t.app, t.db, other.id, ['ADMIN'])).cookies.ADMIN;
  });

  describe('the company switches', () => {
    const path = '/api/v3/company/reminder-settings';

    it('answers 401 without a session and 403 to an employee', async () => {
      expectErrorResponse(await call(undefined, 'GET', path), 401, 'UNAUTHENTICATED');
      expectErrorResponse(await call(cookies.USER, 'PUT', path, settings), 403, 'ACCESS_DENIED');
      expectErrorResponse(
        await call(cookies.EXPENSE_CHECKER, 'POST', '/api/v3/company/reminders/run'),
        403,
        'ACCESS_DENIED',
      );
    });

    it('refuses bad input in the error shape', async () => {
      expectErrorResponse(
        await call(cookies.ADMIN, 'PUT', path, { ...settings, submissionDeadlineDay: 31 }),
        400,
        'INVALID_INPUT',
      );
      expectErrorResponse(await call(cookies.ADMIN, 'PUT', path, { ...settings, extra: true }), 400, 'INVALID_INPUT');
    });

    it('starts with the defaults and keeps each company to its own', async () => {
      const start = await call(cookies.ADMIN, 'GET', path);
      expect(companyReminderSettingsSchema.parse(start.json())).toEqual(settings);
      const saved = await call(cookies.ADMIN, 'PUT', path, { ...settings, reviewWaitingDays: 7 });
      expect(saved.json()).toEqual({ ...settings, reviewWaitingDays: 7, version: 2 });
      // Another company's admin sees and changes only their own company's settings.
      expect((await call(otherAdmin, 'GET', path)).json()).toEqual({ ...settings, version: 1 });
      await call(cookies.ADMIN, 'PUT', path, settings);
    });

    it('answers a save on a stale version with 409 and the settings as they are now, changing nothing', async () => {
      const read = await call(cookies.ADMIN, 'GET', path);
      const { version } = read.json() as { version: number };
      expect(read.headers.etag).toBe(`"${version}"`);
      const first = await call(cookies.ADMIN, 'PUT', path, { ...settings, importWaitingDays: 9, version });
      expect(first.json()).toEqual({ ...settings, importWaitingDays: 9, version: version + 1 });
      // A second tab saves what it read before the first save.
      const stale = await call(cookies.ADMIN, 'PUT', path, { ...settings, importWaitingDays: 20, version });
      const reason = expectErrorResponse(stale, 409, 'CONFLICT_STALE_VERSION');
      expect(reason.parameter).toEqual({ ...settings, importWaitingDays: 9, version: version + 1 });
      expect((await call(cookies.ADMIN, 'GET', path)).json()).toMatchObject({ importWaitingDays: 9 });
      await call(cookies.ADMIN, 'PUT', path, { ...settings, version: version + 1 });
    });
  });

  describe('the profile switches', () => {
    const path = '/api/v3/user/reminder-settings';

    it('answers 401 without a session and 400 for bad input', async () => {
      expectErrorResponse(
        await call(undefined, 'PUT', path, { remindersEnabled: false, digest: false }),
        401,
        'UNAUTHENTICATED',
      );
      expectErrorResponse(
        await call(people.quiet!.cookie, 'PUT', path, { remindersEnabled: 'no' }),
        400,
        'INVALID_INPUT',
      );
    });

    it('lets a user switch reminders off or choose the digest', async () => {
      const quiet = await call(people.quiet!.cookie, 'PUT', path, { remindersEnabled: false, digest: false });
      expect(myReminderSettingsSchema.parse(quiet.json())).toEqual({
        remindersEnabled: false,
        digest: false,
        companyEnabled: true,
      });
      await call(people.digest!.cookie, 'PUT', path, { remindersEnabled: true, digest: true });
      expect((await call(people.digest!.cookie, 'GET', path)).json()).toEqual({
        remindersEnabled: true,
        digest: true,
        companyEnabled: true,
      });
    });
  });

  describe('a run', () => {
    it('sends each due reminder once, even when two runs meet', async () => {
      const [first, second] = await Promise.all([
        call(cookies.ADMIN, 'POST', '/api/v3/company/reminders/run'),
        call(cookies.ADMIN, 'POST', '/api/v3/company/reminders/run'),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      const sent = (first.json() as { sent: number }).sent + (second.json() as { sent: number }).sent;
      const rows = await t.db.select().from(mailOutbox);
      const ours = rows.filter((row) => row.template.startsWith('REMINDER'));
      expect(ours).toHaveLength(sent);
      const again = await call(cookies.ADMIN, 'POST', '/api/v3/company/reminders/run');
      expect(again.json()).toEqual({ sent: 0 });
      // The other company's run sends nothing of this company's.
      expect((await call(otherAdmin, 'POST', '/api/v3/company/reminders/run')).json()).toEqual({ sent: 0 });
    });

    it('writes in the user’s language, with the reason of a rejection', async () => {
      const mails = await mailsTo(people.german!.email);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'Eine Ausgabe für November 2026 wurde abgelehnt',
        'Noch nicht eingereicht: 2 Ausgabe(n) für November 2026',
      ]);
      const rejected = mails.find((mail) => mail.subject.includes('abgelehnt'))!;
      expect(rejected.textBody).toContain('Bitte neu fotografieren');
      expect(rejected.textBody).toContain('https://app.mobilo.test/auth/unsubscribe?token=');
      expect(mails.find((mail) => mail.subject.includes('eingereicht'))!.textBody).toContain('5. Dezember 2026');
    });

    it('leaves out deactivated users and those who switched reminders off; sends a digest to who chose it', async () => {
      expect(await mailsTo(people.deactivated!.email)).toEqual([]);
      expect(await mailsTo(people.quiet!.email)).toEqual([]);
      const digest = await mailsTo(people.digest!.email);
      expect(digest.map((mail) => mail.template)).toEqual(['REMINDER_DIGEST']);
      expect(digest[0]!.textBody).toContain('1 expense(s) for November 2026 are not submitted yet');
    });

    it('tells reviewers of waiting expenses and period managers of a month to close', async () => {
      const subjectsOf = async (id: string) => {
        const rows = await t.db.select().from(sentReminders).where(eq(sentReminders.userId, id));
        return rows.map((row) => `${row.cause} ${row.subjectKey}`).sort();
      };
      expect(await subjectsOf(ids.EXPENSE_CHECKER)).toEqual(['REVIEW_WAITING 202611']);
      expect(await subjectsOf(ids.ACCOUNTANT)).toEqual(['MONTH_CLOSABLE 202610']);
      expect(await subjectsOf(ids.ADMIN)).toEqual(['MONTH_CLOSABLE 202610', 'REVIEW_WAITING 202611']);
      expect(await subjectsOf(ids.USER)).toEqual([]);
    });
  });

  describe('the unsubscribe link', () => {
    const path = '/api/v3/reminders/unsubscribe';
    let token: string;

    beforeAll(async () => {
      const [mail] = await mailsTo(people.german!.email);
      token = decodeURIComponent(/unsubscribe\?token=(\S+)/.exec(mail!.textBody)![1]!);
    });

    it('refuses bad input and a tampered link without switching anything', async () => {
      expectErrorResponse(await call(undefined, 'POST', path, {}), 400, 'INVALID_INPUT');
      // The last character's two bits that base64url leaves unused count too, as does any other character.
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const unusedBits = alphabet[alphabet.indexOf(token.at(-1)!) + 1]!;
      const middle = token.length - 20;
      const flipped = token[middle] === 'A' ? 'B' : 'A';
      for (const tampered of [
        token.slice(0, -1) + unusedBits,
        token.slice(0, middle) + flipped + token.slice(middle + 1),
      ]) {
        expectErrorResponse(await call(undefined, 'POST', path, { token: tampered }), 400, 'UNSUBSCRIBE_LINK_INVALID');
      }
      const otherId = '00000000-0000-4000-8000-000000000000';
      expectErrorResponse(
        await call(undefined, 'POST', path, { token: `${otherId}${token.slice(36)}` }),
        400,
        'UNSUBSCRIBE_LINK_INVALID',
      );
      expect((await call(people.german!.cookie, 'GET', '/api/v3/user/reminder-settings')).json()).toMatchObject({
        remindersEnabled: true,
      });
    });

    it('switches the reminders off without a sign-in, once', async () => {
      const first = await call(undefined, 'POST', path, { token });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ unsubscribed: true });
      expectErrorResponse(await call(undefined, 'POST', path, { token }), 409, 'UNSUBSCRIBE_LINK_USED');
      expect((await call(people.german!.cookie, 'GET', '/api/v3/user/reminder-settings')).json()).toMatchObject({
        remindersEnabled: false,
      });
    });
  });
});
