import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companySsoConfigs, ssoLoginStates } from '../../db/schema/sso';

/** The provider that owns an email domain; domains are global, like emails. */
export async function findSsoConfigByDomain(db: Executor, provider: string, domain: string) {
  const [row] = await db
    .select()
    .from(companySsoConfigs)
    .where(and(eq(companySsoConfigs.provider, provider), sql`${domain} = any(${companySsoConfigs.emailDomains})`))
    .limit(1);
  return row ?? null;
}

export async function findSsoConfig(db: Executor, companyId: string, provider: string) {
  const [row] = await db
    .select()
    .from(companySsoConfigs)
    .where(and(eq(companySsoConfigs.companyId, companyId), eq(companySsoConfigs.provider, provider)))
    .limit(1);
  return row ?? null;
}

export async function upsertSsoConfig(
  db: Executor,
  companyId: string,
  config: Omit<typeof companySsoConfigs.$inferInsert, 'companyId'>,
) {
  await db
    .insert(companySsoConfigs)
    .values({ companyId, ...config })
    .onConflictDoUpdate({
      target: [companySsoConfigs.companyId, companySsoConfigs.provider],
      set: {
        issuer: config.issuer,
        clientId: config.clientId,
        clientSecretEncrypted: config.clientSecretEncrypted,
        emailDomains: config.emailDomains,
      },
    });
}

export async function insertLoginState(db: Executor, state: typeof ssoLoginStates.$inferInsert) {
  await db.insert(ssoLoginStates).values(state);
}

/** Takes the state out: a provider answer can be used once. */
export async function takeLoginState(db: Executor, stateHash: string) {
  const [row] = await db.delete(ssoLoginStates).where(eq(ssoLoginStates.stateHash, stateHash)).returning();
  return row ?? null;
}

export async function deleteExpiredLoginStates(db: Executor, now: Date) {
  await db.delete(ssoLoginStates).where(sql`${ssoLoginStates.expiresAt} <= ${now}`);
}
