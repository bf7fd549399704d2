import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { isFeatureEnabled } from '../flags/feature-flags.service';
import { getCompanyLicences } from '../licences/licences.service';

/** The card module runs for companies with the card licence and the CARD flag (spec 001 §2, §3). */
export async function requireCardModule(db: Executor, companyId: string): Promise<void> {
  const [licences, enabled] = await Promise.all([
    getCompanyLicences(db, companyId),
    isFeatureEnabled(db, companyId, 'CARD'),
  ]);
  if (!enabled) throw new AppError('FEATURE_DISABLED');
  if (!licences.card) throw new AppError('CARD_NOT_LICENSED');
}
