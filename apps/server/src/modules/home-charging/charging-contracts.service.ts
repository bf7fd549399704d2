import {
  type ChargingContract,
  type ChargingListQuery,
  type MyContracts,
  rangesOverlap,
  type SubmitContract,
} from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import type { ReceivedUpload } from '../../platform/files/multipart';
import type { Actor } from '../../platform/request-context';
import { requireVersion, requireWritten } from '../../platform/versioning';
import { removeBlobs } from '../expenses/expense-files.service';
import { openChargingFile, storeChargingFile } from './charging-files';
import { auditCharging } from './charging-users.service';
import { germanMonth, isOwn, requireChargingModule, requireContracts, requireVariable } from './home-charging.policy';
import { presentContract, presentHistory } from './home-charging.presenter';
import {
  type ContractChange,
  type ContractRow,
  countContracts,
  deleteContract,
  findContract,
  findPerson,
  insertContract,
  listContracts,
  listContractsOfUser,
  listEvents,
  listMethods,
  lockContract,
  updateContract,
} from './home-charging.repository';

async function contractModule(deps: ServiceDeps, actor: Actor) {
  const module = await requireChargingModule(deps.db, actor.companyId);
  requireContracts(module);
  return module;
}

/** GET /api/v3/home-charging/my-contracts. */
export async function getMyContracts(deps: ServiceDeps, actor: Actor): Promise<MyContracts> {
  await contractModule(deps, actor);
  const year = Number(germanMonth(deps.clock()).slice(0, 4));
  const [rows, methods] = await Promise.all([
    listContractsOfUser(deps.db, actor.companyId, actor.userId),
    listMethods(deps.db, actor.companyId, [actor.userId]),
  ]);
  return {
    isRequired: methods.some((m) => m.method === 'CONTRACT' && m.year >= year),
    contracts: rows.map(({ contract, person }) => presentContract(contract, person)),
  };
}

/** POST /api/v3/home-charging/my-contracts: a new contract waits for its proof and the check. */
export async function submitContract(
  deps: ServiceDeps,
  actor: Actor,
  input: SubmitContract,
): Promise<ChargingContract> {
  await contractModule(deps, actor);
  const id = await deps.db.transaction(async (tx) => {
    const person = requireVariable(await findPerson(tx, actor.companyId, actor.userId));
    const others = await listContractsOfUser(tx, actor.companyId, person.id);
    const clash = others.some(({ contract }) => contract.status !== 'REJECTED' && rangesOverlap(contract, input));
    if (clash) throw new AppError('HOME_CHARGING_CONTRACT_OVERLAPS');
    const created = await insertContract(tx, actor.companyId, {
      userId: person.id,
      supplier: input.supplier,
      centsPerKwh: input.isDynamic ? null : input.centsPerKwh,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      submittedAt: deps.clock(),
    });
    await auditCharging(tx, actor, created, 'contract-submitted', { ...input });
    return created;
  });
  return presentOne(deps, actor, id);
}

async function presentOne(deps: ServiceDeps, actor: Actor, id: string) {
  const found = await findContract(deps.db, actor.companyId, id);
  if (!found) throw notFound('contract');
  return presentContract(found.contract, found.person);
}

/** POST /api/v3/home-charging/my-contracts/{id}/proof: PDF or image, checked by content. */
export async function uploadContractProof(
  deps: ServiceDeps,
  actor: Actor,
  { id, receive }: { id: string; receive: (tempDir: string) => Promise<ReceivedUpload> },
): Promise<ChargingContract> {
  await contractModule(deps, actor);
  const check = (row: ContractRow | null) => {
    if (!row || !isOwn(actor, row)) throw notFound('contract');
    if (row.status !== 'SUBMITTED') throw new AppError('HOME_CHARGING_WRONG_STATUS', row.status);
    return row;
  };
  check((await findContract(deps.db, actor.companyId, id))?.contract ?? null);
  await storeChargingFile(deps, actor, {
    objectId: id,
    imagesOnly: false,
    receive,
    attach: ({ key, upload }) =>
      deps.db.transaction(async (tx) => {
        const row = check(await lockContract(tx, actor.companyId, id));
        await updateContract(tx, actor.companyId, id, {
          proofFileKey: key,
          proofFileName: upload.originalName,
          proofFileMimeType: upload.mimeType,
          proofFileSize: upload.size,
        });
        await auditCharging(tx, actor, id, 'contract-proof', { name: upload.originalName, size: upload.size });
        return { result: null, replacedKey: row.proofFileKey };
      }),
  });
  return presentOne(deps, actor, id);
}

/** DELETE /api/v3/home-charging/my-contracts/{id}: a contract not approved may be withdrawn. */
export async function deleteMyContract(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await contractModule(deps, actor);
  const key = await deps.db.transaction(async (tx) => {
    const row = await lockContract(tx, actor.companyId, id);
    if (!row || !isOwn(actor, row)) throw notFound('contract');
    if (row.status === 'APPROVED') throw new AppError('HOME_CHARGING_WRONG_STATUS', row.status);
    await deleteContract(tx, actor.companyId, id);
    await auditCharging(tx, actor, id, 'contract-deleted', {});
    return row.proofFileKey;
  });
  if (key) await removeBlobs(deps.storage, [key], deps.logger);
  return getMyContracts(deps, actor);
}

export async function openMyContractProof(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await contractModule(deps, actor);
  const found = await findContract(deps.db, actor.companyId, id);
  if (!found || !isOwn(actor, found.contract)) throw notFound('contract');
  return openProof(deps, found.contract);
}

const openProof = (deps: ServiceDeps, row: ContractRow) =>
  openChargingFile(
    deps,
    { key: row.proofFileKey, name: row.proofFileName, mimeType: row.proofFileMimeType, size: row.proofFileSize },
    'contract',
  );

/** GET /api/v3/home-charging/contracts: the checker's list with counts per status. */
export async function listCompanyContracts(deps: ServiceDeps, actor: Actor, query: ChargingListQuery) {
  await contractModule(deps, actor);
  const [rows, counts] = await Promise.all([
    listContracts(deps.db, actor.companyId, query),
    countContracts(deps.db, actor.companyId),
  ]);
  return {
    contracts: rows.map(({ contract, person }) => presentContract(contract, person)),
    counts: { SUBMITTED: 0, APPROVED: 0, REJECTED: 0, ...Object.fromEntries(counts.map((c) => [c.status, c.count])) },
  };
}

export async function getCompanyContract(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await contractModule(deps, actor);
  return presentOne(deps, actor, id);
}

export async function openCompanyContractProof(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await contractModule(deps, actor);
  const found = await findContract(deps.db, actor.companyId, id);
  if (!found) throw notFound('contract');
  return openProof(deps, found.contract);
}

async function decide(
  deps: ServiceDeps,
  actor: Actor,
  { id, version }: { id: string; version?: number },
  decision: (row: ContractRow) => { values: ContractChange; action: string },
) {
  await contractModule(deps, actor);
  await deps.db.transaction(async (tx) => {
    const row = await lockContract(tx, actor.companyId, id);
    if (!row) throw notFound('contract');
    requireVersion(row.version, version);
    if (row.status !== 'SUBMITTED') throw new AppError('HOME_CHARGING_WRONG_STATUS', row.status);
    const { values, action } = decision(row);
    requireWritten(await updateContract(tx, actor.companyId, id, values, version), version);
    await auditCharging(tx, actor, id, action, { reason: values.rejectReason ?? null });
  });
  return presentOne(deps, actor, id);
}

/** PATCH …/contracts/{id}/approve: only with its proof; the contract then prices its months. */
export function approveContract(deps: ServiceDeps, actor: Actor, input: { id: string; version?: number }) {
  return decide(deps, actor, input, (row) => {
    if (row.proofFileKey === null) throw new AppError('HOME_CHARGING_PROOF_MISSING');
    return {
      values: { status: 'APPROVED', decidedAt: deps.clock(), decidedBy: actor.userId },
      action: 'contract-approved',
    };
  });
}

export function rejectContract(
  deps: ServiceDeps,
  actor: Actor,
  input: { id: string; reason: string; version?: number },
) {
  return decide(deps, actor, input, () => ({
    values: { status: 'REJECTED', decidedAt: deps.clock(), decidedBy: actor.userId, rejectReason: input.reason },
    action: 'contract-rejected',
  }));
}

export async function contractHistory(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await contractModule(deps, actor);
  if (!(await findContract(deps.db, actor.companyId, id))) throw notFound('contract');
  return presentHistory(await listEvents(deps.db, actor.companyId, id));
}
