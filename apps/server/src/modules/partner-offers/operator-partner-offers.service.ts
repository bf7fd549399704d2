import {
  type OperatorPartnerOffer,
  type PartnerOfferCompanyCount,
  type PartnerOfferInput,
  type PartnerOfferUpdate,
  partnerOfferProblem,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { germanDay } from '../../platform/clock';
import { AppError, notFound } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireVersion, requireWritten } from '../../platform/versioning';
import { listAllCompanyOptions } from '../companies/companies.service';
import { presentOperatorOffer } from './partner-offers.presenter';
import {
  deleteOffer,
  findOffer,
  insertOffer,
  listAllOffers,
  listCountsOfOffer,
  listOfferCompanyIds,
  type PartnerOfferRow,
  type PartnerOfferValues,
  replaceOfferCompanies,
  sumCountsByOffer,
  updateOffer,
} from './partner-offers.repository';

async function presentAll(db: Executor, rows: PartnerOfferRow[], today: string): Promise<OperatorPartnerOffer[]> {
  const ids = rows.map((row) => row.id);
  const [links, counts] = await Promise.all([listOfferCompanyIds(db, ids), sumCountsByOffer(db)]);
  return rows.map((row) => {
    const count = counts.find((c) => c.offerId === row.id);
    return presentOperatorOffer(row, {
      companyIds: links.filter((link) => link.offerId === row.id).map((link) => link.companyId),
      views: count?.views ?? 0,
      clicks: count?.clicks ?? 0,
      today,
    });
  });
}

async function presentOne(deps: ServiceDeps, id: string): Promise<OperatorPartnerOffer> {
  const row = await findOffer(deps.db, id);
  if (!row) throw notFound('partnerOffer');
  return (await presentAll(deps.db, [row], germanDay(deps.clock())))[0]!;
}

/** GET /api/v3/god/partner-offers: every offer with its views and clicks over all companies. */
export async function listOperatorPartnerOffers(deps: ServiceDeps, _actor: Actor): Promise<OperatorPartnerOffer[]> {
  return presentAll(deps.db, await listAllOffers(deps.db), germanDay(deps.clock()));
}

/** The offer's rules (texts, code or link, https, image, dates) and companies that exist. */
async function checkedValues(
  deps: ServiceDeps,
  actor: Actor,
  input: PartnerOfferInput,
): Promise<{ values: PartnerOfferValues; companyIds: string[] }> {
  const problem = partnerOfferProblem(input);
  if (problem) throw new AppError(problem.code, problem.parameter);
  const companyIds = [...new Set(input.companyIds ?? [])];
  if (companyIds.length > 0) {
    const known = new Set((await listAllCompanyOptions(deps.db)).map((company) => company.id));
    if (companyIds.some((id) => !known.has(id))) throw notFound('company');
  }
  return { companyIds, values: { ...valuesOf(input), updatedAt: deps.clock(), updatedBy: actor.userId } };
}

/** The row of an offer as the operator entered it. */
function valuesOf(input: PartnerOfferInput): PartnerOfferValues {
  return {
    partner: input.partner,
    titleEn: input.title.en,
    titleDe: input.title.de,
    descriptionEn: input.description.en,
    descriptionDe: input.description.de,
    code: input.code,
    link: input.link,
    image: input.image,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    category: input.category,
    countries: [...new Set(input.countries)],
    allCompanies: input.companyIds === null,
    isActive: input.isActive,
  };
}

/** POST /api/v3/god/partner-offers */
export async function createPartnerOffer(
  deps: ServiceDeps,
  actor: Actor,
  input: PartnerOfferInput,
): Promise<OperatorPartnerOffer> {
  const { values, companyIds } = await checkedValues(deps, actor, input);
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertOffer(tx, values);
    await replaceOfferCompanies(tx, created, companyIds);
    await recordAuditEvent(tx, null, {
      actorId: actor.userId,
      action: 'partner-offer.create',
      subjectType: 'partner-offer',
      subjectId: created,
      data: { ...input, image: input.image === null ? null : '(image)' },
    });
    return created;
  });
  return presentOne(deps, id);
}

/** PUT /api/v3/god/partner-offers/{id} */
export async function updatePartnerOffer(
  deps: ServiceDeps,
  actor: Actor,
  { id, offer, version }: { id: string; offer: PartnerOfferUpdate; version?: number },
): Promise<OperatorPartnerOffer> {
  const { version: _bodyVersion, ...input } = offer;
  const { values, companyIds } = await checkedValues(deps, actor, input);
  const write = () =>
    deps.db.transaction(async (tx) => {
      const before = await findOffer(tx, id, true);
      if (!before) throw notFound('partnerOffer');
      requireVersion(before.version, version);
      requireWritten(await updateOffer(tx, id, values, version), version);
      await replaceOfferCompanies(tx, id, companyIds);
      await recordAuditEvent(tx, null, {
        actorId: actor.userId,
        action: 'partner-offer.update',
        subjectType: 'partner-offer',
        subjectId: id,
        data: { ...input, image: input.image === null ? null : '(image)' },
      });
    });
  await answerCurrentWhenStale(write, () => presentOne(deps, id));
  return presentOne(deps, id);
}

/** DELETE /api/v3/god/partner-offers/{id}: the offer, its switches and its counts go. */
export async function deletePartnerOffer(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  return deps.db.transaction(async (tx) => {
    const row = await findOffer(tx, id);
    if (!row) throw notFound('partnerOffer');
    await deleteOffer(tx, id);
    await recordAuditEvent(tx, null, {
      actorId: actor.userId,
      action: 'partner-offer.delete',
      subjectType: 'partner-offer',
      subjectId: id,
      data: { partner: row.partner },
    });
    return { id, partner: row.partner };
  });
}

/** GET /api/v3/god/partner-offers/{id}/counts: views and clicks per company, no person named. */
export async function partnerOfferCounts(
  deps: ServiceDeps,
  _actor: Actor,
  { id }: { id: string },
): Promise<PartnerOfferCompanyCount[]> {
  if (!(await findOffer(deps.db, id))) throw notFound('partnerOffer');
  return listCountsOfOffer(deps.db, id);
}

/**
 * Adds offers when there are none yet (the demo data); a later run, or an operator's own
 * offers, leave the table as it is. The offers pass the same rules as the operator's.
 */
export async function createPartnerOffersIfNone(tx: Executor, offers: readonly PartnerOfferInput[]): Promise<number> {
  if ((await listAllOffers(tx)).length > 0) return 0;
  for (const offer of offers) {
    const problem = partnerOfferProblem(offer);
    if (problem) throw new AppError(problem.code, problem.parameter);
    const id = await insertOffer(tx, valuesOf(offer));
    await replaceOfferCompanies(tx, id, offer.companyIds ?? []);
  }
  return offers.length;
}
