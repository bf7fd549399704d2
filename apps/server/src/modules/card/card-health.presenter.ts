import type { CardIssuerHealth } from '@mobilo/contract';
import type { listIssuerHealth } from './card-health.repository';

type HealthRow = Awaited<ReturnType<typeof listIssuerHealth>>[number];

/** The operator's reading of a company's issuer calls: failing while no success came after the last failure. */
export function presentIssuerHealth(row: HealthRow): CardIssuerHealth {
  const lastFailure =
    row.lastFailureAt && row.lastFailureCode && row.lastFailureOperation
      ? { at: row.lastFailureAt.toISOString(), code: row.lastFailureCode, operation: row.lastFailureOperation }
      : null;
  const lastSuccessAt = row.lastSuccessAt?.toISOString() ?? null;
  return {
    lastSuccessAt,
    lastFailure,
    isFailing: lastFailure !== null && (row.lastSuccessAt === null || row.lastSuccessAt < row.lastFailureAt!),
  };
}
