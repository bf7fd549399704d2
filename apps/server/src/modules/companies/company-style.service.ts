import { isValidBrandImage, type CompanyStyle } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { getCompanyFacts } from './companies.service';
import { presentCompanyStyle } from './company-style.presenter';
import { findCompanyStyle, updateCompanyStyle } from './companies.repository';

export async function getCompanyStyle({ db }: ServiceDeps, actor: Actor): Promise<CompanyStyle> {
  return presentCompanyStyle(await findCompanyStyle(db, actor.companyId));
}

/** The operator's Style tab: any company's style; an unknown company is not found. */
export async function getStyleOfCompany(deps: ServiceDeps, actor: Actor, { id }: { id: string }) {
  await getCompanyFacts(deps.db, id);
  return getCompanyStyle(deps, { ...actor, companyId: id });
}

/** The operator sets a company's style exactly as its administrators would, audited in that company. */
export async function changeStyleOfCompany(
  deps: ServiceDeps,
  actor: Actor,
  { id, style }: { id: string; style: CompanyStyle },
) {
  await getCompanyFacts(deps.db, id);
  return changeCompanyStyle(deps, { ...actor, companyId: id }, { style });
}

const imageFields = ['logoLight', 'logoDark', 'favicon'] as const;

export async function changeCompanyStyle(
  { db }: ServiceDeps,
  actor: Actor,
  { style }: { style: CompanyStyle },
): Promise<CompanyStyle> {
  for (const field of imageFields) {
    const image = style[field];
    if (image !== null && !isValidBrandImage(image)) throw new AppError('INVALID_INPUT', `body.${field}`);
  }
  await db.transaction(async (tx) => {
    await updateCompanyStyle(tx, actor.companyId, style);
    await recordAuditEvent(tx, actor.companyId, {
      actorId: actor.userId,
      action: 'company.style.changed',
      subjectType: 'company',
      subjectId: actor.companyId,
      data: { colors: style.colors, hideCompanyName: style.hideCompanyName },
    });
  });
  return style;
}
