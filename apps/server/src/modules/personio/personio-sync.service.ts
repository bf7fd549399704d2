import type { PersonioCounts, PersonioInvitationMode, PersonioRun } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { decryptSecret } from '../../platform/secret-box';
import { createInvitation, type PendingInvitation, sendInvitationMail } from '../account/account.service';
import { listBudgetGroupRefs } from '../budget-groups/budget-groups.service';
import { getCompanyFacts } from '../companies/companies.service';
import { judgePersonalNumbers } from '../tax-buckets/personal-numbers.service';
import { createPersonioClient, type PersonioClient, type PersonioClientOptions } from './personio-client';
import { changesOf, planSync, recordOf, type SyncPlan } from './personio-mapping';
import { presentRun } from './personio.presenter';
import { insertUserRecords, updateUserRecord } from '../users/user-records.service';
import {
  findConfig,
  findForeignEmails,
  findRoleId,
  insertRun,
  listCompanyUsers,
  type PersonioConfigRow,
  updateRun,
} from './personio.repository';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const source = 'Personio';

/** The client's options from the server's settings and the company's credentials. */
export function clientOptions(
  config: ServiceDeps['config'],
  credentials: { clientId: string; clientSecret: string },
): PersonioClientOptions {
  return {
    baseUrl: config.personioBaseUrl,
    timeoutMs: config.personioTimeoutMs,
    backoffMs: (retry) => config.personioRetryBaseMs * 2 ** (retry - 1),
    ...credentials,
  };
}

/** The client for a company's stored credentials. */
function clientOf(deps: Pick<ServiceDeps, 'config'>, config: PersonioConfigRow): PersonioClient {
  if (!config.clientId || !config.clientSecretEncrypted) throw new AppError('PERSONIO_NOT_CONNECTED');
  return createPersonioClient(
    clientOptions(deps.config, {
      clientId: config.clientId,
      clientSecret: decryptSecret(deps.config.ssoSecretKey, config.clientSecretEncrypted),
    }),
  );
}

/** Reads Personio and compares it with the company; nothing is written. */
async function readPlan(deps: ServiceDeps, companyId: string, config: PersonioConfigRow) {
  const employees = await clientOf(deps, config).listEmployees();
  const records = employees.map((employee) => recordOf(employee, config));
  const [users, groups] = await Promise.all([
    listCompanyUsers(deps.db, companyId),
    listBudgetGroupRefs(deps.db, companyId),
  ]);
  const emails = records.flatMap((record) => (record.email ? [record.email] : []));
  const plan = planSync({
    records,
    users,
    groups,
    foreignEmails: await findForeignEmails(deps.db, companyId, emails),
    today: dayOf(deps.clock()),
  });
  await dropRefusedPersonalNumbers(deps.db, companyId, plan);
  return { plan, groups };
}

/** A personal number payroll could not book or another employee holds stays out, reported. */
async function dropRefusedPersonalNumbers(db: Executor, companyId: string, plan: SyncPlan) {
  const candidates = [
    ...plan.creates.map((create) => ({ personalNumber: create.record.personalNumber, email: create.record.email })),
    ...plan.updates
      .filter((update) => update.patch.personalNumber !== undefined)
      .map((update) => ({
        personalNumber: update.patch.personalNumber ?? null,
        userId: update.user.id,
        email: update.user.email,
      })),
  ];
  const refusals = await judgePersonalNumbers(db, companyId, candidates);
  refusals.forEach((refusal, index) => {
    if (!refusal) return;
    const { email, personalNumber } = candidates[index]!;
    plan.problems.push({
      code: 'INVALID_ROW',
      email: email ?? null,
      personioId: null,
      detail: `personalNumber ${personalNumber}`,
    });
    const create = plan.creates.find((c) => c.record.email === email);
    if (create) create.record = { ...create.record, personalNumber: null };
    const update = plan.updates.find((u) => u.user.email === email);
    if (update) delete update.patch.personalNumber;
  });
}

const countsOf = (plan: SyncPlan): PersonioCounts => ({
  created: plan.creates.length,
  updated: plan.updates.length,
  deactivated: plan.deactivations.length,
  unchanged: plan.unchanged,
  problems: plan.problems.length,
});

/** The run's log once it has done its work: counts, every change and every problem, and how long it took. */
async function finishDone(
  deps: ServiceDeps,
  run: { companyId: string; runId: string; startedAt: Date; plan: SyncPlan; groups: { id: string; name: string }[] },
) {
  const finished = deps.clock();
  const row = await updateRun(deps.db, run.companyId, run.runId, {
    status: 'DONE',
    finishedAt: finished,
    durationMs: finished.getTime() - run.startedAt.getTime(),
    counts: countsOf(run.plan),
    changes: changesOf(run.plan, run.groups),
    problems: run.plan.problems,
  });
  return presentRun(row!);
}

async function finishFailed(deps: ServiceDeps, companyId: string, runId: string, startedAt: Date, error: unknown) {
  const code = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
  if (!(error instanceof AppError)) deps.logger.error({ err: error, companyId }, 'personio sync failed');
  const finished = deps.clock();
  return updateRun(deps.db, companyId, runId, {
    status: 'FAILED',
    finishedAt: finished,
    durationMs: finished.getTime() - startedAt.getTime(),
    error: code,
  });
}

/** POST integrations/personio/preview: what a sync would do now, kept as a run. */
export async function previewSync(deps: ServiceDeps, actor: Actor): Promise<PersonioRun> {
  const { companyId } = actor;
  const config = await requireConnected(deps.db, companyId);
  const startedAt = deps.clock();
  const run = await insertRun(deps.db, companyId, { kind: 'PREVIEW', trigger: 'MANUAL', startedAt });
  try {
    const { plan, groups } = await readPlan(deps, companyId, config);
    return await finishDone(deps, { companyId, runId: run.id, startedAt, plan, groups });
  } catch (error) {
    return presentRun((await finishFailed(deps, companyId, run.id, startedAt, error))!);
  }
}

export async function requireConnected(db: Executor, companyId: string): Promise<PersonioConfigRow> {
  const company = await getCompanyFacts(db, companyId);
  if (!company.isPersonioActive) throw new AppError('PERSONIO_NOT_ENABLED');
  const config = await findConfig(db, companyId);
  if (!config?.isActive || !config.clientSecretEncrypted) throw new AppError('PERSONIO_NOT_CONNECTED');
  return config;
}

/**
 * Runs a sync whose run row exists: reads Personio, then applies the whole plan in one
 * transaction (all of it or, on any error, nothing), every change audited with its source, and
 * sends the invitations once it has committed. The run ends DONE or FAILED with its log.
 */
export async function executeSync(
  deps: ServiceDeps,
  { companyId, runId, actorId }: { companyId: string; runId: string; actorId: string | null },
): Promise<PersonioRun> {
  const startedAt = deps.clock();
  try {
    const config = await requireConnected(deps.db, companyId);
    const { plan, groups } = await readPlan(deps, companyId, config);
    const invitations = await deps.db.transaction((tx) =>
      applyPlan(tx, deps, {
        companyId,
        actorId,
        plan,
        invitationMode: config.invitationMode,
      }),
    );
    for (const invitation of invitations) await sendInvitationMail(deps, invitation);
    return await finishDone(deps, { companyId, runId, startedAt, plan, groups });
  } catch (error) {
    return presentRun((await finishFailed(deps, companyId, runId, startedAt, error))!);
  }
}

async function applyPlan(
  tx: Executor,
  deps: ServiceDeps,
  input: { companyId: string; actorId: string | null; plan: SyncPlan; invitationMode: PersonioInvitationMode },
): Promise<PendingInvitation[]> {
  const { companyId, actorId, plan } = input;
  const today = dayOf(deps.clock());
  const company = await getCompanyFacts(tx, companyId);
  const employeeRole = await findRoleId(tx, 'USER');
  const invitations: PendingInvitation[] = [];
  const audit = (action: string, subjectId: string, data: Record<string, unknown>) =>
    recordAuditEvent(tx, companyId, { actorId, action, subjectType: 'user', subjectId, data: { ...data, source } });

  for (const { record, budgetGroupId } of plan.creates) {
    const later = input.invitationMode === 'HIRE_DATE' && record.hireDate !== null && record.hireDate > today;
    const [created] = await insertUserRecords(tx, companyId, [
      {
        email: record.email!,
        firstName: record.firstName,
        lastName: record.lastName,
        personalNumber: record.personalNumber,
        roleId: employeeRole,
        userType: company.defaultUserType,
        culture: company.defaultLanguage,
        budgetGroupId,
        personioId: record.personioId,
        entryDate: record.hireDate,
        isTrial: company.isTrialAccount,
        isInternal: company.isInternal,
        status: 'CREATED',
        createdAt: deps.clock(),
        scheduledInvitationDate: later ? record.hireDate : null,
        scheduledDeactivationDate: record.terminationDate,
      },
    ]);
    const userId = created!.id;
    await audit('user.create', userId, { email: record.email, personioId: record.personioId });
    if (input.invitationMode === 'NOW' || (input.invitationMode === 'HIRE_DATE' && !later)) {
      invitations.push(await createInvitation(tx, deps, companyId, userId, actorId));
    }
  }
  for (const { user, patch } of plan.updates) {
    await updateUserRecord(tx, companyId, user.id, patch);
    await audit('user.update', user.id, { fields: Object.keys(patch) });
  }
  for (const { user, date } of plan.deactivations) {
    await updateUserRecord(tx, companyId, user.id, { scheduledDeactivationDate: date });
    await audit('user.deactivation-scheduled', user.id, { date });
  }
  return invitations;
}
