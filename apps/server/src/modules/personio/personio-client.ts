import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import {
  jsonAnswer,
  type OutsideSystemCodes,
  type RetryingHttpOptions,
  retryingSender,
} from '../../platform/retrying-http';

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

export interface PersonioClientOptions extends RetryingHttpOptions {
  clientId: string;
  clientSecret: string;
}

const codes: OutsideSystemCodes = { unavailable: 'PERSONIO_UNAVAILABLE', malformed: 'PERSONIO_MALFORMED' };

export interface PersonioClient {
  listEmployees(): Promise<PersonioEmployee[]>;
  listAttributes(): Promise<{ key: string; label: string }[]>;
}

export const personioPageSize = 100;

export function createPersonioClient(options: PersonioClientOptions): PersonioClient {
  let token: string | null = null;

  const send = retryingSender(options, codes, 15_000);
  const json = <T>(response: Response, schema: z.ZodType<T>) => jsonAnswer(response, schema, codes);

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
