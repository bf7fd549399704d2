import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  exampleExportFileName,
  exportMimeTypes,
  type ExportPlatform,
  type MobilityType,
  type TaxConfiguration,
  toCents,
} from '@mobilo/contract';
import type { FileStorage } from '../../platform/files/file-storage';
import { writeExportFile } from './export-file';
import { computeTaxEmployee, type TaxComputation, type TaxEmployee, warningsOfEmployees } from './tax-computation';

/** Fixed settings of the example: DATEV numbers and wage types as a payroll office would set them. */
const exampleConfiguration: TaxConfiguration = {
  consultantNumber: '1234567',
  clientNumber: '12345',
  netWageActive: true,
  alphanumericPersonalNumbers: false,
  defaultWorkingDays: 20,
  buckets: [
    {
      category: 'TAX_FREE',
      wageTypeNumber: 4100,
      bsNr: 2,
      wageName: 'Mobilitätsbudget steuerfrei',
      inftySapValue: null,
      active: true,
    },
    {
      category: 'FLAT_15',
      wageTypeNumber: 4110,
      bsNr: 2,
      wageName: 'Mobilitätsbudget pauschal 15 %',
      inftySapValue: null,
      active: true,
    },
    {
      category: 'TAXABLE',
      wageTypeNumber: 4120,
      bsNr: 2,
      wageName: 'Mobilitätsbudget steuerpflichtig',
      inftySapValue: null,
      active: true,
    },
  ],
};

interface SampleExpense {
  date: string;
  type: MobilityType;
  tripToWork: boolean;
  origin: 'HOME' | 'ABROAD';
  cost: string;
}

/** Three employees of a made-up company: within budget, over budget, and one abroad. */
const sampleEmployees: {
  firstName: string;
  lastName: string;
  personalNumber: string;
  available: string;
  /** One-way commute km (the flat rate's cap); null: unknown. */
  commuteDistanceKm: number | null;
  expenses: SampleExpense[];
}[] = [
  {
    firstName: 'Jürgen',
    lastName: 'Größer',
    personalNumber: '1001',
    available: '100.00',
    commuteDistanceKm: 12,
    expenses: [
      { date: '2026-01-02', type: 'GERMANY_TICKET', tripToWork: true, origin: 'HOME', cost: '58.00' },
      { date: '2026-01-14', type: 'CAR_SHARING', tripToWork: true, origin: 'HOME', cost: '24.50' },
    ],
  },
  {
    firstName: 'Anna',
    lastName: 'Müller',
    personalNumber: '1002',
    available: '150.00',
    // 3 km × 20 days × 0.38 = 22.80: the taxi above that is taxable wage.
    commuteDistanceKm: 3,
    expenses: [
      { date: '2026-01-05', type: 'LOCAL_PUBLIC_TRANSPORT', tripToWork: false, origin: 'HOME', cost: '49.00' },
      { date: '2026-01-09', type: 'TAXI', tripToWork: true, origin: 'HOME', cost: '38.90' },
      { date: '2026-01-20', type: 'BIKE_SHARING', tripToWork: false, origin: 'HOME', cost: '72.30' },
    ],
  },
  {
    firstName: 'Zoë',
    lastName: 'Weiß',
    personalNumber: '1003',
    available: '80.00',
    commuteDistanceKm: null,
    expenses: [
      { date: '2026-01-07', type: 'LOCAL_PUBLIC_TRANSPORT', tripToWork: true, origin: 'ABROAD', cost: '31.20' },
      { date: '2026-01-21', type: 'RENTAL_CAR', tripToWork: false, origin: 'ABROAD', cost: '95.00' },
    ],
  },
];

const sampleLists = {
  companyNetWageMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT', 'GERMANY_TICKET', 'COMMUTER_TRAIN'] as MobilityType[],
  abroadCompanyNetWageMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT'] as MobilityType[],
  privateNetWageMobilityTypes: ['LOCAL_PUBLIC_TRANSPORT', 'GERMANY_TICKET'] as MobilityType[],
  abroadPrivateNetWageMobilityTypes: [] as MobilityType[],
};

/** The example period, computed by the same rules as a real one. */
export function exampleComputation(language: 'en' | 'de'): TaxComputation {
  const context = { netWageAvailable: true, netWageLists: sampleLists, flat15Active: true };
  const employees: TaxEmployee[] = sampleEmployees.map((sample, index) =>
    computeTaxEmployee(
      '202601',
      {
        userId: `example-${index}`,
        firstName: sample.firstName,
        lastName: sample.lastName,
        personalNumber: sample.personalNumber,
        commuteDistanceKm: sample.commuteDistanceKm,
        workingDays: exampleConfiguration.defaultWorkingDays,
        available: toCents(sample.available),
        context,
        expenses: sample.expenses.map((expense, position) => ({
          id: `example-${index}-${position}`,
          ...expense,
          cost: toCents(expense.cost),
          originalCost: expense.cost,
          originalCurrency: 'EUR',
          isChecked: true,
          isMarked: false,
        })),
      },
      exampleConfiguration.buckets,
    ),
  );
  return {
    period: '202601',
    companyName: language === 'de' ? 'Beispiel GmbH' : 'Example Ltd',
    currency: 'EUR',
    language,
    configuration: exampleConfiguration,
    employees,
    ticketLines: [],
    chargingLines: [],
    cardLines: [],
    warnings: warningsOfEmployees(employees, exampleConfiguration),
  };
}

/** An example file, small enough to be made on request and answered at once. */
export async function buildExampleExport(
  storage: FileStorage,
  platform: ExportPlatform,
  language: 'en' | 'de',
): Promise<{ fileName: string; mimeType: string; size: number; body: Buffer }> {
  const tempPath = path.join(storage.tempDir, `example-${randomUUID()}`);
  try {
    await writeExportFile(exampleComputation(language), platform, tempPath);
    const body = await readFile(tempPath);
    return { fileName: exampleExportFileName(platform), mimeType: exportMimeTypes[platform], size: body.length, body };
  } finally {
    await rm(tempPath, { force: true });
  }
}
