import { type CardLoadRun, dueLoadMonth, fromCents, monthlyLoadAmount, toCents } from '@mobilo/contract';
import { AppError, notFound } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { noteIssuerOutcome } from './card-health.service';
import { cardIssuerClientFor } from './card-issuer-events.service';
import {
  insertCardLoads,
  listCardsToLoad,
  listPlansDueBy,
  listWaitingLoads,
  lockPayoutPlan,
  markLoadIssued,
  type NewCardLoad,
} from './card-loads.repository';
import { requireCardModule } from './card-programme.policy';

export const cardPlanLoadJobName = 'card-plan-load';

export interface PlanLoadInput {
  companyId: string;
  planId: string;
  month: string;
  actorId?: string | null;
}

/** The day of the clock, `YYYY-MM-DD` in UTC, as the schedule's cron counts. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The month's load of one plan, in two steps. First the ledger, in one transaction that holds the
 * plan: each card of its members without a load of the month gets one row by the load rule, and the
 * unique key of card and month keeps a second run (another process, the card admin's button, a
 * retried job) from adding another. Then the issuer: each card's limit is set to the total its
 * ledger says was loaded, an absolute figure, so sending it again changes nothing; a load the issuer
 * did not take stays waiting and is sent again by the next run.
 */
export async function runPlanLoad(deps: ServiceDeps, input: PlanLoadInput): Promise<CardLoadRun> {
  const { companyId, planId, month } = input;
  const created = await deps.db.transaction(async (tx) => {
    const plan = await lockPayoutPlan(tx, companyId, planId);
    if (!plan) throw notFound('cardPayoutPlan');
    const now = deps.clock();
    const loads: NewCardLoad[] = (await listCardsToLoad(tx, companyId, plan, month)).map((card) => {
      const amount = monthlyLoadAmount({
        monthlyAmount: plan.monthlyAmount,
        carryOver: plan.carryOver,
        balance: fromCents(Math.max(0, toCents(card.loaded) - toCents(card.spent))),
        alreadyLoaded: '0.00',
      });
      return {
        cardId: card.cardId,
        amount,
        taxTreatment: plan.taxTreatment,
        limitedToMobility: plan.allowedListId !== null,
        issuedAt: toCents(amount) === 0 ? now : null,
      };
    });
    const inserted = await insertCardLoads(tx, companyId, planId, month, loads, now);
    if (inserted.length > 0) {
      await recordAuditEvent(tx, companyId, {
        actorId: input.actorId ?? null,
        action: 'card.plan-loaded',
        subjectType: 'card-payout-plan',
        subjectId: planId,
        data: { month, planVersion: plan.version, cards: inserted.length },
      });
    }
    return inserted;
  });
  const waitingCount = await sendWaitingLoads(deps, input);
  return {
    month,
    loadedCount: created.length,
    loadedAmount: fromCents(created.reduce((sum, load) => sum + toCents(load.amount), 0)),
    waitingCount,
  };
}

/** Sends the waiting loads' card limits to the issuer; answers how many still wait. */
async function sendWaitingLoads(deps: ServiceDeps, { companyId, planId, month }: PlanLoadInput): Promise<number> {
  const waiting = await listWaitingLoads(deps.db, companyId, planId, month);
  if (waiting.length === 0) return 0;
  const issuer = cardIssuerClientFor(deps.config);
  let failed = 0;
  let lastFailure: unknown = null;
  for (const load of waiting) {
    try {
      await issuer.setCardLimit({ cardId: load.cardSwanId, limit: { value: load.total, currency: 'EUR' } });
      await markLoadIssued(deps.db, companyId, load.id, deps.clock());
    } catch (error) {
      failed += 1;
      lastFailure = error;
      deps.logger.warn({ err: error, companyId, planId, month, loadId: load.id }, 'card load waits for the issuer');
    }
  }
  // One note per run, not per card: the run failed if any of its loads still waits for the issuer.
  await noteIssuerOutcome(deps, companyId, 'CARD_LOAD', lastFailure);
  return failed;
}

/** "Run the missing load": the card admin's run of this month's load, once its load day has come. */
export async function runMissingLoad(deps: ServiceDeps, actor: Actor, { id }: { id: string }): Promise<CardLoadRun> {
  await requireCardModule(deps.db, actor.companyId);
  const plan = await deps.db.transaction((tx) => lockPayoutPlan(tx, actor.companyId, id));
  if (!plan) throw notFound('cardPayoutPlan');
  const month = dueLoadMonth(plan.loadDay, dayOf(deps.clock()));
  if (!month) throw new AppError('CARD_LOAD_NOT_DUE', String(plan.loadDay));
  return runPlanLoad(deps, { companyId: actor.companyId, planId: id, month, actorId: actor.userId });
}

/**
 * The daily pass: each plan whose load day has come this month becomes one job, filed under the
 * plan and month, so a pass that runs twice queues it once. Companies without the card module are left out.
 */
export async function queueDueLoads(deps: ServiceDeps): Promise<{ queued: number }> {
  const day = dayOf(deps.clock());
  let queued = 0;
  for (const plan of await listPlansDueBy(deps.db, Number(day.slice(8, 10)))) {
    const month = dueLoadMonth(plan.loadDay, day);
    if (!month || !(await cardModuleRuns(deps, plan.companyId))) continue;
    const job = { companyId: plan.companyId, planId: plan.id, month };
    if (deps.queue) {
      const id = await deps.queue.send(cardPlanLoadJobName, job, { singletonKey: `${plan.id}:${month}` });
      if (id) queued += 1;
    } else {
      await runPlanLoad(deps, job);
      queued += 1;
    }
  }
  return { queued };
}

async function cardModuleRuns(deps: ServiceDeps, companyId: string) {
  try {
    await requireCardModule(deps.db, companyId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
