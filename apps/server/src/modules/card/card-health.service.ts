import {
  type CardIssuerFailureCode,
  cardIssuerFailureCodes,
  type CardIssuerHealth,
  type CardIssuerOperation,
} from '@mobilo/contract';
import { presentIssuerHealth } from './card-health.presenter';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import {
  countEnabledCards,
  findLastWebhooks,
  listIssuerHealth,
  recordIssuerFailure,
  recordIssuerSuccess,
} from './card-health.repository';

const isIssuerFailure = (error: unknown): error is AppError & { code: CardIssuerFailureCode } =>
  error instanceof AppError && (cardIssuerFailureCodes as readonly string[]).includes(error.code);

/**
 * Keeps how the company's call to the issuer went, for the operator's /god/card: one upsert after
 * the call, outside any transaction of the use case (the issuer is asked before it, docs/adr/0027).
 * Only the issuer's own failures count; keeping them never fails the use case.
 */
export async function noteIssuerOutcome(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'logger'>,
  companyId: string,
  operation: CardIssuerOperation,
  error: unknown = null,
): Promise<void> {
  const at = deps.clock();
  try {
    if (error === null) await recordIssuerSuccess(deps.db, companyId, at);
    else if (isIssuerFailure(error)) await recordIssuerFailure(deps.db, companyId, { at, code: error.code, operation });
  } catch (failure) {
    deps.logger.warn({ err: failure, companyId, operation }, 'card issuer health not kept');
  }
}

/** Runs the company's calls to the issuer of one use case, and keeps how they went. */
export async function askIssuer<T>(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'logger'>,
  companyId: string,
  operation: CardIssuerOperation,
  call: () => Promise<T>,
): Promise<T> {
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    await noteIssuerOutcome(deps, companyId, operation, error);
    throw error;
  }
  await noteIssuerOutcome(deps, companyId, operation);
  return answer;
}

interface CardHealth {
  cardsEnabled: number;
  lastWebhookAt: string | null;
  issuerHealth: CardIssuerHealth | null;
}

/** The operator's view of each company's cards: how many are live, when the issuer last said something, how its calls went. */
export async function cardHealthByCompany(db: Executor): Promise<Map<string, CardHealth>> {
  const [enabled, webhooks, issuer] = await Promise.all([
    countEnabledCards(db),
    findLastWebhooks(db),
    listIssuerHealth(db),
  ]);
  const health = new Map<string, CardHealth>();
  const of = (companyId: string) => {
    const entry = health.get(companyId) ?? { cardsEnabled: 0, lastWebhookAt: null, issuerHealth: null };
    health.set(companyId, entry);
    return entry;
  };
  for (const row of enabled) of(row.companyId).cardsEnabled = Number(row.count);
  for (const row of webhooks) {
    const at = new Date(row.last).toISOString();
    const entry = of(row.companyId);
    if (entry.lastWebhookAt === null || at > entry.lastWebhookAt) entry.lastWebhookAt = at;
  }
  for (const row of issuer) of(row.companyId).issuerHealth = presentIssuerHealth(row);
  return health;
}
