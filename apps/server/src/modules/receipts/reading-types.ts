import type { UnreadableReason } from './read-limits';

export type ReceiptMime = 'application/pdf' | 'image/png' | 'image/jpeg';

/** Which reader produced a result; null where no reader ran (a limit refused the file first). */
export interface Engine {
  engine: string | null;
  version: string | null;
}

export const NO_ENGINE: Engine = { engine: null, version: null };

export type TextReading = ({ text: string } | { reason: UnreadableReason }) & Engine;
