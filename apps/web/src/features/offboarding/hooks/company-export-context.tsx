import type { OffboardingQuery } from '@mobilo/contract';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { ExportFolderError, pickExportFolder } from '../lib/export-folder';
import '../offboarding-texts';

/** Message durations of specification §8. */
const abortWarningMs = 3000;
const resultMs = 5000;

export interface ExportProgress {
  current: number;
  total: number | null;
}

interface CompanyExport {
  running: boolean;
  progress: ExportProgress | null;
  start: (query: OffboardingQuery) => Promise<void>;
  abort: () => void;
}

const CompanyExportContext = createContext<CompanyExport | null>(null);

/** Holds the running export, so that its progress bar shows while the dialog is closed. */
export function CompanyExportProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('offboarding');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (query: OffboardingQuery) => {
      if (controller.current) return;
      let folder;
      try {
        folder = await pickExportFolder(`mobilo-export-${query.from}-${query.to}`);
      } catch (error) {
        const kind = error instanceof ExportFolderError ? error.kind : 'denied';
        if (kind === 'unsupported') notifyWarning(t('messages.noFileSystemAccess'));
        if (kind === 'denied') notifyWarning(t('messages.directoryDenied'));
        if (kind === 'creationFailed') notifyError(t('messages.directoryFailed'));
        return;
      }
      const abortController = new AbortController();
      controller.current = abortController;
      setProgress({ current: 0, total: null });
      try {
        // The export's calls and their schemas load when an export starts, not with every screen.
        const { runCompanyExport } = await import('../lib/company-export-run');
        const result = await runCompanyExport(query, folder, abortController.signal, setProgress);
        if (result.outcome === 'aborted') notifyWarning(t('messages.aborted'), { autoClose: abortWarningMs });
        else if (result.failedFiles > 0)
          notifyWarning(t('messages.partial', { count: result.failedFiles }), { autoClose: resultMs });
        else notifySuccess(t('messages.done'), { autoClose: resultMs });
      } catch {
        notifyError(t('messages.failed'));
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [t],
  );

  const abort = useCallback(() => controller.current?.abort(), []);
  const value = useMemo(() => ({ running: progress !== null, progress, start, abort }), [progress, start, abort]);
  return <CompanyExportContext.Provider value={value}>{children}</CompanyExportContext.Provider>;
}

export function useCompanyExport(): CompanyExport {
  const context = useContext(CompanyExportContext);
  if (!context) throw new Error('useCompanyExport needs a CompanyExportProvider');
  return context;
}
