/**
 * A create or upload sent from the phone's queue names itself with this header, so that sending
 * it again after a lost answer returns the first answer instead of doing the work twice
 * (docs/adr/0028).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The first request under a key, as the server kept it. */
export interface KeptRequest {
  operation: 'create' | 'upload';
  fingerprint: string;
}

export type RepeatVerdict = 'first' | 'repeat' | 'reused';

/**
 * What a request under a key is: the first of its kind, a repeat of the kept request (answered
 * with the kept answer) or another request that reuses the key (refused; nothing is done).
 */
export function repeatVerdict(kept: KeptRequest | null, request: KeptRequest): RepeatVerdict {
  if (!kept) return 'first';
  return kept.operation === request.operation && kept.fingerprint === request.fingerprint ? 'repeat' : 'reused';
}
