import type {
  ChargingSettings,
  Enrolment,
  HomeChargingUser,
  UpdateChargingSettings,
  UserImportResponse,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import { readCsvImport } from '../../platform/csv';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import { updateUserRecord } from '../users/user-records.service';
import { germanMonth, requireChargingModule } from './home-charging.policy';
import { presentUser } from './home-charging.presenter';
import {
  approvedYears,
  countPeople,
  findEnrolment,
  findPeopleByEmails,
  findPerson,
  findSettings,
  listMethods,
  listPeopleWithEnrolments,
  replaceMethods,
  upsertEnrolment,
  upsertSettings,
} from './home-charging.repository';
import { parseUserImport } from './user-import';

export function auditCharging(
  tx: Executor,
  actor: Actor,
  subjectId: string,
  action: string,
  data: Record<string, unknown> = {},
) {
  return recordAuditEvent(tx, actor.companyId, {
    actorId: actor.userId,
    action: `home-charging.${action}`,
    subjectType: 'home-charging',
    subjectId,
    data,
  });
}

/** GET /api/v3/home-charging/settings. */
async function readSettings(db: Executor, companyId: string, usesContracts: boolean, lock = false) {
  const row = await findSettings(db, companyId, lock);
  return {
    taxFreeWageTypeNumber: row?.taxFreeWageTypeNumber ?? null,
    taxableWageTypeNumber: row?.taxableWageTypeNumber ?? null,
    usesContracts,
    // No row yet: the defaults, as version 1.
    version: row?.version ?? 1,
  } satisfies ChargingSettings;
}

export async function getChargingSettings({ db }: ServiceDeps, actor: Actor): Promise<ChargingSettings> {
  const { usesContracts } = await requireChargingModule(db, actor.companyId);
  return readSettings(db, actor.companyId, usesContracts);
}

/** PUT /api/v3/home-charging/settings: the wage types payroll books the refunds on, at the version read. */
export async function updateChargingSettings(
  deps: ServiceDeps,
  actor: Actor,
  { body, version }: { body: UpdateChargingSettings; version?: number },
): Promise<ChargingSettings> {
  const { usesContracts } = await requireChargingModule(deps.db, actor.companyId);
  const { version: _bodyVersion, ...values } = body;
  const write = () =>
    deps.db.transaction(async (tx) => {
      const before = await readSettings(tx, actor.companyId, usesContracts, true);
      requireVersion(before.version, version);
      requireWritten(
        await upsertSettings(tx, actor.companyId, { ...values, updatedAt: deps.clock() }, version),
        version,
      );
      await auditCharging(tx, actor, actor.companyId, 'settings-changed', values);
      return readSettings(tx, actor.companyId, usesContracts);
    });
  return answerCurrentWhenStale(write, () => readSettings(deps.db, actor.companyId, usesContracts));
}

/** GET /api/v3/home-charging/users. */
export async function listChargingUsers(
  { db }: ServiceDeps,
  actor: Actor,
  query: { search?: string; enrolled?: 'true' | 'false' },
) {
  await requireChargingModule(db, actor.companyId);
  const enrolled = query.enrolled === undefined ? undefined : query.enrolled === 'true';
  const [rows, counts] = await Promise.all([
    listPeopleWithEnrolments(db, actor.companyId, { search: query.search, enrolled }),
    countPeople(db, actor.companyId),
  ]);
  const methods = await listMethods(
    db,
    actor.companyId,
    rows.map((r) => r.person.id),
  );
  return {
    users: rows.map((r) => presentUser(r.person, r.enrolment, methods)),
    enrolledCount: counts.enrolled,
    totalCount: counts.total,
  };
}

async function presentOne(db: Executor, companyId: string, userId: string): Promise<HomeChargingUser> {
  const person = await findPerson(db, companyId, userId);
  if (!person) throw notFound('user');
  const [enrolment, methods] = await Promise.all([
    findEnrolment(db, companyId, userId),
    listMethods(db, companyId, [userId]),
  ]);
  return presentUser(person, enrolment, methods);
}

/**
 * Writes one enrolment inside the caller's transaction: the type on the user, the car, meters and
 * the methods per year; a year with approved activities keeps the method they were priced by.
 */
async function writeEnrolment(tx: Executor, actor: Actor, userId: string, input: Enrolment, now: Date) {
  const person = await findPerson(tx, actor.companyId, userId);
  if (!person) throw notFound('user');
  if (person.status === 'DEACTIVATED') throw new AppError('HOME_CHARGING_USER_NOT_ACTIVE');
  const locked = await approvedYears(tx, actor.companyId, userId);
  for (const { year, source } of locked) {
    const chosen = input.pricingMethods.find((m) => m.year === year)?.method ?? 'AVERAGE';
    const approvedWith = source === 'AVERAGE' ? 'AVERAGE' : 'CONTRACT';
    if (chosen !== approvedWith) throw new AppError('HOME_CHARGING_METHOD_LOCKED', String(year));
  }
  const values = {
    carKind: input.carKind,
    vehicle: input.vehicle,
    batteryKwh: input.batteryKwh,
    meterIds: [...new Set(input.meterIds)],
    updatedAt: now,
  };
  requireWritten(await upsertEnrolment(tx, actor.companyId, userId, values, input.version), input.version);
  await replaceMethods(tx, actor.companyId, userId, input.pricingMethods);
  if (person.homeCharging !== input.type) {
    await updateUserRecord(tx, actor.companyId, userId, { homeCharging: input.type });
  }
  await auditCharging(tx, actor, userId, 'enrolled', {
    ...values,
    type: input.type,
    pricingMethods: input.pricingMethods,
  });
}

/** PUT /api/v3/home-charging/users/{userId}: enrols an employee or changes the enrolment. */
export async function enrolUser(
  deps: ServiceDeps,
  actor: Actor,
  { userId, enrolment }: { userId: string; enrolment: Enrolment },
): Promise<HomeChargingUser> {
  await requireChargingModule(deps.db, actor.companyId);
  await deps.db.transaction((tx) => writeEnrolment(tx, actor, userId, enrolment, deps.clock()));
  return presentOne(deps.db, actor.companyId, userId);
}

/** DELETE /api/v3/home-charging/users/{userId}: the employee no longer takes part; the history stays. */
export async function unenrolUser(deps: ServiceDeps, actor: Actor, { userId }: { userId: string }) {
  await requireChargingModule(deps.db, actor.companyId);
  await deps.db.transaction(async (tx) => {
    const person = await findPerson(tx, actor.companyId, userId);
    if (!person) throw notFound('user');
    if (person.homeCharging !== null) {
      await updateUserRecord(tx, actor.companyId, userId, { homeCharging: null });
      await auditCharging(tx, actor, userId, 'unenrolled', { type: person.homeCharging });
    }
  });
  return presentOne(deps.db, actor.companyId, userId);
}

/**
 * POST /api/v3/home-charging/users/import: every line is checked; when all are good they are all
 * written in one transaction, else none is and the answer says why per line.
 */
export async function importChargingUsers(
  deps: ServiceDeps,
  actor: Actor,
  { content }: { content: string },
): Promise<UserImportResponse> {
  await requireChargingModule(deps.db, actor.companyId);
  const { rows } = readCsvImport(content);
  const year = Number(germanMonth(deps.clock()).slice(0, 4));
  const emails = rows.map((row) => (row.fields[0] ?? '').trim().toLowerCase()).filter(Boolean);
  const people = await findPeopleByEmails(deps.db, actor.companyId, [...new Set(emails)]);
  const parsed = parseUserImport(rows, new Map(people.map((p) => [p.email, p.id])));
  const refused = parsed.filter((line) => line.problems.length > 0);
  if (refused.length > 0) {
    return {
      importedCount: 0,
      refusedCount: refused.length,
      lines: parsed.map((line) => ({
        line: line.line,
        label: line.label,
        status: line.problems.length > 0 ? 'REFUSED' : 'VALID',
        problems: line.problems,
      })),
    };
  }
  await deps.db.transaction(async (tx) => {
    for (const line of parsed) {
      const known = await findEnrolment(tx, actor.companyId, line.userId!);
      const methods = (await listMethods(tx, actor.companyId, [line.userId!])).filter((m) => m.year !== year);
      await writeEnrolment(
        tx,
        actor,
        line.userId!,
        { ...line.enrolment!, pricingMethods: [...methods, { year, method: line.method! }], version: known?.version },
        deps.clock(),
      );
    }
  });
  return {
    importedCount: parsed.length,
    refusedCount: 0,
    lines: parsed.map((line) => ({ line: line.line, label: line.label, status: 'IMPORTED', problems: [] })),
  };
}
