import { describe, expect, it } from 'vitest';
import { repeatVerdict } from './idempotency-key';
import { idempotencyKeySchema } from './idempotency-key-schema';

describe('idempotency keys', () => {
  it('accepts a UUID and opaque URL-safe tokens, and refuses short, long or odd keys', () => {
    expect(idempotencyKeySchema.safeParse('0b4d6c1e-6a43-4c1f-9a0e-3f9d2d0f5e21').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('abcDEF_123-xyz789').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('a'.repeat(101)).success).toBe(false);
    expect(idempotencyKeySchema.safeParse('key with spaces and more').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('ключ-ключ-ключ-ключ').success).toBe(false);
  });

  it('answers a repeat with the kept answer and refuses a key reused for another request', () => {
    const create = { operation: 'create' as const, fingerprint: 'aa' };
    expect(repeatVerdict(null, create)).toBe('first');
    expect(repeatVerdict(create, { ...create })).toBe('repeat');
    expect(repeatVerdict(create, { operation: 'create', fingerprint: 'bb' })).toBe('reused');
    expect(repeatVerdict(create, { operation: 'upload', fingerprint: 'aa' })).toBe('reused');
  });
});
