import type { ChargingActivity, ChargingContract, HomeChargingUser, PlausibilityWarning } from '@mobilo/contract';
import type {
  ActivityRow,
  ContractRow,
  EnrolmentRow,
  listEvents,
  MethodRow,
  PersonRow,
} from './home-charging.repository';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const twoDecimals = (value: string) => {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

const person = (p: PersonRow) => ({
  userId: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  personalNumber: p.personalNumber,
});

export function presentUser(p: PersonRow, enrolment: EnrolmentRow | null, methods: MethodRow[]): HomeChargingUser {
  return {
    userId: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    personalNumber: p.personalNumber,
    type: p.homeCharging,
    carKind: p.homeCharging === null ? null : (enrolment?.carKind ?? null),
    vehicle: p.homeCharging === null ? null : (enrolment?.vehicle ?? null),
    batteryKwh: p.homeCharging === null ? null : (enrolment?.batteryKwh ?? null),
    meterIds: p.homeCharging === null ? [] : (enrolment?.meterIds ?? []),
    pricingMethods: methods.filter((m) => m.userId === p.id).map((m) => ({ year: m.year, method: m.method })),
    version: enrolment?.version ?? null,
  };
}

export function presentContract(row: ContractRow, p: PersonRow): ChargingContract {
  return {
    id: row.id,
    version: row.version,
    ...person(p),
    supplier: row.supplier,
    centsPerKwh: row.centsPerKwh === null ? null : twoDecimals(row.centsPerKwh),
    isDynamic: row.centsPerKwh === null,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    proofFileName: row.proofFileName,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    rejectReason: row.rejectReason,
    isDecidable: row.status === 'SUBMITTED' && row.proofFileKey !== null,
    // An approved contract may have priced activities; it stays.
    isDeletable: row.status !== 'APPROVED',
  };
}

export function presentActivity(row: ActivityRow, p: PersonRow, isFrozen: boolean): ChargingActivity {
  const photosComplete = row.source === 'WALLBOX_CSV' || (row.startPhotoKey !== null && row.endPhotoKey !== null);
  return {
    id: row.id,
    version: row.version,
    ...person(p),
    month: row.month,
    source: row.source,
    carKind: row.carKind,
    meterId: row.meterId,
    startReading: row.startReading === null ? null : twoDecimals(row.startReading),
    endReading: row.endReading === null ? null : twoDecimals(row.endReading),
    startReadingDate: row.startReadingDate,
    endReadingDate: row.endReadingDate,
    hasStartPhoto: row.startPhotoKey !== null,
    hasEndPhoto: row.endPhotoKey !== null,
    sessionCount: row.sessions === null ? null : row.sessions.length,
    kwh: twoDecimals(row.kwh),
    priceSource: row.priceSource,
    centsPerKwh: twoDecimals(row.centsPerKwh),
    amount: twoDecimals(row.amount),
    warnings: row.warnings as PlausibilityWarning[],
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    rejectReason: row.rejectReason,
    isFrozen,
    isDecidable: !isFrozen && row.status === 'SUBMITTED' && photosComplete,
    isDeletable: !isFrozen && row.status !== 'APPROVED',
  };
}

export function presentHistory(rows: Awaited<ReturnType<typeof listEvents>>) {
  return {
    events: rows.map(({ event, actor }) => ({
      at: event.createdAt.toISOString(),
      action: event.action,
      actorName: actor?.firstName == null ? null : `${actor.firstName} ${actor.lastName ?? ''}`.trim(),
      data: (event.data as Record<string, unknown> | null) ?? null,
    })),
  };
}
