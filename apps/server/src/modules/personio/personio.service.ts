import type {
  ConnectPersonioRequest,
  PersonioIntegration,
  PersonioRun,
  TestPersonioRequest,
  TestPersonioResponse,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-errors';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { decryptSecret, encryptSecret } from '../../platform/secret-box';
import { getCompanyFacts } from '../companies/companies.service';
import { updateUserRecord } from '../users/user-records.service';
import { createPersonioClient } from './personio-client';
import { clientOptions, executeSync, previewSync, requireConnected } from './personio-sync.service';
import { presentIntegration, presentRun } from './personio.presenter';
import {
  deactivateConfig,
  findConfig,
  findRun,
  failStaleApplyRuns,
  ONE_RUNNING_SYNC,
  insertRun,
  listActiveCompanies,
  listRuns,
  upsertConfig,
} from './personio.repository';

/** A sync that has not finished after this long has died with its process. */
const STALE_RUN_MS = 30 * 60 * 1000;
const RUNS_SHOWN = 20;

/** The personio-sync job: one company's sync whose run row is waiting. */
export const personioSyncJobName = 'personio-sync';

export async function getIntegration({ db }: ServiceDeps, actor: Actor): Promise<PersonioIntegration> {
  const company = await getCompanyFacts(db, actor.companyId);
  const [config, [lastRun]] = await Promise.all([findConfig(db, actor.companyId), listRuns(db, actor.companyId, 1)]);
  return presentIntegration(company.isPersonioActive, config, lastRun ?? null);
}

async function requireEnabled(deps: ServiceDeps, companyId: string) {
  if (!(await getCompanyFacts(deps.db, companyId)).isPersonioActive) throw new AppError('PERSONIO_NOT_ENABLED');
}

/** The secret to try: the one typed, or the stored one for the same client id. */
async function secretFor(deps: ServiceDeps, companyId: string, request: TestPersonioRequest): Promise<string> {
  if (request.clientSecret) return request.clientSecret;
  const config = await findConfig(deps.db, companyId);
  if (!config?.clientSecretEncrypted || config.clientId !== request.clientId)
    throw new AppError('PERSONIO_NOT_CONNECTED');
  return decryptSecret(deps.config.ssoSecretKey, config.clientSecretEncrypted);
}

/** POST integrations/personio/test: signs in to Personio and reads what it offers. */
export async function testConnection(
  deps: ServiceDeps,
  actor: Actor,
  request: TestPersonioRequest,
): Promise<TestPersonioResponse> {
  await requireEnabled(deps, actor.companyId);
  const client = createPersonioClient(
    clientOptions(deps.config, {
      clientId: request.clientId,
      clientSecret: await secretFor(deps, actor.companyId, request),
    }),
  );
  const [attributes, employees] = await Promise.all([client.listAttributes(), client.listEmployees()]);
  return { attributes, employees: employees.length };
}

/** PUT integrations/personio: the connection is tried before it is stored. */
export async function connect(
  deps: ServiceDeps,
  actor: Actor,
  request: ConnectPersonioRequest,
): Promise<PersonioIntegration> {
  await testConnection(deps, actor, { clientId: request.clientId, clientSecret: request.clientSecret });
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await upsertConfig(tx, actor.companyId, {
      clientId: request.clientId,
      ...(request.clientSecret && {
        clientSecretEncrypted: encryptSecret(deps.config.ssoSecretKey, request.clientSecret),
      }),
      budgetClassHeader: request.budgetClassHeader,
      personnelNumberAttribute: request.personnelNumberAttribute,
      invitationMode: request.invitationMode,
      isActive: true,
      connectedAt: now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'personio.connect',
      subjectType: 'integration',
      subjectId: actor.companyId,
      data: {
        clientId: request.clientId,
        budgetClassHeader: request.budgetClassHeader,
        invitationMode: request.invitationMode,
      },
    });
  });
  return getIntegration(deps, actor);
}

/** DELETE integrations/personio: the credentials go, the users stay. */
export async function disconnect(deps: ServiceDeps, actor: Actor): Promise<PersonioIntegration> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await upsertConfig(tx, actor.companyId, {
      isActive: false,
      clientSecretEncrypted: null,
      connectedAt: null,
      updatedAt: now,
    });
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'personio.disconnect',
      subjectType: 'integration',
      subjectId: actor.companyId,
    });
  });
  return getIntegration(deps, actor);
}

export function preview(deps: ServiceDeps, actor: Actor): Promise<PersonioRun> {
  return previewSync(deps, actor);
}

/**
 * POST integrations/personio/sync: a run row, then the job (or, in an app without a queue, a
 * background task) does the work; the page follows the run. One sync per company at a time,
 * enforced by a unique index on the running syncs, so also across processes.
 */
export async function startSync(
  deps: ServiceDeps,
  actor: Actor | null,
  { companyId, trigger }: { companyId: string; trigger: 'MANUAL' | 'DAILY' },
) {
  const now = deps.clock();
  const run = await deps.db
    .transaction(async (tx) => {
      await requireConnected(tx, companyId);
      await failStaleApplyRuns(tx, companyId, new Date(now.getTime() - STALE_RUN_MS), now);
      return insertRun(tx, companyId, { kind: 'APPLY', trigger, startedAt: now });
    })
    .catch((error: unknown) => {
      // Another request or process started one first: the unique index lets only one run.
      if (isUniqueViolation(error, ONE_RUNNING_SYNC)) throw new AppError('PERSONIO_SYNC_RUNNING');
      throw error;
    });
  const job = { companyId, runId: run.id, actorId: actor?.userId ?? null };
  if (deps.queue) await deps.queue.send(personioSyncJobName, job, { id: run.id });
  else deps.background.run(personioSyncJobName, async () => void (await executeSync(deps, job)));
  return presentRun(run);
}

export function requestSync(deps: ServiceDeps, actor: Actor): Promise<PersonioRun> {
  return startSync(deps, actor, { companyId: actor.companyId, trigger: 'MANUAL' });
}

export async function listSyncRuns({ db }: ServiceDeps, actor: Actor) {
  return { runs: (await listRuns(db, actor.companyId, RUNS_SHOWN)).map(presentRun) };
}

export async function getSyncRun({ db }: ServiceDeps, actor: Actor, { id }: { id: string }) {
  const run = await findRun(db, actor.companyId, id);
  if (!run) throw notFound('run');
  return presentRun(run);
}

/** PATCH integrations/personio/user/{id}: the sync leaves (or no longer leaves) the user alone. */
export async function setManagedByHand(
  { db }: ServiceDeps,
  actor: Actor,
  { id, managedByHand }: { id: string; managedByHand: boolean },
) {
  return db.transaction(async (tx) => {
    if (!(await updateUserRecord(tx, actor.companyId, id, { personioManagedByHand: managedByHand }))) {
      throw notFound('user');
    }
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'user.personio-managed-by-hand',
      subjectType: 'user',
      subjectId: id,
      data: { managedByHand },
    });
    return { id, managedByHand };
  });
}

/** The daily run: every connected company, one after the other; a failure stays in its run. */
export async function syncAllCompanies(deps: ServiceDeps) {
  let started = 0;
  for (const companyId of await listActiveCompanies(deps.db)) {
    try {
      await startSync(deps, null, { companyId, trigger: 'DAILY' });
      started += 1;
    } catch (error) {
      deps.logger.warn({ err: error, companyId }, 'personio daily sync not started');
    }
  }
  return { started };
}

/**
 * The operator switched the company's integration off: the connection stays stored but inactive,
 * inside the operator's transaction, which audits it.
 */
export async function deactivatePersonio(tx: Executor, companyId: string, now: Date): Promise<void> {
  await deactivateConfig(tx, companyId, now);
}
