/** Why a receipt could not be read; stored with its reading. */
export const UNREADABLE_REASONS = [
  'TOO_LARGE',
  'TOO_MANY_PIXELS',
  'ENCRYPTED',
  'BROKEN',
  'NO_TEXT',
  'NO_FIELDS',
  'TIMEOUT',
  'FAILED',
] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];
