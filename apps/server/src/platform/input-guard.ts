import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Nesting beyond this is no request of ours; it is refused instead of walked. */
const MAX_DEPTH = 32;

/**
 * The path of the first string holding a NUL character, or null. PostgreSQL cannot store NUL in
 * text, so such a value would fail deep in a query; it is refused at the door instead.
 */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = `${path}.${key}`;
    if (key.includes('\u0000')) return innerPath;
    const found = findNulCharacter(inner, innerPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Before any schema runs: a NUL character in the path, the query or a JSON body answers 400
 * `INVALID_INPUT` naming the field, for every route at once.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      findNulCharacter(request.params, 'params') ??
      findNulCharacter(request.query, 'querystring') ??
      findNulCharacter(request.body, 'body');
    if (found !== null) throw new AppError('INVALID_INPUT', found);
  });
}
