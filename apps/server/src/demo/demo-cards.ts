import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cardMemberships } from '../db/schema/card-memberships';
import { cards } from '../db/schema/card-programme';
import { users } from '../db/schema/users';
import { initFeatureFlag } from '../modules/flags/feature-flags.service';
import type { DemoCompany } from './demo-data';

/**
 * The demo company's card holders (docs/adr/0027): verified at the issuer, each with an active
 * virtual card. The issuer ids are the demo's own; against the local stand-in the card admin's
 * actions on them answer as for a card the issuer does not know.
 */
const demoCardHolders: Record<string, readonly string[]> = {
  'Demo Mobility GmbH': ['employee@demo.test', 'driver@demo.test', 'contract.driver@demo.test'],
};

/** Turns the card on and gives the holders a membership and a card; what exists is left alone. */
export async function seedDemoCards(tx: Executor, companyId: string, demo: DemoCompany): Promise<void> {
  const emails = demoCardHolders[demo.name];
  if (!emails || !demo.licences.card) return;
  await initFeatureFlag(tx, companyId, 'CARD', true);
  const holders = await tx
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, [...emails])));
  for (const holder of holders) {
    const number = emails.indexOf(holder.email) + 1;
    await tx
      .insert(cardMemberships)
      .values({
        companyId,
        userId: holder.id,
        status: 'ACTIVE',
        idVerificationState: 'verified',
        cardsCount: 1,
        swanId: `demo-membership-${number}`,
      })
      .onConflictDoNothing();
    const [membership] = await tx
      .select({ id: cardMemberships.id, swanId: cardMemberships.swanId })
      .from(cardMemberships)
      .where(eq(cardMemberships.userId, holder.id));
    // A membership the card admin changed since is theirs now.
    if (membership?.swanId !== `demo-membership-${number}`) continue;
    await tx
      .insert(cards)
      .values({
        companyId,
        userId: holder.id,
        membershipId: membership.id,
        swanId: `demo-card-${number}`,
        status: 'ENABLED',
        createdAt: holder.createdAt,
      })
      .onConflictDoNothing();
  }
}
