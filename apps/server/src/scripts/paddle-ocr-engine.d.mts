/** PaddleOCR for the reader benchmark, or null where its packages are not installed. */
export function createPaddleEngine(): Promise<{
  name: string;
  read(file: string): Promise<string>;
  stop(): Promise<void>;
} | null>;
