import type { ServiceDeps } from '../../platform/app-context';
import { germanDay } from '../../platform/clock';
import { AppError } from '../../platform/app-error';
import { accountCompanyOf, type Actor } from '../../platform/request-context';
import { getCompanyLicences } from '../licences/licences.service';
import { getSessionUser } from '../users/users.service';
import { partnerAreaProblem } from './partner-offers.policy';

/** Who asks, as the partner area needs it: the company's country and today's date. */
export interface PartnerArea {
  country: string;
  today: string;
}

/** Opens the partner area for the actor or refuses with the rule's code (403). */
export async function requirePartnerArea({ db, clock }: ServiceDeps, actor: Actor): Promise<PartnerArea> {
  const [user, licences] = await Promise.all([
    getSessionUser(db, accountCompanyOf(actor), actor.userId, actor.companyId),
    getCompanyLicences(db, actor.companyId),
  ]);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const today = germanDay(clock());
  const problem = partnerAreaProblem({
    role: actor.role,
    licences,
    isTrial: user.isTrial,
    companyReseller: user.company.reseller,
    today,
  });
  if (problem) throw new AppError(problem);
  return { country: user.company.country, today };
}
