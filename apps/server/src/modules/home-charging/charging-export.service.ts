import type { OffboardingQuery } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { listActivitiesBetween } from './home-charging.repository';

/** The company data export's home charging: every activity of the months the range touches, in any status. */
export async function listChargingActivitiesBetween(db: Executor, companyId: string, { from, to }: OffboardingQuery) {
  const rows = await listActivitiesBetween(db, companyId, from.slice(0, 7), to.slice(0, 7));
  return rows.map(({ activity }) => ({
    id: activity.id,
    userId: activity.userId,
    month: activity.month,
    source: activity.source,
    carKind: activity.carKind,
    meterId: activity.meterId,
    startReading: activity.startReading,
    endReading: activity.endReading,
    kwh: activity.kwh,
    priceSource: activity.priceSource,
    centsPerKwh: activity.centsPerKwh,
    amount: activity.amount,
    status: activity.status,
    rejectReason: activity.rejectReason,
  }));
}
