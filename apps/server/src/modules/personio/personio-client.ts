import { z } from 'zod';
import { AppError } from '../../platform/app-error';

/**
 * A client of Personio's public API v1: a token from `POST /v1/auth`, employees page by page
 * (`GET /v1/company/employees?limit&offset`, at most 100 a page) and the readable attributes
 * (`GET /v1/company/employees/attributes`). Every call has a timeout; 429 and 5xx answers are
 * retried with a growing pause (a 429's Retry-After first), then the run gives up with a code.
 */

/** `{label, value, type, universal_id}` — Personio's shape of every employee attribute. */
const attributeSchema = z.object({
  label: z.string().nullish(),
  value: z.unknown(),
  type: z.string().nullish(),
  universal_id: z.string().nullish(),
});
export type PersonioAttribute = z.infer<typeof attributeSchema>;

const employeesPageSchema = z.object({
  success: z.literal(true),
  metadata: z
    .object({ total_elements: z.number().int(), current_page: z.number().int(), total_pages: z.number().int() })
    .nullish(),
  data: z.array(z.object({ type: z.string().optional(), attributes: z.record(z.string(), attributeSchema) })),
});
export type PersonioEmployee = z.infer<typeof employeesPageSchema>['data'][number];

const authSchema = z.object({ success: z.literal(true), data: z.object({ token: z.string().min(1) }) });
const attributesSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ key: z.string(), label: z.string().nullish() })),
});

export interface PersonioClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per call. */
  timeoutMs?: number;
  /** Tries of one call, the first included. */
  attempts?: number;
  /** The pause before the n-th retry when the answer names none (1 s, 2 s, 4 s …). */
  backoffMs?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

export interface PersonioClient {
  listEmployees(): Promise<PersonioEmployee[]>;
  listAttributes(): Promise<{ key: string; label: string }[]>;
}

export const personioPageSize = 100;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Personio names the pause in seconds; a date instead falls back to the growing pause. */
function retryAfterMs(header: string | null): number | null {
  const seconds = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isFinite(seconds) ? Math.min(60, Math.max(0, seconds)) * 1000 : null;
}

export function createPersonioClient(options: PersonioClientOptions): PersonioClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const attempts = options.attempts ?? 4;
  const backoff = options.backoffMs ?? ((retry: number) => 1000 * 2 ** (retry - 1));
  const sleep = options.sleep ?? wait;
  const doFetch = options.fetch ?? fetch;
  let token: string | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        // Unreachable or too slow: retried like a 5xx.
        if (attempt >= attempts) throw new AppError('PERSONIO_UNAVAILABLE', (error as Error).name ?? 'network');
        await sleep(backoff(attempt));
        continue;
      }
      if (response.status !== 429 && response.status < 500) return response;
      if (attempt >= attempts) throw new AppError('PERSONIO_UNAVAILABLE', String(response.status));
      await response.body?.cancel();
      await sleep(retryAfterMs(response.headers.get('retry-after')) ?? backoff(attempt));
    }
  }

  async function json<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new AppError('PERSONIO_MALFORMED');
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new AppError('PERSONIO_MALFORMED');
    return parsed.data;
  }

  async function authenticate(): Promise<string> {
    const response = await send('/v1/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: options.clientId, client_secret: options.clientSecret }),
    });
    if (response.status === 401 || response.status === 403) throw new AppError('PERSONIO_UNAUTHORIZED');
    if (!response.ok) throw new AppError('PERSONIO_UNAVAILABLE', String(response.status));
    return (await json(response, authSchema)).data.token;
  }

  /** A read with the current token; Personio may hand out the next one in the answer's header. */
  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    token ??= await authenticate();
    let response = await send(path, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    if (response.status === 401) {
      // An expired token: one new one, once.
      await response.body?.cancel();
      token = await authenticate();
      response = await send(path, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    }
    if (response.status === 401 || response.status === 403) throw new AppError('PERSONIO_UNAUTHORIZED');
    if (!response.ok) throw new AppError('PERSONIO_UNAVAILABLE', String(response.status));
    const next = response.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (next) token = next;
    return json(response, schema);
  }

  return {
    async listEmployees() {
      const employees: PersonioEmployee[] = [];
      for (let offset = 0; ; offset += personioPageSize) {
        const page = await get(`/v1/company/employees?limit=${personioPageSize}&offset=${offset}`, employeesPageSchema);
        employees.push(...page.data);
        const total = page.metadata?.total_elements;
        if (page.data.length < personioPageSize || (total !== undefined && employees.length >= total)) return employees;
      }
    },
    async listAttributes() {
      const answer = await get('/v1/company/employees/attributes', attributesSchema);
      return answer.data.map((attribute) => ({ key: attribute.key, label: attribute.label ?? attribute.key }));
    },
  };
}
