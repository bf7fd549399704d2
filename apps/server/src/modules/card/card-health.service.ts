import type { Executor } from '../../db/client';
import { countEnabledCards, findLastWebhooks } from './card-health.repository';

/** The operator's view of each company's cards: how many are live and when the issuer last said something. */
export async function cardHealthByCompany(
  db: Executor,
): Promise<Map<string, { cardsEnabled: number; lastWebhookAt: string | null }>> {
  const [enabled, webhooks] = await Promise.all([countEnabledCards(db), findLastWebhooks(db)]);
  const health = new Map<string, { cardsEnabled: number; lastWebhookAt: string | null }>();
  const of = (companyId: string) => {
    const entry = health.get(companyId) ?? { cardsEnabled: 0, lastWebhookAt: null };
    health.set(companyId, entry);
    return entry;
  };
  for (const row of enabled) of(row.companyId).cardsEnabled = Number(row.count);
  for (const row of webhooks) {
    const at = new Date(row.last).toISOString();
    const entry = of(row.companyId);
    if (entry.lastWebhookAt === null || at > entry.lastWebhookAt) entry.lastWebhookAt = at;
  }
  return health;
}
