import {
  type ChargingActivity,
  kwhBetween,
  type MyActivities,
  officialPriceOf,
  plausibilityOf,
  type SubmitReadings,
  toHundredths,
  fromHundredths,
  type WallboxImport,
  type WallboxImportResponse,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-errors';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import type { ReceivedUpload } from '../../platform/files/multipart';
import type { Actor } from '../../platform/request-context';
import { removeBlobs } from '../expenses/expense-files.service';
import {
  amountOf,
  invoicedMonths,
  photosOf,
  priceForEmployee,
  requireOpenMonth,
  warningsFor,
} from './charging-activity-facts';
import { openChargingFile, storeChargingFile } from './charging-files';
import { auditCharging } from './charging-users.service';
import {
  germanMonth,
  isOwn,
  methodOfYear,
  requireChargingModule,
  requireClaimableMonth,
  requireVariable,
} from './home-charging.policy';
import { presentActivity } from './home-charging.presenter';
import {
  type ActivityInsert,
  type ActivityRow,
  deleteActivity,
  findActivity,
  findEnrolment,
  findLiveActivityOfMonth,
  findPerson,
  insertActivity,
  listActivitiesOfUser,
  listMethods,
  lockActivity,
  updateActivity,
} from './home-charging.repository';
import { readWallboxFile } from './wallbox-import';

const ONE_PER_MONTH = 'home_charging_activities_one_per_month';

/** GET /api/v3/home-charging/my-activities: the employee's months, newest first, and how they are priced. */
export async function getMyActivities(deps: ServiceDeps, actor: Actor): Promise<MyActivities> {
  const { usesContracts } = await requireChargingModule(deps.db, actor.companyId);
  const thisMonth = germanMonth(deps.clock());
  const [person, enrolment, methods, rows] = await Promise.all([
    findPerson(deps.db, actor.companyId, actor.userId),
    findEnrolment(deps.db, actor.companyId, actor.userId),
    listMethods(deps.db, actor.companyId, [actor.userId]),
    listActivitiesOfUser(deps.db, actor.companyId, actor.userId),
  ]);
  const frozen = await invoicedMonths(
    deps.db,
    actor.companyId,
    rows.map(({ activity }) => activity.month),
  );
  const enrolled = person?.homeCharging ?? null;
  return {
    type: enrolled,
    carKind: enrolled === null ? null : (enrolment?.carKind ?? null),
    meterIds: enrolled === null ? [] : (enrolment?.meterIds ?? []),
    pricingMethod: methodOfYear(methods, Number(thisMonth.slice(0, 4)), usesContracts),
    officialCentsPerKwh: officialPriceOf(thisMonth),
    thisMonth,
    activities: rows.map(({ activity, person: p }) => presentActivity(activity, p, frozen.has(activity.month))),
  };
}

async function presentOne(db: Executor, actor: Actor, id: string): Promise<ChargingActivity> {
  const found = await findActivity(db, actor.companyId, id);
  if (!found) throw notFound('activity');
  const frozen = await invoicedMonths(db, actor.companyId, [found.activity.month]);
  return presentActivity(found.activity, found.person, frozen.has(found.activity.month));
}

/**
 * The checks and facts every new activity shares, inside its transaction: an enrolled employee,
 * a claimable month not invoiced, no other activity of the month, and the month's price.
 */
async function newActivityOf(
  tx: Executor,
  deps: ServiceDeps,
  actor: Actor,
  input: { month: string; dynamicCentsPerKwh: string | null; usesContracts: boolean },
) {
  requireClaimableMonth(input.month, germanMonth(deps.clock()));
  requireVariable(await findPerson(tx, actor.companyId, actor.userId));
  const enrolment = await findEnrolment(tx, actor.companyId, actor.userId);
  if (!enrolment) throw new AppError('HOME_CHARGING_NOT_ENROLLED');
  await requireOpenMonth(tx, actor.companyId, input.month);
  if (await findLiveActivityOfMonth(tx, actor.companyId, actor.userId, input.month)) {
    throw new AppError('HOME_CHARGING_MONTH_CLAIMED', input.month);
  }
  const price = await priceForEmployee(tx, actor.companyId, {
    userId: actor.userId,
    month: input.month,
    usesContracts: input.usesContracts,
    dynamicCentsPerKwh: input.dynamicCentsPerKwh,
    provisional: true,
  });
  return { enrolment, price };
}

async function insertNew(deps: ServiceDeps, actor: Actor, write: (tx: Executor) => Promise<ActivityInsert>) {
  try {
    return await deps.db.transaction(async (tx) => {
      const values = await write(tx);
      const id = await insertActivity(tx, actor.companyId, values);
      await auditCharging(tx, actor, id, 'activity-submitted', {
        month: values.month,
        source: values.source,
        kwh: values.kwh,
        centsPerKwh: values.centsPerKwh,
        amount: values.amount,
        warnings: values.warnings,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_PER_MONTH)) throw new AppError('HOME_CHARGING_MONTH_CLAIMED', null);
    throw error;
  }
}

/** POST /api/v3/home-charging/my-activities: a month from two meter readings; the photos follow. */
export async function submitReadings(deps: ServiceDeps, actor: Actor, input: SubmitReadings) {
  const { usesContracts } = await requireChargingModule(deps.db, actor.companyId);
  const id = await insertNew(deps, actor, async (tx) => {
    const dynamicCentsPerKwh = input.dynamicCentsPerKwh ?? null;
    const { enrolment, price } = await newActivityOf(tx, deps, actor, {
      month: input.month,
      dynamicCentsPerKwh,
      usesContracts,
    });
    if (!enrolment.meterIds.includes(input.meterId)) throw new AppError('HOME_CHARGING_UNKNOWN_METER', input.meterId);
    const kwh = kwhBetween(input.startReading, input.endReading);
    const warnings = await warningsFor(tx, actor.companyId, {
      userId: actor.userId,
      month: input.month,
      kwh,
      meterId: input.meterId,
      startReading: input.startReading,
      photos: [],
    });
    return {
      userId: actor.userId,
      month: input.month,
      source: 'READINGS',
      carKind: enrolment.carKind,
      meterId: input.meterId,
      startReading: input.startReading,
      endReading: input.endReading,
      startReadingDate: input.startReadingDate,
      endReadingDate: input.endReadingDate,
      kwh: fromHundredths(kwh),
      priceSource: price.source,
      contractId: price.contractId,
      centsPerKwh: price.centsPerKwh,
      amount: amountOf(kwh, price.centsPerKwh),
      warnings,
      submittedAt: deps.clock(),
    };
  });
  return presentOne(deps.db, actor, id);
}

/**
 * POST /api/v3/home-charging/my-activities/import: the month's sessions from a wallbox export.
 * Every line is reported; a refused line means nothing is written.
 */
export async function importWallbox(
  deps: ServiceDeps,
  actor: Actor,
  input: WallboxImport,
): Promise<WallboxImportResponse> {
  const { usesContracts } = await requireChargingModule(deps.db, actor.companyId);
  const { lines, missingColumns } = readWallboxFile(input, input.month);
  if (missingColumns.length > 0) throw new AppError('CSV_INVALID', `missing column ${missingColumns.join(', ')}`);
  const report = (status: (line: (typeof lines)[number]) => 'IMPORTED' | 'VALID' | 'REFUSED' | 'SKIPPED') =>
    lines.map((line) => ({ line: line.line, label: line.label, status: status(line), problems: line.problems }));
  const refusedCount = lines.filter((line) => line.status === 'REFUSED').length;
  if (refusedCount > 0) {
    return { activity: null, importedCount: 0, refusedCount, lines: report((line) => line.status) };
  }
  const sessions = lines.flatMap((line) => (line.status === 'VALID' && line.session ? [line.session] : []));
  if (sessions.length === 0) throw new AppError('CSV_INVALID', `no session at home in ${input.month}`);
  const kwh = sessions.reduce((sum, session) => sum + toHundredths(session.kwh), 0);
  const id = await insertNew(deps, actor, async (tx) => {
    const { enrolment, price } = await newActivityOf(tx, deps, actor, {
      month: input.month,
      dynamicCentsPerKwh: input.dynamicCentsPerKwh ?? null,
      usesContracts,
    });
    const warnings = await warningsFor(tx, actor.companyId, {
      userId: actor.userId,
      month: input.month,
      kwh,
      meterId: null,
      startReading: null,
      photos: [],
    });
    return {
      userId: actor.userId,
      month: input.month,
      source: 'WALLBOX_CSV',
      carKind: enrolment.carKind,
      sessions,
      kwh: fromHundredths(kwh),
      priceSource: price.source,
      contractId: price.contractId,
      centsPerKwh: price.centsPerKwh,
      amount: amountOf(kwh, price.centsPerKwh),
      warnings,
      submittedAt: deps.clock(),
    };
  });
  return {
    activity: await presentOne(deps.db, actor, id),
    importedCount: sessions.length,
    refusedCount: 0,
    lines: report((line) => (line.status === 'VALID' ? 'IMPORTED' : line.status)),
  };
}

/** POST …/my-activities/{id}/start-photo|end-photo: a photo of the reading (PNG or JPEG, checked by content). */
export async function uploadReadingPhoto(
  deps: ServiceDeps,
  actor: Actor,
  input: { id: string; which: 'start' | 'end'; receive: (tempDir: string) => Promise<ReceivedUpload> },
) {
  await requireChargingModule(deps.db, actor.companyId);
  const check = async (tx: Executor, row: ActivityRow | null) => {
    if (!row || !isOwn(actor, row)) throw notFound('activity');
    if (row.source !== 'READINGS') throw new AppError('HOME_CHARGING_NOT_READINGS');
    if (row.status !== 'SUBMITTED') throw new AppError('HOME_CHARGING_WRONG_STATUS', row.status);
    await requireOpenMonth(tx, actor.companyId, row.month);
    return row;
  };
  await check(deps.db, (await findActivity(deps.db, actor.companyId, input.id))?.activity ?? null);
  await storeChargingFile(deps, actor, {
    objectId: input.id,
    imagesOnly: true,
    receive: input.receive,
    attach: ({ key, upload, takenOn }) =>
      deps.db.transaction(async (tx) => {
        const row = await check(tx, await lockActivity(tx, actor.companyId, input.id));
        const photoWarning = photoWarnings(row, input.which === 'start' ? { start: takenOn } : { end: takenOn });
        const warnings = [...row.warnings.filter((w) => w !== 'PHOTO_ON_OTHER_DATE'), ...photoWarning];
        const file =
          input.which === 'start'
            ? {
                startPhotoKey: key,
                startPhotoName: upload.originalName,
                startPhotoMimeType: upload.mimeType,
                startPhotoSize: upload.size,
                startPhotoTakenOn: takenOn,
              }
            : {
                endPhotoKey: key,
                endPhotoName: upload.originalName,
                endPhotoMimeType: upload.mimeType,
                endPhotoSize: upload.size,
                endPhotoTakenOn: takenOn,
              };
        await updateActivity(tx, actor.companyId, input.id, { ...file, warnings });
        await auditCharging(tx, actor, input.id, `${input.which}-photo`, { name: upload.originalName, takenOn });
        return { result: null, replacedKey: input.which === 'start' ? row.startPhotoKey : row.endPhotoKey };
      }),
  });
  return presentOne(deps.db, actor, input.id);
}

/** Whether a photo was taken on another day than its reading: the contract's rule, for the photos alone. */
function photoWarnings(row: ActivityRow, change: { start?: string | null; end?: string | null }) {
  return plausibilityOf({
    month: row.month,
    kwh: 0,
    startReading: null,
    previousEndReading: null,
    batteryKwh: 0,
    otherClaimsInMonth: 0,
    photos: photosOf(row, change),
  }).filter((warning) => warning === 'PHOTO_ON_OTHER_DATE');
}

export async function openMyPhoto(deps: ServiceDeps, actor: Actor, input: { id: string; which: 'start' | 'end' }) {
  await requireChargingModule(deps.db, actor.companyId);
  const found = await findActivity(deps.db, actor.companyId, input.id);
  if (!found || !isOwn(actor, found.activity)) throw notFound('activity');
  return openPhoto(deps, found.activity, input.which);
}

export function openPhoto(deps: ServiceDeps, row: ActivityRow, which: 'start' | 'end') {
  return openChargingFile(
    deps,
    which === 'start'
      ? { key: row.startPhotoKey, name: row.startPhotoName, mimeType: row.startPhotoMimeType, size: row.startPhotoSize }
      : { key: row.endPhotoKey, name: row.endPhotoName, mimeType: row.endPhotoMimeType, size: row.endPhotoSize },
    `meter-${which}`,
  );
}

/** DELETE /api/v3/home-charging/my-activities/{id}: an activity not approved and not invoiced may go. */
export async function deleteMyActivity(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await requireChargingModule(deps.db, actor.companyId);
  const keys = await deps.db.transaction(async (tx) => {
    const row = await lockActivity(tx, actor.companyId, id);
    if (!row || !isOwn(actor, row)) throw notFound('activity');
    await requireOpenMonth(tx, actor.companyId, row.month);
    if (row.status === 'APPROVED') throw new AppError('HOME_CHARGING_WRONG_STATUS', row.status);
    await deleteActivity(tx, actor.companyId, id);
    await auditCharging(tx, actor, id, 'activity-deleted', { month: row.month });
    return [row.startPhotoKey, row.endPhotoKey].filter((key): key is string => key !== null);
  });
  await removeBlobs(deps.storage, keys, deps.logger);
  return getMyActivities(deps, actor);
}
