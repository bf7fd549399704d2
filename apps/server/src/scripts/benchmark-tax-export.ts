import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { defaultTaxBuckets, type ExportPlatform, exportFileName, type MobilityType } from '@mobilo/contract';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { budgetGroups } from '../db/schema/budget-groups';
import { companies } from '../db/schema/companies';
import { downloads } from '../db/schema/downloads';
import { expenses } from '../db/schema/expenses';
import { periods } from '../db/schema/periods';
import { roles } from '../db/schema/roles';
import { taxBuckets } from '../db/schema/tax-buckets';
import { users } from '../db/schema/users';
import { createDownload } from '../modules/downloads/downloads.service';
import { createPeriodsForCompany } from '../modules/periods/periods.service';
import { freezeInvoicedPeriod } from '../modules/tax-export/payroll-freeze.service';
import { runTaxExport } from '../modules/tax-export/tax-export.job';
import { yearReportFile } from '../modules/tax-export/year-report.service';
import { createFileStorage } from '../platform/files/file-storage';
import { systemClock } from '../platform/clock';

/**
 * `npx tsx src/scripts/benchmark-tax-export.ts [expenses] [users]`: one invoiced period with that
 * many expenses (default 20,000 over 1,000 employees), then each export job run as in production
 * (tax engine, writer, file storage), printing wall time and peak memory. BENCH_DATABASE_URL
 * picks a PostgreSQL server; the default is an in-memory PGlite.
 */
const expenseCount = Number(process.argv[2] ?? 20_000);
const userCount = Number(process.argv[3] ?? 1_000);
const period = '202602';
const types: MobilityType[] = [
  'GERMANY_TICKET',
  'TAXI',
  'CAR_SHARING',
  'LOCAL_PUBLIC_TRANSPORT',
  'BIKE_SHARING',
  'RENTAL_CAR',
];

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const handle = await createDb({ url: process.env.BENCH_DATABASE_URL ?? 'memory://' });
await handle.migrate();
const { db } = handle;
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-bench-'));
const storage = await createFileStorage({ kind: 'local', dir: filesDir });

const [company] = await db
  .insert(companies)
  .values({
    name: `Benchmark ${Date.now()}`,
    consultantNumber: '1234567',
    clientNumber: '12345',
    defaultLanguage: 'de',
  })
  .returning();
const companyId = company!.id;
await db.insert(taxBuckets).values(
  defaultTaxBuckets.map((bucket, index) => ({
    companyId,
    ...bucket,
    value: bucket.taxBudgetType === 'TAX13' ? null : String(4100 + index * 10),
    isActive: true,
  })),
);
await createPeriodsForCompany(db, companyId, { from: '202601', now: new Date('2026-03-01T00:00:00Z') });
const [group] = await db
  .insert(budgetGroups)
  .values({
    companyId,
    name: 'Standard',
    budget: '150.00',
    overflowInterval: [12],
    companyNetWageMobilityTypes: ['GERMANY_TICKET', 'LOCAL_PUBLIC_TRANSPORT'],
  })
  .returning();
const [role] = await db.select().from(roles).where(eq(roles.name, 'USER'));
// One statement per thousand users: all of them at once would pass PostgreSQL's 65,535 parameters.
const userRows: { id: string }[] = [];
const userChunk = 1_000;
for (let start = 0; start < userCount; start += userChunk) {
  userRows.push(
    ...(await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(userChunk, userCount - start) }, (_, j) => {
          const i = start + j;
          return {
            companyId,
            email: `bench-${companyId.slice(0, 8)}-${i}@example.test`,
            roleId: role!.id,
            firstName: 'Jörg',
            lastName: `Müller ${i}`,
            personalNumber: String(10_000 + i),
            userType: 'PROFESSIONAL' as const,
            status: 'ACTIVE' as const,
            budgetGroupId: group!.id,
            registerDate: new Date('2026-01-01T00:00:00Z'),
          };
        }),
      )
      .returning({ id: users.id })),
  );
}
const [periodRow] = await db
  .select()
  .from(periods)
  .where(and(eq(periods.companyId, companyId), eq(periods.periodString, period)));
const chunk = 2_000;
for (let start = 0; start < expenseCount; start += chunk) {
  await db.insert(expenses).values(
    Array.from({ length: Math.min(chunk, expenseCount - start) }, (_, j) => {
      const i = start + j;
      const cost = `${(i % 40) + 1}.${String(i % 100).padStart(2, '0')}`;
      return {
        companyId,
        userId: userRows[i % userCount]!.id,
        periodId: periodRow!.id,
        date: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`,
        status: 'INVOICED' as const,
        tripToWork: i % 3 !== 0,
        type: types[i % types.length]!,
        origin: i % 17 === 0 ? ('ABROAD' as const) : ('HOME' as const),
        cost,
        originalCost: cost,
        originalCurrency: 'EUR',
        targetCurrency: 'EUR',
        isChecked: i % 11 !== 0,
      };
    }),
  );
}
const [invoiced] = await db
  .update(periods)
  .set({ isInvoiced: true, isClosed: true, invoicedAt: new Date() })
  .where(eq(periods.id, periodRow!.id))
  .returning();
const admin = userRows[0]!.id;
const deps = {
  db,
  config,
  clock: systemClock,
  storage,
  mailer: null as never,
  queue: null,
  logger: console,
  background: null as never,
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Runs `work` with wall time and peak memory sampled every 10 ms. */
async function measured(label: string, work: () => Promise<string>) {
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  const detail = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${label.padEnd(18)} ${seconds.toFixed(2)} s, ${detail}, peak RSS ${mb(peakRss)} MB ` +
      `(+${mb(peakRss - baseline.rss)} MB during it), peak heap ${mb(peakHeap)} MB`,
  );
}

console.log(
  `Tax export benchmark: ${expenseCount} expenses, ${userCount} employees, ${handle.kind}, Node ${process.version}`,
);
// Invoicing freezes the month (ADR 15); every export below reads the frozen result.
await measured('freeze at invoice', async () => {
  await db.transaction((tx) => freezeInvoicedPeriod(tx, companyId, invoiced!));
  return 'frozen';
});
const runs: { label: string; platform: ExportPlatform; kind: 'FULL' | 'CORRECTIONS' }[] = [
  { label: 'lodas', platform: 'lodas', kind: 'FULL' },
  { label: 'loug', platform: 'loug', kind: 'FULL' },
  { label: 'excel', platform: 'excel', kind: 'FULL' },
  // Nothing changed since the LODAS file: the corrections are computed over every line and empty.
  { label: 'lodas corrections', platform: 'lodas', kind: 'CORRECTIONS' },
];
for (const run of runs) {
  const download = (await createDownload(db, companyId, {
    periodId: periodRow!.id,
    periodString: period,
    platform: run.platform,
    fileName: exportFileName(run.platform, period, run.kind === 'CORRECTIONS'),
    createdBy: admin,
    kind: run.kind,
  }))!;
  await measured(run.label, async () => {
    await runTaxExport(deps, { downloadId: download.id });
    const [row] = await db.select().from(downloads).where(eq(downloads.id, download.id));
    return `${row!.status}, file ${((row!.size ?? 0) / 1024).toFixed(0)} KiB`;
  });
}
const actor = {
  userId: admin,
  companyId,
  role: 'ADMIN' as const,
  rights: [],
  sessionTokenHash: '',
  impersonatorId: null,
};
for (const format of ['excel', 'csv'] as const) {
  await measured(`year report ${format}`, async () => {
    const file = await yearReportFile(deps, actor, { year: period.slice(0, 4), format });
    return `file ${(file.size / 1024).toFixed(0)} KiB`;
  });
}
await handle.close();
rmSync(filesDir, { recursive: true, force: true });
