/** The PostgreSQL error inside `error` (Drizzle wraps it as the cause), or null for other errors. */
function postgresErrorOf(error: unknown): { code: string; constraint?: unknown } | null {
  for (let cause = error, depth = 0; cause && depth < 4; depth += 1) {
    const { code, severity } = cause as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') {
      return cause as { code: string; constraint?: unknown };
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/** The SQLSTATE of a PostgreSQL error, also when wrapped by Drizzle; null for other errors. */
export function sqlStateOf(error: unknown): string | null {
  return postgresErrorOf(error)?.code ?? null;
}

/** Whether `error` is a refusal by the unique index or constraint `name` (23505). */
export function isUniqueViolation(error: unknown, name: string): boolean {
  const found = postgresErrorOf(error);
  return found?.code === '23505' && found.constraint === name;
}
