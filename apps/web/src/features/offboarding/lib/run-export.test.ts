import { describe, expect, it, vi } from 'vitest';
import { runExport, type ExportSources } from './run-export';

const query = { from: '2026-10-01', to: '2026-10-31' };

function folder() {
  const written = new Map<string, Blob | string>();
  return { written, writeFile: vi.fn(async (name: string, content: Blob | string) => void written.set(name, content)) };
}

function sources(fileCount: number, download: ExportSources['download']): ExportSources {
  return {
    lists: { expenses: async () => ({ expenses: fileCount }), cards: async () => ({ cards: [] }) },
    filesOf: () => Array.from({ length: fileCount }, (_, i) => ({ url: `/f/${i}`, fallbackName: 'receipt.pdf' })),
    download,
  };
}

describe('runExport', () => {
  it('writes the lists and downloads the files in batches of at most 10 at a time', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const download = vi.fn(async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return { blob: new Blob(['x']), fileName: null };
    });
    const target = folder();
    const progress: string[] = [];
    const result = await runExport(query, target, sources(23, download), new AbortController().signal, (p) =>
      progress.push(`${p.current}/${p.total}`),
    );
    expect(result).toEqual({ outcome: 'done', failedFiles: 0 });
    expect(download).toHaveBeenCalledTimes(23);
    expect(mostAtOnce).toBe(10);
    expect(progress[0]).toBe('0/23');
    expect(progress.at(-1)).toBe('23/23');
    expect([...target.written.keys()]).toEqual(
      expect.arrayContaining(['expenses.json', 'cards.json', 'receipt.pdf', 'receipt (2).pdf', 'receipt (23).pdf']),
    );
  });

  it('counts failed files and goes on', async () => {
    let n = 0;
    const download = async () => {
      n += 1;
      if (n % 2 === 0) throw new Error('gone');
      return { blob: new Blob(['x']), fileName: `r${n}.pdf` };
    };
    const result = await runExport(query, folder(), sources(4, download), new AbortController().signal, () => {});
    expect(result).toEqual({ outcome: 'done', failedFiles: 2 });
  });

  it('stops after the running batch when aborted', async () => {
    const controller = new AbortController();
    const download = vi.fn(async () => {
      controller.abort();
      return { blob: new Blob(['x']), fileName: null };
    });
    const result = await runExport(query, folder(), sources(25, download), controller.signal, () => {});
    expect(result.outcome).toBe('aborted');
    expect(download).toHaveBeenCalledTimes(10);
  });
});
