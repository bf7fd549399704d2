import type { ErrorCode } from '@mobilo/contract';
import type { z } from 'zod';
import { AppError } from './app-error';

/** How an outside system's client calls it: each client's options carry these. */
export interface RetryingHttpOptions {
  baseUrl: string;
  /** Per call. */
  timeoutMs?: number;
  /** Tries of one call, the first included. */
  attempts?: number;
  /** The pause before the n-th retry when the answer names none (1 s, 2 s, 4 s …). */
  backoffMs?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

/** The codes a client answers with when the system is away or says something unreadable. */
export interface OutsideSystemCodes {
  unavailable: ErrorCode;
  malformed: ErrorCode;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds (at most a minute); a date instead falls back to the growing pause. */
export function retryAfterMs(header: string | null): number | null {
  const seconds = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isFinite(seconds) ? Math.min(60, Math.max(0, seconds)) * 1000 : null;
}

/**
 * A sender of requests to one outside system: every call has a timeout; an unreachable or slow
 * system, 429 and 5xx are tried again with a growing pause (the answer's Retry-After first),
 * then the call gives up with the system's `unavailable` code. Other answers are the caller's.
 */
export function retryingSender(options: RetryingHttpOptions, codes: OutsideSystemCodes, defaultTimeoutMs: number) {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const attempts = options.attempts ?? 4;
  const backoff = options.backoffMs ?? ((retry: number) => 1000 * 2 ** (retry - 1));
  const sleep = options.sleep ?? wait;
  const doFetch = options.fetch ?? fetch;

  return async function send(path: string, init: RequestInit): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        // Unreachable or too slow: retried like a 5xx.
        if (attempt >= attempts) throw new AppError(codes.unavailable, (error as Error).name ?? 'network');
        await sleep(backoff(attempt));
        continue;
      }
      if (response.status !== 429 && response.status < 500) return response;
      if (attempt >= attempts) throw new AppError(codes.unavailable, String(response.status));
      await response.body?.cancel();
      await sleep(retryAfterMs(response.headers.get('retry-after')) ?? backoff(attempt));
    }
  };
}

/** The answer's JSON in the shape the system documents, or the system's `malformed` code. */
export async function jsonAnswer<T>(response: Response, schema: z.ZodType<T>, codes: OutsideSystemCodes): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AppError(codes.malformed);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(codes.malformed);
  return parsed.data;
}
