import { useCallback, useEffect, useRef, useState } from 'react';
import { combinePages } from './combine-pages';
import { decodeInBrowser } from './photo-canvas';
import { prepareFile, type PreparedFile, type RefusalReason } from './prepare-photo';
import { appendPages, MAX_PAGES, movePage, type ReceiptPage, removePage, replacePage } from './receipt-pages';

/** The browser work behind capture, replaceable where there is no canvas (component tests). */
export interface CaptureTools {
  prepare: (file: File) => Promise<PreparedFile>;
  combine: (pages: readonly ReceiptPage[]) => Promise<File>;
}

export const browserCaptureTools: CaptureTools = {
  prepare: (file) => prepareFile(file, decodeInBrowser),
  combine: combinePages,
};

/** What the field says about the last photo: why it was refused, or that the pages are full. */
export type CaptureMessage = Exclude<RefusalReason, 'empty' | 'unsupported'> | 'tooManyPages' | 'combineFailed';

export interface ReceiptPagesOptions {
  tools: CaptureTools;
  /** The receipt as the editor holds it: another value than the one given means it was reset. */
  pending: File | null;
  onPick: (file: File) => void;
  onRemove: () => void;
  /** Refusals that concern any file (not only photos), said the way the form says them. */
  notify: (reason: 'empty' | 'unsupported') => void;
}

/**
 * The photographed pages of one receipt. Every change hands the editor the receipt as it will be
 * sent (the pages combined), so a save, and the offline queue, always take one finished file.
 */
export function useReceiptPages({ tools, pending, onPick, onRemove, notify }: ReceiptPagesOptions) {
  const [pages, setPages] = useState<ReceiptPage[]>([]);
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [preparing, setPreparing] = useState(0);
  const [combining, setCombining] = useState(0);
  const [message, setMessage] = useState<CaptureMessage | null>(null);
  // Files are prepared one after another, so pages keep the order in which they were taken.
  const queue = useRef(Promise.resolve());
  const current = useRef<ReceiptPage[]>([]);
  const handed = useRef<File | null>(null);
  const generation = useRef(0);

  const show = useCallback((next: ReceiptPage[]) => {
    current.current = next;
    setPages(next);
  }, []);

  const commit = (next: ReceiptPage[]) => {
    show(next);
    const mine = ++generation.current;
    if (next.length === 0) {
      handed.current = null;
      onRemove();
      return;
    }
    setCombining((count) => count + 1);
    tools
      .combine(next)
      .then(
        (file) => {
          if (mine !== generation.current) return;
          handed.current = file;
          onPick(file);
        },
        () => mine === generation.current && setMessage('combineFailed'),
      )
      .finally(() => setCombining((count) => count - 1));
  };

  const take = (prepared: PreparedFile, replacing: string | undefined) => {
    if (prepared.kind === 'refused') {
      const { reason } = prepared;
      return reason === 'empty' || reason === 'unsupported' ? notify(reason) : setMessage(reason);
    }
    if (prepared.kind === 'pdf') {
      // A PDF is a whole receipt: it takes the place of the pages.
      generation.current++;
      show([]);
      handed.current = prepared.file;
      return onPick(prepared.file);
    }
    if (replacing && current.current.some((page) => page.id === replacing)) {
      return commit(replacePage(current.current, replacing, prepared.page));
    }
    const added = appendPages(current.current, [prepared.page]);
    if (added.refused > 0) return setMessage('tooManyPages');
    commit(added.pages);
  };

  const add = (files: readonly File[], replacing?: string) => {
    setMessage(null);
    setPreparing((count) => count + files.length);
    queue.current = queue.current.then(async () => {
      for (const file of files) {
        // A full receipt refuses the next photo before the work of decoding it.
        if (!replacing && current.current.length >= MAX_PAGES) {
          setPreparing((count) => count - 1);
          setMessage('tooManyPages');
          continue;
        }
        const prepared = await tools
          .prepare(file)
          .catch((): PreparedFile => ({ kind: 'refused', reason: 'unreadable' }));
        setPreparing((count) => count - 1);
        take(prepared, replacing);
      }
    });
  };

  // The editor dropped the receipt (saved, or removed it): the pages go with it.
  useEffect(() => {
    if (pending !== handed.current && current.current.length > 0 && combining === 0) {
      generation.current++;
      handed.current = null;
      show([]);
    }
  }, [pending, combining, show]);

  return {
    pages,
    /** Pages whose warning the employee answered with "use anyway". */
    accepted,
    busy: preparing + combining > 0,
    preparing: preparing > 0,
    message,
    say: setMessage,
    dismissMessage: () => setMessage(null),
    add,
    move: (index: number, by: -1 | 1) => commit(movePage(current.current, index, by)),
    remove: (id: string) => commit(removePage(current.current, id)),
    accept: (id: string) => setAccepted((ids) => new Set(ids).add(id)),
    clear: () => {
      generation.current++;
      handed.current = null;
      show([]);
    },
  };
}
