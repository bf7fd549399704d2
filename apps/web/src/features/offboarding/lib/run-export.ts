import { inBatches, offboardingBatchSize, type OffboardingQuery } from '@mobilo/contract';

/** What the export writes into: a folder the user picked (File System Access API). */
export interface ExportFolder {
  writeFile(name: string, content: Blob | string): Promise<void>;
}

export interface ExportFile {
  url: string;
  fallbackName: string;
}

export interface ExportSources {
  /** The data lists, each written as one JSON file. */
  lists: Record<string, (query: OffboardingQuery, signal: AbortSignal) => Promise<unknown>>;
  /** The files to download, known once the lists have answered. */
  filesOf: (lists: Record<string, unknown>) => ExportFile[];
  download: (url: string, signal: AbortSignal) => Promise<{ blob: Blob; fileName: string | null }>;
}

export interface ExportResult {
  outcome: 'done' | 'aborted';
  failedFiles: number;
}

/** Names may repeat across expenses: the second "receipt.pdf" becomes "receipt (2).pdf". */
function uniqueName(name: string, taken: Set<string>): string {
  const safe = name.replace(/[\\/:*?"<>|]/g, '_');
  let candidate = safe;
  for (let n = 2; taken.has(candidate); n += 1) {
    const dot = safe.lastIndexOf('.');
    candidate = dot > 0 ? `${safe.slice(0, dot)} (${n})${safe.slice(dot)}` : `${safe} (${n})`;
  }
  taken.add(candidate);
  return candidate;
}

/**
 * Loads the lists, writes them, then downloads the files in parallel batches of 10, reporting
 * progress as current over total. A failed file is counted, not fatal; an abort stops at once.
 */
export async function runExport(
  query: OffboardingQuery,
  folder: ExportFolder,
  sources: ExportSources,
  signal: AbortSignal,
  onProgress: (progress: { current: number; total: number }) => void,
): Promise<ExportResult> {
  const lists: Record<string, unknown> = {};
  try {
    for (const [name, load] of Object.entries(sources.lists)) {
      lists[name] = await load(query, signal);
      await folder.writeFile(`${name}.json`, JSON.stringify(lists[name], null, 2));
    }
    const files = sources.filesOf(lists);
    let current = 0;
    let failedFiles = 0;
    const taken = new Set<string>();
    onProgress({ current, total: files.length });
    for (const batch of inBatches(files, offboardingBatchSize)) {
      await Promise.all(
        batch.map(async (file) => {
          try {
            const { blob, fileName } = await sources.download(file.url, signal);
            await folder.writeFile(uniqueName(fileName ?? file.fallbackName, taken), blob);
          } catch (error) {
            if (signal.aborted) throw error;
            failedFiles += 1;
          }
          current += 1;
          onProgress({ current, total: files.length });
        }),
      );
      if (signal.aborted) return { outcome: 'aborted', failedFiles };
    }
    return { outcome: 'done', failedFiles };
  } catch (error) {
    if (signal.aborted) return { outcome: 'aborted', failedFiles: 0 };
    throw error;
  }
}
