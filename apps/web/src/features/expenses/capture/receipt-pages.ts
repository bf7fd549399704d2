import type { PhotoIssue } from './photo-quality';

/** A receipt is at most this many photographed pages: enough for a hotel bill, small to upload. */
export const MAX_PAGES = 10;

/** One photographed page, ready to be sent: JPEG (re-encoded) or the picked JPEG/PNG unchanged. */
export interface ReceiptPage {
  id: string;
  name: string;
  type: 'image/jpeg' | 'image/png';
  bytes: Uint8Array;
  width: number;
  height: number;
  /** What the quality check found; emptied when the employee chooses to use the photo anyway. */
  issues: PhotoIssue[];
}

/** The pages with the one at `index` moved by `by` places; unchanged when it would leave the list. */
export function movePage<T>(pages: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= pages.length || target < 0 || target >= pages.length) return [...pages];
  const moved = [...pages];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export function removePage<T extends { id: string }>(pages: readonly T[], id: string): T[] {
  return pages.filter((page) => page.id !== id);
}

/** The page with this id replaced in its place (a photo taken again). */
export function replacePage<T extends { id: string }>(pages: readonly T[], id: string, page: T): T[] {
  return pages.map((current) => (current.id === id ? page : current));
}

/** Appends what fits under `MAX_PAGES`; `refused` counts the pages left out. */
export function appendPages<T>(pages: readonly T[], added: readonly T[]): { pages: T[]; refused: number } {
  const room = Math.max(0, MAX_PAGES - pages.length);
  return { pages: [...pages, ...added.slice(0, room)], refused: Math.max(0, added.length - room) };
}
