import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addMonths,
  currentPeriod,
  fromCents,
  fromHundredths,
  kwhBetween,
  lastDayOfMonth,
  officialPriceOf,
  refundCents,
} from '@mobilo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  homeChargingActivities,
  homeChargingContracts,
  homeChargingEnrolments,
  homeChargingPricingMethods,
  homeChargingSettings,
} from '../db/schema/home-charging';
import { users } from '../db/schema/users';
import { initFeatureFlag } from '../modules/flags/feature-flags.service';
import type { FileStorage } from '../platform/files/file-storage';
import { chargingKey } from '../platform/files/storage-keys';
import type { DemoCompany } from './demo-data';
import { makeMeterPhotoJpeg } from './meter-photo';
import { makeReceiptPdf } from './sample-receipts';

/** "202611" -> "2026-11". */
const monthOf = (period: string) => `${period.slice(0, 4)}-${period.slice(4, 6)}`;

async function store(storage: FileStorage, companyId: string, objectId: string, content: Buffer, mimeType: string) {
  const tempPath = path.join(storage.tempDir, `${randomUUID()}.part`);
  await writeFile(tempPath, content);
  const key = chargingKey(companyId, objectId);
  await storage.put(key, tempPath, mimeType);
  return { key, size: content.length };
}

/**
 * The demo company's home charging (docs/adr/0025): the HOME_CHARGING and HOME_CHARGING_CONTRACTS
 * flags (unless the operator set them), the wage types of the refund, two company-car drivers (one
 * on the official average, one with an approved contract and its proof) and their activities over
 * the demo months in every status, one with a plausibility warning. A company with activities
 * already is left as people left it.
 */
export async function seedDemoHomeCharging(
  tx: Executor,
  storage: FileStorage,
  companyId: string,
  demo: DemoCompany,
): Promise<void> {
  const charging = demo.homeCharging;
  if (!charging) return;
  await initFeatureFlag(tx, companyId, 'HOME_CHARGING', true);
  await initFeatureFlag(tx, companyId, 'HOME_CHARGING_CONTRACTS', true);
  await tx
    .insert(homeChargingSettings)
    .values({ companyId, ...charging.wageTypes })
    .onConflictDoNothing();
  const [existing] = await tx
    .select({ id: homeChargingActivities.id })
    .from(homeChargingActivities)
    .where(eq(homeChargingActivities.companyId, companyId))
    .limit(1);
  if (existing) return;
  const thisMonth = currentPeriod();
  const oldest = monthOf(addMonths(thisMonth, -2));
  const drivers = [charging.averageDriver, charging.contractDriver];
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.email, drivers)));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  const year = Number(oldest.slice(0, 4));
  for (const email of drivers) {
    const userId = idOf.get(email)!;
    await tx.update(users).set({ homeCharging: 'VARIABLE' }).where(eq(users.id, userId));
    await tx
      .insert(homeChargingEnrolments)
      .values({
        userId,
        companyId,
        carKind: 'COMPANY',
        vehicle: 'ELECTRIC',
        batteryKwh: 60,
        meterIds: [`WB-${email.length}`],
      })
      .onConflictDoNothing();
    const method = email === charging.contractDriver ? ('CONTRACT' as const) : ('AVERAGE' as const);
    const years = [...new Set([year, Number(thisMonth.slice(0, 4))])];
    await tx
      .insert(homeChargingPricingMethods)
      .values(years.map((y) => ({ userId, year: y, companyId, method })))
      .onConflictDoNothing();
  }
  const now = new Date();
  const contractId = randomUUID();
  const proof = await store(
    storage,
    companyId,
    contractId,
    makeReceiptPdf(['Stadtwerke Demo', 'Stromliefervertrag', 'Arbeitspreis 31,90 ct/kWh brutto']),
    'application/pdf',
  );
  await tx.insert(homeChargingContracts).values({
    id: contractId,
    companyId,
    userId: idOf.get(charging.contractDriver)!,
    supplier: 'Stadtwerke Demo',
    centsPerKwh: charging.contractCentsPerKwh,
    validFrom: `${oldest}-01`,
    validUntil: null,
    proofFileKey: proof.key,
    proofFileName: 'stromvertrag.pdf',
    proofFileMimeType: 'application/pdf',
    proofFileSize: proof.size,
    status: 'APPROVED',
    submittedAt: now,
    decidedAt: now,
  });
  for (const activity of charging.activities) {
    const month = monthOf(addMonths(thisMonth, -activity.monthsBack));
    const byContract = activity.email === charging.contractDriver;
    const centsPerKwh = byContract ? charging.contractCentsPerKwh : officialPriceOf(month);
    if (centsPerKwh === null) continue;
    const kwh = kwhBetween(activity.start, activity.end);
    const id = randomUUID();
    const endDay = activity.monthsBack === 0 ? now.toISOString().slice(0, 10) : lastDayOfMonth(month);
    const photos = [];
    for (const [day, reading] of [
      [`${month}-01`, activity.start],
      [endDay, activity.end],
    ] as const) {
      const photo = await store(storage, companyId, id, makeMeterPhotoJpeg(day, reading), 'image/jpeg');
      photos.push({ ...photo, day });
    }
    const [start, end] = photos as [(typeof photos)[number], (typeof photos)[number]];
    await tx.insert(homeChargingActivities).values({
      id,
      companyId,
      userId: idOf.get(activity.email)!,
      month,
      source: 'READINGS',
      carKind: 'COMPANY',
      meterId: `WB-${activity.email.length}`,
      startReading: activity.start,
      endReading: activity.end,
      startReadingDate: start.day,
      endReadingDate: end.day,
      startPhotoKey: start.key,
      startPhotoName: 'zaehler-anfang.jpg',
      startPhotoMimeType: 'image/jpeg',
      startPhotoSize: start.size,
      startPhotoTakenOn: start.day,
      endPhotoKey: end.key,
      endPhotoName: 'zaehler-ende.jpg',
      endPhotoMimeType: 'image/jpeg',
      endPhotoSize: end.size,
      endPhotoTakenOn: end.day,
      kwh: fromHundredths(kwh),
      priceSource: byContract ? 'CONTRACT' : 'AVERAGE',
      contractId: byContract ? contractId : null,
      centsPerKwh,
      amount: fromCents(refundCents(kwh, centsPerKwh)),
      warnings: activity.warnings ?? [],
      status: activity.status,
      submittedAt: now,
      decidedAt: activity.status === 'SUBMITTED' ? null : now,
      rejectReason: activity.rejectReason ?? null,
    });
  }
}
