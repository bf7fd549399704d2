import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenUserSchema } from '@mobilo/contract';
import { mailOutbox } from '../db/schema/mail-outbox';
import { users } from '../db/schema/users';
import { signIn } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { demoPassword } from './demo-data';
import { seedDemoData } from './seed-demo';
import { demoInvitee, seedDemoSignIn } from './seed-demo-sign-in';

const t = useTestApp();

describe('seedDemoSignIn', () => {
  it('invites the demo newcomer once and lets the demo admin act as the demo employee', async () => {
    await seedDemoData(t.db, t.app.deps.storage);
    await seedDemoSignIn(t.app.deps);
    await seedDemoSignIn(t.app.deps);

    const [invitee] = await t.db.select().from(users).where(eq(users.email, demoInvitee.email));
    expect(invitee).toMatchObject({ status: 'INVITED', passwordHash: null });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, demoInvitee.email));
    expect(mails).toHaveLength(1);
    const token = /token=([0-9a-f-]{36})/.exec(mails[0]!.textBody)![1];
    const tokenUser = tokenUserSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/user/token/${token}` })).json(),
    );
    expect(tokenUser).toMatchObject({ firstName: 'Nina', companyName: 'Demo Mobility GmbH' });

    const cookie = await signIn(t.app, 'admin@demo.test', demoPassword);
    const list = await t.app.inject({ method: 'GET', url: '/api/v3/user/users-to-impersonate', headers: { cookie } });
    expect(list.json().users.map((u: { email: string }) => u.email)).toEqual(['employee@demo.test']);
  });
});
