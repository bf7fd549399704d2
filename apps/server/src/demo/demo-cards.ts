import { currentPeriod, mobilityMccPresets } from '@mobilo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cardMemberships } from '../db/schema/card-memberships';
import { cardAllowedLists, cardLoads, cardPayoutPlans, cards, cardTransactions } from '../db/schema/card-programme';
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

const demoList = 'Mobilität';
const demoPlan = 'Mobilität 50';

/** This month's payments of the first holder: three the mobility list allows, one it declines. */
const demoPayments = [
  { hoursAgo: 50, amount: '23.90', merchant: 'DB Fernverkehr AG', mcc: '4112', status: 'BOOKED' },
  { hoursAgo: 30, amount: '12.40', merchant: 'Stadtmobil Carsharing', mcc: '7512', status: 'BOOKED' },
  { hoursAgo: 6, amount: '3.20', merchant: 'MVG Rad', mcc: '4111', status: 'AUTHORISED' },
  { hoursAgo: 4, amount: '18.75', merchant: 'Supermarkt Frisch', mcc: '5411', status: 'DECLINED' },
] as const;

/**
 * The card programme around the holders' cards: the mobility list, a plan of 50 EUR a month as
 * Sachbezug, this month's loads and the first holder's payments. Only this month: the months the
 * demo invoices stay as they were. A company that renamed or removed the plan keeps its choice.
 */
async function seedDemoProgramme(tx: Executor, companyId: string, holderIds: string[]) {
  const [list] = await tx
    .insert(cardAllowedLists)
    .values({
      companyId,
      name: demoList,
      merchantCategoryCodes: Object.values(mobilityMccPresets).flat(),
      merchantNames: ['Nextbike GmbH'],
    })
    .onConflictDoNothing()
    .returning({ id: cardAllowedLists.id });
  if (!list) return;
  const [plan] = await tx
    .insert(cardPayoutPlans)
    .values({
      companyId,
      name: demoPlan,
      monthlyAmount: '50.00',
      loadDay: 1,
      carryOver: false,
      taxTreatment: 'SACHBEZUG',
      allowedListId: list.id,
      userIds: holderIds,
    })
    .onConflictDoNothing()
    .returning({ id: cardPayoutPlans.id });
  if (!plan) return;
  const period = currentPeriod();
  const month = `${period.slice(0, 4)}-${period.slice(4, 6)}`;
  const now = new Date();
  const monthStart = new Date(`${month}-01T00:00:00Z`);
  const holderCards = await tx
    .select({ id: cards.id, swanId: cards.swanId })
    .from(cards)
    .where(and(eq(cards.companyId, companyId), inArray(cards.userId, holderIds)));
  for (const card of holderCards) {
    await tx
      .insert(cardLoads)
      .values({
        companyId,
        cardId: card.id,
        planId: plan.id,
        month,
        amount: '50.00',
        taxTreatment: 'SACHBEZUG',
        limitedToMobility: true,
        issuedAt: now,
      })
      .onConflictDoNothing();
  }
  const first = holderCards.find((card) => card.swanId === 'demo-card-1');
  if (!first) return;
  for (const [index, payment] of demoPayments.entries()) {
    const declined = payment.status === 'DECLINED';
    await tx
      .insert(cardTransactions)
      .values({
        companyId,
        cardId: first.id,
        swanId: `demo-transaction-${index + 1}`,
        // Within this month, however early in it the demo is seeded.
        transactionDate: new Date(Math.max(monthStart.getTime(), now.getTime() - payment.hoursAgo * 3_600_000)),
        amount: payment.amount,
        merchantName: payment.merchant,
        merchantCategoryCode: payment.mcc,
        status: payment.status,
        decisionReason: declined ? 'MCC_NOT_ALLOWED' : 'MCC_ALLOWED',
        salaryType: declined ? null : 'SACHBEZUG',
      })
      .onConflictDoNothing();
  }
}

/** Turns the card on and gives the holders a membership and a card; what exists is left alone. */
export async function seedDemoCards(tx: Executor, companyId: string, demo: DemoCompany): Promise<void> {
  const emails = demoCardHolders[demo.name];
  if (!emails || !demo.licences.card) return;
  await initFeatureFlag(tx, companyId, 'CARD', true);
  await initFeatureFlag(tx, companyId, 'CARD_PAYROLL_EXPORT', true);
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
        maskedNumber: `5300 •••• •••• ${4700 + number}`,
        status: 'ENABLED',
        createdAt: holder.createdAt,
      })
      .onConflictDoNothing();
  }
  await seedDemoProgramme(
    tx,
    companyId,
    holders.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email)).map((holder) => holder.id),
  );
}
