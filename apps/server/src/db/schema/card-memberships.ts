import { sql } from 'drizzle-orm';
import type { CardMembership } from '@mobilo/contract';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A user's membership in the company payment-card programme (spec 001 §3 "Card membership").
 * The card provider's side (cards, identity checks) is not connected; rows come from the
 * operator's onboarding and the seed.
 */
export const cardMemberships = pgTable(
  'card_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique('card_memberships_user_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<CardMembership['status']>().notNull(),
    cardsCount: integer('cards_count').notNull().default(0),
    invitationUrl: text('invitation_url'),
    idVerificationState: text('id_verification_state').$type<NonNullable<CardMembership['idVerificationState']>>(),
    /** The issuer's account membership id, once the member was invited there. */
    swanId: text('swan_id').unique('card_memberships_swan_id_unique'),
    verificationLinkSentAt: timestamp('verification_link_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('card_memberships_status_check', sql`${t.status} in ('INVITED', 'PROMOTION_IN_PROGRESS', 'ACTIVE')`),
    check(
      'card_memberships_id_verification_state_check',
      sql`${t.idVerificationState} in ('not_started', 'in_progress', 'verified')`,
    ),
    check('card_memberships_cards_count_check', sql`${t.cardsCount} >= 0`),
  ],
);

/**
 * An invitation of a user to the issuer that is under way (docs/adr/0027): claimed before the
 * issuer is asked and removed once it answered, so that a second invitation of the same user (two
 * tabs, a retry after a lost answer) cannot add a second membership at the issuer meanwhile. A
 * claim older than the issuer's longest call is taken over: its process ended without removing it.
 */
export const cardMemberInvites = pgTable('card_member_invites', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
