import type { AuthCheckResponse, SupportCompaniesResponse } from '@mobilo/contract';
import { AppError } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { type ClientInfo, openSession, presentSession } from '../auth/session.service';
import { getCompanyFacts, listAllCompanyOptions } from '../companies/companies.service';
import { getUserIdentity } from '../users/user-lookup.service';

/** The account behind the session, which must be a support account (spec 001 §6). */
async function supportAccount(deps: ServiceDeps, actor: Actor) {
  const account = await getUserIdentity(deps.db, actor.userId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (!account.isSupportUser) throw new AppError('ACCESS_DENIED');
  return account;
}

/**
 * Every company, for the support user's company selector and the operator's pickers. Someone
 * acting as another user sees what that user may see.
 */
export async function listSupportCompanies(deps: ServiceDeps, actor: Actor): Promise<SupportCompaniesResponse> {
  if (actor.role !== 'GOD') await supportAccount(deps, actor);
  return { companies: await listAllCompanyOptions(deps.db) };
}

/**
 * A support user looks at another company, or back at their own. The session is replaced, so a
 * token known before the switch never shows the other company; both companies' audit logs say so.
 * Not while acting as someone else: the switch is the support account's own.
 */
export async function selectCompany(
  deps: ServiceDeps,
  actor: Actor,
  { companyId, client }: { companyId: string; client: ClientInfo },
): Promise<{ token: string; response: AuthCheckResponse }> {
  if (actor.impersonatorId) throw new AppError('ACCESS_DENIED');
  const { db } = deps;
  const account = await supportAccount(deps, actor);
  const target = await getCompanyFacts(db, companyId);
  const selected = target.id === account.companyId ? null : target.id;
  const token = await db.transaction(async (tx) => {
    const opened = await openSession(tx, {
      companyId: account.companyId,
      userId: account.id,
      impersonatorId: null,
      selectedCompanyId: selected,
      client,
      now: deps.clock(),
      replacesTokenHash: actor.sessionTokenHash,
    });
    const event = {
      actorId: account.id,
      action: 'support.company-selected',
      subjectType: 'company',
      subjectId: target.id,
      data: { previousCompanyId: actor.companyId, ip: client.ip },
    };
    await recordAuditEvent(tx, account.companyId, event);
    if (selected) await recordAuditEvent(tx, selected, event);
    return opened;
  });
  return { token, response: await presentSession(db, account.companyId, account.id, null, target.id) };
}
