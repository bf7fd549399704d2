import type {
  PersonioChange,
  PersonioCounts,
  PersonioIntegration,
  PersonioProblem,
  PersonioRun,
} from '@mobilo/contract';
import type { PersonioConfigRow, PersonioRunRow } from './personio.repository';

export function presentRun(row: PersonioRunRow): PersonioRun {
  return {
    id: row.id,
    kind: row.kind,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    counts: (row.counts as PersonioCounts | null) ?? null,
    changes: row.changes as PersonioChange[],
    problems: row.problems as PersonioProblem[],
    error: row.error,
  };
}

export function presentIntegration(
  isEnabled: boolean,
  config: PersonioConfigRow | null,
  lastRun: PersonioRunRow | null,
): PersonioIntegration {
  return {
    isEnabled,
    isActive: isEnabled && (config?.isActive ?? false),
    clientId: config?.clientId ?? null,
    budgetClassHeader: config?.budgetClassHeader ?? null,
    personnelNumberAttribute: config?.personnelNumberAttribute ?? null,
    invitationMode: config?.invitationMode ?? 'NONE',
    connectedAt: config?.connectedAt?.toISOString() ?? null,
    lastRun: lastRun ? presentRun(lastRun) : null,
  };
}
