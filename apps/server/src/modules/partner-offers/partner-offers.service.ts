import type { CompanyPartnerSettings, PartnerOfferCategory, PartnerOffersResponse } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { requirePartnerArea } from './partner-area.service';
import { presentPartnerOffer } from './partner-offers.presenter';
import {
  type CountColumn,
  deleteOptOut,
  findAreaEnabled,
  findOfferOfCompany,
  incrementCount,
  insertOptOut,
  listOffersOfCompany,
  upsertAreaEnabled,
} from './partner-offers.repository';

/** GET /api/v3/partner/offers: the current offers the company has not switched off. */
export async function listPartnerOffers(
  deps: ServiceDeps,
  actor: Actor,
  { category }: { category?: PartnerOfferCategory },
): Promise<PartnerOffersResponse> {
  const { country, today } = await requirePartnerArea(deps, actor);
  if (!(await findAreaEnabled(deps.db, actor.companyId))) return { areaEnabled: false, offers: [] };
  const rows = await listOffersOfCompany(deps.db, actor.companyId, country, today);
  return {
    areaEnabled: true,
    offers: rows
      .filter((row) => !row.switchedOff && (category === undefined || row.offer.category === category))
      .map((row) => presentPartnerOffer(row.offer)),
  };
}

/**
 * Counts that an employee opened (view) or used (click: copied the code, followed the link) an
 * offer. Only the company and the offer are kept, never the person (docs/adr/0024).
 */
async function recordInteraction(deps: ServiceDeps, actor: Actor, id: string, column: CountColumn) {
  const { country, today } = await requirePartnerArea(deps, actor);
  const found = await findOfferOfCompany(deps.db, actor.companyId, country, today, id);
  if (!found || found.switchedOff || !(await findAreaEnabled(deps.db, actor.companyId))) {
    throw notFound('partnerOffer');
  }
  await incrementCount(deps.db, actor.companyId, id, column);
  return { recorded: true as const };
}

export const recordPartnerOfferView = (deps: ServiceDeps, actor: Actor, { id }: { id: string }) =>
  recordInteraction(deps, actor, id, 'views');

export const recordPartnerOfferClick = (deps: ServiceDeps, actor: Actor, { id }: { id: string }) =>
  recordInteraction(deps, actor, id, 'clicks');

/** GET /api/v3/partner/settings: what the employees could see, and what the company switched off. */
export async function getCompanyPartnerSettings(deps: ServiceDeps, actor: Actor): Promise<CompanyPartnerSettings> {
  const { country, today } = await requirePartnerArea(deps, actor);
  const [areaEnabled, rows] = await Promise.all([
    findAreaEnabled(deps.db, actor.companyId),
    listOffersOfCompany(deps.db, actor.companyId, country, today),
  ]);
  return {
    areaEnabled,
    offers: rows.map((row) => ({ ...presentPartnerOffer(row.offer), enabledForCompany: !row.switchedOff })),
  };
}

/** PUT /api/v3/partner/settings: the whole area on or off for the company's employees. */
export async function setPartnerArea(
  deps: ServiceDeps,
  actor: Actor,
  { areaEnabled }: { areaEnabled: boolean },
): Promise<CompanyPartnerSettings> {
  await requirePartnerArea(deps, actor);
  await deps.db.transaction(async (tx) => {
    await upsertAreaEnabled(tx, actor.companyId, { areaEnabled, updatedAt: deps.clock(), updatedBy: actor.userId });
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'partner.area-switched',
      subjectType: 'company',
      subjectId: actor.companyId,
      data: { areaEnabled },
    });
  });
  return getCompanyPartnerSettings(deps, actor);
}

/** PUT /api/v3/partner/settings/offers/{id}: one offer on or off; an offer not meant for the company is not found. */
export async function setPartnerOfferSwitch(
  deps: ServiceDeps,
  actor: Actor,
  { id, enabled }: { id: string; enabled: boolean },
): Promise<CompanyPartnerSettings> {
  const { country, today } = await requirePartnerArea(deps, actor);
  await deps.db.transaction(async (tx) => {
    if (!(await findOfferOfCompany(tx, actor.companyId, country, today, id))) throw notFound('partnerOffer');
    if (enabled) await deleteOptOut(tx, actor.companyId, id);
    else await insertOptOut(tx, actor.companyId, id);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'partner.offer-switched',
      subjectType: 'partner-offer',
      subjectId: id,
      data: { enabled },
    });
  });
  return getCompanyPartnerSettings(deps, actor);
}
