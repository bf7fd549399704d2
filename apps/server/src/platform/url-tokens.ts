import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';

/** Tokens in mailed links are random UUIDs (122 random bits); the specification calls them so. */
export function newUrlToken(): string {
  return randomUUID();
}

const uuid = z.uuid();

export function isUrlToken(value: string): boolean {
  return uuid.safeParse(value).success;
}

/** Tokens are stored by this hash only. */
export function hashUrlToken(token: string): string {
  return createHash('sha256').update(token.toLowerCase()).digest('hex');
}
