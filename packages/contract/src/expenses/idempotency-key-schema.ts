import { z } from 'zod';

/** A random id made by the client: a UUID fits, so do other opaque tokens of 16–100 URL-safe characters. */
export const idempotencyKeySchema = z
  .string()
  .min(16)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);
