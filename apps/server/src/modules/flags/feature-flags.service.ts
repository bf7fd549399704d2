import { type FeatureFlagName, type FeatureFlagResponse, isFeatureFlagName } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { findFlagValue, insertFlagIfAbsent, setFlagValue } from './feature-flags.repository';

/** Unknown flags and flags nobody set are off. */
export async function isFeatureEnabled(db: Executor, companyId: string | null, name: FeatureFlagName): Promise<boolean> {
  return (await findFlagValue(db, companyId, name)) ?? false;
}

export async function getFeatureFlag(db: Executor, companyId: string | null, name: string): Promise<FeatureFlagResponse> {
  if (!isFeatureFlagName(name)) return { name, value: false };
  return { name, value: await isFeatureEnabled(db, companyId, name) };
}

/** For the seed, tests and the operator area: null sets the global default. */
export async function setFeatureFlag(db: Executor, companyId: string | null, name: FeatureFlagName, enabled: boolean, now = new Date()) {
  await setFlagValue(db, companyId, name, enabled, now);
}

/** Sets a value only where none is set yet: for seeds that must not overrule an operator's choice. */
export async function initFeatureFlag(db: Executor, companyId: string | null, name: FeatureFlagName, enabled: boolean, now = new Date()) {
  await insertFlagIfAbsent(db, companyId, name, enabled, now);
}
