import type { Expense, OffboardingQuery } from '@mobilo/contract';
import { fetchFile } from '../../../lib/file-download';
import { getOffboardingCardTransactions } from '../api/get-offboarding-card-transactions';
import { getOffboardingCards } from '../api/get-offboarding-cards';
import { getOffboardingExpenses } from '../api/get-offboarding-expenses';
import { getOffboardingGermanyTickets } from '../api/get-offboarding-germany-tickets';
import { getOffboardingHomeCharging } from '../api/get-offboarding-home-charging';
import type { ExportProgress } from '../hooks/company-export-context';
import { type ExportFolder, runExport, type ExportSources } from './run-export';

const sources: ExportSources = {
  lists: {
    expenses: getOffboardingExpenses,
    'germany-tickets': getOffboardingGermanyTickets,
    'home-charging': getOffboardingHomeCharging,
    cards: getOffboardingCards,
    'card-transactions': getOffboardingCardTransactions,
  },
  filesOf: (lists) =>
    ((lists.expenses as { expenses: Expense[] }).expenses ?? []).flatMap((expense) =>
      expense.files.map((file) => ({ url: file.url, fallbackName: `${expense.date}-${file.originalName}` })),
    ),
  download: (url, signal) => fetchFile(url, { signal }),
};

/** The company's data export into the picked folder, from the offboarding calls. */
export function runCompanyExport(
  query: OffboardingQuery,
  folder: ExportFolder,
  signal: AbortSignal,
  onProgress: (progress: ExportProgress) => void,
) {
  return runExport(query, folder, sources, signal, onProgress);
}
