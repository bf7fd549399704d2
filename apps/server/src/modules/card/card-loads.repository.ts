import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { CardTaxTreatment } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { cardLoads, cardPayoutPlans, cards } from '../../db/schema/card-programme';
import { users } from '../../db/schema/users';

export type LockedPlanRow = typeof cardPayoutPlans.$inferSelect;

/**
 * The plan, locked until the caller's transaction ends: an edit of the plan waits for the load
 * that read it, so one run loads every card by one version of the plan.
 */
export async function lockPayoutPlan(db: Executor, companyId: string, id: string): Promise<LockedPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(cardPayoutPlans)
    .where(and(eq(cardPayoutPlans.companyId, companyId), eq(cardPayoutPlans.id, id)))
    .for('update');
  return row;
}

const zero = sql`0::numeric(12,2)`;
// Spelled out with the table: inside the subqueries the card is the outer row.
const loadedOfCard = sql<string>`coalesce((select sum(l.amount) from card_loads l where l.card_id = ${cards}.id), ${zero})::text`;
const spentOfCard = sql<string>`coalesce((select sum(abs(x.amount)) from card_transactions x where x.card_id = ${cards}.id and x.status in ('AUTHORISED', 'BOOKED')), ${zero})::text`;

/**
 * The enabled cards of the plan's members (named or in its budget groups, not deactivated) that
 * have no load of the month yet, with what was loaded onto and spent from each so far.
 */
export async function listCardsToLoad(
  db: Executor,
  companyId: string,
  plan: { userIds: string[]; budgetGroupIds: string[] },
  month: string,
) {
  const members = or(
    plan.userIds.length ? inArray(users.id, plan.userIds) : undefined,
    plan.budgetGroupIds.length ? inArray(users.budgetGroupId, plan.budgetGroupIds) : undefined,
  );
  if (!members) return [];
  return db
    .select({ cardId: cards.id, loaded: loadedOfCard, spent: spentOfCard })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .where(
      and(
        eq(cards.companyId, companyId),
        eq(users.companyId, companyId),
        eq(cards.status, 'ENABLED'),
        ne(users.status, 'DEACTIVATED'),
        members,
        sql`not exists (select 1 from card_loads l where l.card_id = ${cards}.id and l.month = ${month})`,
      ),
    );
}

export interface NewCardLoad {
  cardId: string;
  amount: string;
  taxTreatment: CardTaxTreatment;
  limitedToMobility: boolean;
  /** Set at once for a load of nothing: there is no limit to send. */
  issuedAt: Date | null;
}

/** The month's loads; a card that has one already (another run, another plan) keeps it. */
export async function insertCardLoads(
  db: Executor,
  companyId: string,
  planId: string,
  month: string,
  loads: NewCardLoad[],
  now: Date,
) {
  if (loads.length === 0) return [];
  return db
    .insert(cardLoads)
    .values(loads.map((load) => ({ ...load, companyId, planId, month, createdAt: now })))
    .onConflictDoNothing({ target: [cardLoads.cardId, cardLoads.month] })
    .returning({ id: cardLoads.id, amount: cardLoads.amount });
}

/** The plan's loads of the month that the issuer has not taken yet, with the card's whole loaded total. */
export async function listWaitingLoads(db: Executor, companyId: string, planId: string, month: string) {
  return db
    .select({ id: cardLoads.id, cardSwanId: cards.swanId, total: loadedOfCard })
    .from(cardLoads)
    .innerJoin(cards, eq(cards.id, cardLoads.cardId))
    .where(
      and(
        eq(cardLoads.companyId, companyId),
        eq(cardLoads.planId, planId),
        eq(cardLoads.month, month),
        isNull(cardLoads.issuedAt),
      ),
    );
}

export async function markLoadIssued(db: Executor, companyId: string, id: string, now: Date) {
  await db
    .update(cardLoads)
    .set({ issuedAt: now })
    .where(and(eq(cardLoads.companyId, companyId), eq(cardLoads.id, id), isNull(cardLoads.issuedAt)));
}

/** Every company's plans whose load day has come by this day of the month. */
export async function listPlansDueBy(db: Executor, dayOfMonth: number) {
  return db
    .select({ companyId: cardPayoutPlans.companyId, id: cardPayoutPlans.id, loadDay: cardPayoutPlans.loadDay })
    .from(cardPayoutPlans)
    .where(lte(cardPayoutPlans.loadDay, dayOfMonth));
}
