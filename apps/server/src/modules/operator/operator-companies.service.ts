import {
  companyListPageSize,
  type CompanyToggleResponse,
  type CreateCompanyRequest,
  type CreatePeriodsResponse,
  type ListCompaniesResponse,
  type OperatorCompany,
  type UpdateCompanyRequest,
  listCompaniesQuerySchema,
} from '@mobilo/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { encryptSecret } from '../../platform/secret-box';
import { createDefaultBudgetGroup } from '../budget-groups/budget-groups.service';
import { insertCompanyRecord, updateCompanyRecord } from '../companies/companies.service';
import { getCompanyLicences, listLicencesOfCompanies } from '../licences/licences.service';
import { createPeriodsForCompany } from '../periods/periods.service';
import { deactivatePersonio } from '../personio/personio.service';
import { createDefaultTaxBuckets } from '../tax-buckets/tax-buckets.service';
import { setCompanyUsersFlag } from '../users/user-records.service';
import { presentOperatorCompany } from './operator-company.presenter';
import {
  findCompanyByName,
  findCompanyView,
  findTakenDomain,
  latestPeriodOf,
  listCompanyPage,
  lockCompany,
  lockCompanyIdentities,
} from './operator-companies.repository';

type ListCompaniesQuery = z.output<typeof listCompaniesQuerySchema>;
const asFlag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

export async function listCompanies(
  { db, config }: ServiceDeps,
  _actor: Actor,
  query: ListCompaniesQuery,
): Promise<ListCompaniesResponse> {
  const { rows, totalCount } = await listCompanyPage(db, {
    search: query.search || undefined,
    userTypes: query.userTypes,
    countries: query.countries,
    currencies: query.currencies,
    isTrial: asFlag(query.isTrial),
    isInternal: asFlag(query.isInternal),
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    limit: companyListPageSize,
    offset: (query.page - 1) * companyListPageSize,
  });
  const licences = await listLicencesOfCompanies(
    db,
    rows.map((row) => row.company.id),
  );
  return {
    companies: rows.map((row) => presentOperatorCompany(row, licences.get(row.company.id)!, config.ssoSecretKey)),
    page: query.page,
    pageSize: companyListPageSize,
    totalPages: Math.max(1, Math.ceil(totalCount / companyListPageSize)),
    totalCount,
  };
}

/** The company as the operator sees it; an unknown id is not found. */
export async function presentCompany(db: Executor, secretKey: Buffer, companyId: string): Promise<OperatorCompany> {
  const row = await findCompanyView(db, companyId);
  if (!row) throw notFound('company');
  return presentOperatorCompany(row, await getCompanyLicences(db, companyId), secretKey);
}

export function getCompany({ db, config }: ServiceDeps, _actor: Actor, { id }: { id: string }) {
  return presentCompany(db, config.ssoSecretKey, id);
}

async function assertIdentityFree(tx: Executor, name: string, domains: string[], exceptId: string | null) {
  await lockCompanyIdentities(tx);
  if (await findCompanyByName(tx, name, exceptId)) throw new AppError('COMPANY_NAME_TAKEN', name);
  const taken = await findTakenDomain(tx, domains, exceptId);
  if (taken) throw new AppError('COMPANY_DOMAIN_TAKEN', taken);
}

/**
 * POST /god/company: the company with everything it needs to start (spec 001 §4, §9): periods
 * five years ahead, the default tax buckets and a default budget group. Reject reasons are
 * global, so the new company uses the operator's active ones from the start.
 */
export async function createCompany(
  { db, config, clock }: ServiceDeps,
  actor: Actor,
  request: CreateCompanyRequest,
): Promise<OperatorCompany> {
  const now = clock();
  return db.transaction(async (tx) => {
    await assertIdentityFree(tx, request.name, [], null);
    const companyId = await insertCompanyRecord(tx, { ...request, createdAt: now });
    await createPeriodsForCompany(tx, companyId, { now });
    await createDefaultTaxBuckets(tx, companyId);
    await createDefaultBudgetGroup(tx, companyId, 'STANDARD');
    await recordAuditEvent(tx, companyId, {
      actorId: actor.userId,
      action: 'company.create',
      subjectType: 'company',
      subjectId: companyId,
      data: { ...request },
    });
    return presentCompany(tx, config.ssoSecretKey, companyId);
  });
}

/** PUT /god/company/{id} (spec 001 §3 "Company update"); the key is only ever written. */
export async function updateCompany(
  { db, config }: ServiceDeps,
  actor: Actor,
  { id, company: request }: { id: string; company: UpdateCompanyRequest },
): Promise<OperatorCompany> {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, id))) throw notFound('company');
    await assertIdentityFree(tx, request.name, request.domains, id);
    const { mobilityBoxApiKey, ...fields } = request;
    await updateCompanyRecord(tx, id, {
      ...fields,
      ...(mobilityBoxApiKey !== undefined && {
        mobilityBoxApiKeyEncrypted:
          mobilityBoxApiKey === '' ? null : encryptSecret(config.ssoSecretKey, mobilityBoxApiKey),
      }),
    });
    await recordAuditEvent(tx, id, {
      actorId: actor.userId,
      action: 'company.update',
      subjectType: 'company',
      subjectId: id,
      data: { ...fields, mobilityBoxApiKeyChanged: mobilityBoxApiKey !== undefined },
    });
    return presentCompany(tx, config.ssoSecretKey, id);
  });
}

/**
 * PATCH /god/company/{id}/trial and /internal: the company and every one of its users follow in
 * one transaction, so that no user is left on the other side.
 */
export async function setCompanyFlag(
  { db, config }: ServiceDeps,
  actor: Actor,
  { id, flag, value }: { id: string; flag: 'trial' | 'internal'; value: boolean },
): Promise<CompanyToggleResponse> {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, id))) throw notFound('company');
    await updateCompanyRecord(tx, id, flag === 'trial' ? { isTrialAccount: value } : { isInternal: value });
    const usersChanged = await setCompanyUsersFlag(tx, id, flag === 'trial' ? 'isTrial' : 'isInternal', value);
    await recordAuditEvent(tx, id, {
      actorId: actor.userId,
      action: `company.${flag}`,
      subjectType: 'company',
      subjectId: id,
      data: { value, usersChanged },
    });
    return { company: await presentCompany(tx, config.ssoSecretKey, id), usersChanged };
  });
}

/** POST /god/company/{id}/periods: the missing periods up to five years ahead; again is a no-op. */
export async function createCompanyPeriods(
  { db, clock }: ServiceDeps,
  actor: Actor,
  { id }: { id: string },
): Promise<CreatePeriodsResponse> {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, id))) throw notFound('company');
    const created = await createPeriodsForCompany(tx, id, { now: clock() });
    await recordAuditEvent(tx, id, {
      actorId: actor.userId,
      action: 'company.periods',
      subjectType: 'company',
      subjectId: id,
      data: { created },
    });
    return { created, latestPeriod: await latestPeriodOf(tx, id) };
  });
}

/**
 * The operator's Personio switch (spec 001 §4): enabling lets the company's administrators
 * connect; disabling (`personio: false` or the deactivation call) also deactivates the
 * integration, and the users stay as they are.
 */
export async function setPersonio(
  { db, config, clock }: ServiceDeps,
  actor: Actor,
  { id, enabled }: { id: string; enabled: boolean },
): Promise<OperatorCompany> {
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, id))) throw notFound('company');
    await updateCompanyRecord(tx, id, { isPersonioActive: enabled });
    if (!enabled) await deactivatePersonio(tx, id, clock());
    await recordAuditEvent(tx, id, {
      actorId: actor.userId,
      action: enabled ? 'company.personio.enable' : 'company.personio.deactivate',
      subjectType: 'company',
      subjectId: id,
    });
    return presentCompany(tx, config.ssoSecretKey, id);
  });
}
