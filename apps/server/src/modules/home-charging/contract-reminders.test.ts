import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, enableHomeCharging, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { homeChargingContracts } from '../../db/schema/home-charging';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { userReminderSettings } from '../../db/schema/reminders';

const now = new Date('2026-06-10T07:00:00Z');
const t = useTestApp({ publicUrl: 'https://app.mobilo.test' }, { clock: () => now });

describe('the reminder before an electricity contract ends', () => {
  let companyId: string;
  let admin: string;
  const people: Record<string, { id: string; email: string }> = {};

  const contract = (userId: string, validUntil: string | null, status = 'APPROVED' as const) =>
    t.db.insert(homeChargingContracts).values({
      companyId,
      userId,
      supplier: `Stadtwerke ${validUntil ?? 'open'}`,
      centsPerKwh: '31.50',
      validFrom: '2026-01-01',
      validUntil,
      status,
      submittedAt: now,
    });
  const run = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/reminders/run',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
  };
  const mailsTo = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .then((rows) => rows.filter((row) => row.template === 'HOME_CHARGING_CONTRACT_ENDING'));

  beforeAll(async () => {
    companyId = (await buildCompany(t.db, { name: 'Vertragsende GmbH' })).id;
    await enableHomeCharging(t.db, companyId);
    admin = await signIn(t.app, (await buildUser(t.db, { companyId, role: 'ADMIN' })).email);
    for (const [name, culture] of [
      ['english', 'en'],
      ['german', 'de'],
      ['later', 'en'],
      ['quiet', 'en'],
      ['pending', 'en'],
    ] as const) {
      const user = await buildUser(t.db, { companyId, culture, firstName: name });
      people[name] = { id: user.id, email: user.email };
    }
    await contract(people.english!.id, '2026-06-30');
    await contract(people.german!.id, '2026-07-10');
    await contract(people.later!.id, '2026-07-11');
    await contract(people.quiet!.id, '2026-06-20');
    await contract(people.pending!.id, '2026-06-20', 'SUBMITTED' as never);
    await t.db
      .insert(userReminderSettings)
      .values({ companyId, userId: people.quiet!.id, remindersEnabled: false, digest: false, updatedAt: now });
  });

  it('goes once to the owner of an approved contract ending within 30 days, in the owner’s language', async () => {
    await run();
    await run();
    const [english] = await mailsTo(people.english!.email);
    expect(await mailsTo(people.english!.email)).toHaveLength(1);
    expect(english!.subject).toBe('Your electricity contract with Stadtwerke 2026-06-30 ends on 30 June 2026');
    expect(english!.textBody).toContain('https://app.mobilo.test/home-charging/my-contracts');
    const german = await mailsTo(people.german!.email);
    expect(german).toHaveLength(1);
    expect(german[0]!.subject).toBe('Ihr Stromvertrag mit Stadtwerke 2026-07-10 endet am 10. Juli 2026');
    const sentAt = await t.db
      .select()
      .from(homeChargingContracts)
      .where(eq(homeChargingContracts.userId, people.german!.id));
    expect(sentAt[0]!.reminderSentAt).toEqual(now);
    expect(sentAt[0]!.version).toBe(1);
  });

  it('leaves out contracts ending later, not approved, and owners who switched reminders off', async () => {
    expect(await mailsTo(people.later!.email)).toHaveLength(0);
    expect(await mailsTo(people.pending!.email)).toHaveLength(0);
    expect(await mailsTo(people.quiet!.email)).toHaveLength(0);
  });
});
