import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** A company's OpenID Connect provider; the client secret is stored encrypted (AES-256-GCM). */
export const companySsoConfigs = pgTable(
  'company_sso_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * MICROSOFT: the company's own sign-in. (The city mobility login is one partner for everybody
     * and configured by the CITY_LOGIN_* settings, not here.)
     */
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    /** Lower-case email domains whose users sign in through this provider. */
    emailDomains: text('email_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('company_sso_configs_company_provider_unique').on(t.companyId, t.provider),
    check('company_sso_configs_provider_check', sql`${t.provider} in ('MICROSOFT')`),
  ],
);

/** An authorisation request in flight: state, nonce and PKCE verifier until the provider returns. */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    /** Unknown for the city login's sign-in, which is not tied to a company. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** MICROSOFT or M_LOGIN (the city mobility login). */
    provider: text('provider').notNull(),
    /** LOGIN signs in; CONNECT links the account of `userId`. */
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_login_states_expires_idx').on(t.expiresAt)],
);
