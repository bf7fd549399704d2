import {
  effectiveFlagValue,
  featureFlagNames,
  type FeatureFlagName,
  type FeatureFlagSettingsResponse,
  type FeatureFlagResponse,
  isFeatureFlagName,
  type SetFeatureFlagRequest,
  type SetFeatureFlagResponse,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { getCompanyFacts } from '../companies/companies.service';
import {
  findFlagValue,
  insertFlagIfAbsent,
  listFlagValues,
  listFlagValuesOfCompanies,
  setFlagValue,
} from './feature-flags.repository';

/** Unknown flags and flags nobody set are off. */
export async function isFeatureEnabled(
  db: Executor,
  companyId: string | null,
  name: FeatureFlagName,
): Promise<boolean> {
  return (await findFlagValue(db, companyId, name)) ?? false;
}

/** Whether the flag is on for each of the companies (their own value, else the default), in one read. */
export async function featureEnabledForCompanies(
  db: Executor,
  name: FeatureFlagName,
  companyIds: string[],
): Promise<Map<string, boolean>> {
  const rows = await listFlagValuesOfCompanies(db, name, companyIds);
  const fallback = rows.find((row) => row.companyId === null)?.enabled ?? false;
  const own = new Map(rows.flatMap((row) => (row.companyId ? [[row.companyId, row.enabled] as const] : [])));
  return new Map(companyIds.map((id) => [id, own.get(id) ?? fallback]));
}

/** Anyone may ask; with a session the company's own value applies, else the global default. */
export async function getFeatureFlag(
  { db, config }: ServiceDeps,
  actor: Actor | null,
  { name }: { name: string },
): Promise<FeatureFlagResponse> {
  if (!isFeatureFlagName(name)) return { name, value: false };
  // A city-login button without a provider behind it would lead nowhere.
  if (name === 'CITY_LOGIN' && config.cityLogin === null) return { name, value: false };
  return { name, value: await isFeatureEnabled(db, actor?.companyId ?? null, name) };
}

/** For the seed, tests and the operator area: null sets the global default. */
export async function setFeatureFlag(
  db: Executor,
  companyId: string | null,
  name: FeatureFlagName,
  enabled: boolean,
  now: Date | null = null,
) {
  await setFlagValue(db, companyId, name, enabled, now);
}

/** Sets a value only where none is set yet: for seeds that must not overrule an operator's choice. */
export async function initFeatureFlag(
  db: Executor,
  companyId: string | null,
  name: FeatureFlagName,
  enabled: boolean,
  now: Date | null = null,
) {
  await insertFlagIfAbsent(db, companyId, name, enabled, now);
}

/**
 * The operator's change of a flag (the route allows GOD only, see docs/adr): the global default
 * or one company's value; an unknown company is not found. Audited under the target company.
 */
export async function changeFeatureFlag(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { name, change: request }: { name: FeatureFlagName; change: SetFeatureFlagRequest },
): Promise<SetFeatureFlagResponse> {
  const now = clock();
  const companyId = request.companyId ?? null;
  if (companyId) await getCompanyFacts(db, companyId);
  await db.transaction(async (tx) => {
    const previous = await findFlagValue(tx, companyId, name);
    await setFlagValue(tx, companyId, name, request.value, now);
    await recordAuditEvent(tx, companyId, {
      actorId: actor.userId,
      action: 'feature-flag.changed',
      subjectType: 'feature-flag',
      subjectId: name,
      data: { scope: companyId ? 'company' : 'global', value: request.value, previous },
    });
  });
  return { name, value: request.value, companyId };
}

/**
 * The operator's view of every flag: the global default and, for a company, its own value and
 * what applies to it. An unknown company is not found.
 */
export async function listFeatureFlagSettings(
  { db }: ServiceDeps,
  _actor: Actor,
  { companyId }: { companyId: string | null },
): Promise<FeatureFlagSettingsResponse> {
  if (companyId) await getCompanyFacts(db, companyId);
  const rows = await listFlagValues(db, companyId);
  const valueOf = (name: FeatureFlagName, scope: string | null) =>
    rows.find((row) => row.name === name && row.companyId === scope)?.enabled ?? null;
  return {
    companyId,
    flags: featureFlagNames.map((name) => {
      const defaultValue = valueOf(name, null);
      const companyValue = companyId ? valueOf(name, companyId) : null;
      return { name, defaultValue, companyValue, value: effectiveFlagValue(defaultValue, companyValue) };
    }),
  };
}
