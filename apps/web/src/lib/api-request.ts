import { type CallRoute, type ErrorCode, isErrorCode, pathOf } from '@mobilo/contract';

/** An error answer of the API (or no answer at all), reduced to what the screens act on. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errorCode: ErrorCode;
  readonly parameter: string | null;
  /** CONFLICT_STALE_VERSION: the object as it is now (docs/adr/0022); null otherwise. */
  readonly current: Record<string, unknown> | null;

  constructor(
    statusCode: number,
    errorCode: ErrorCode,
    parameter: string | null = null,
    current: Record<string, unknown> | null = null,
  ) {
    super(`${errorCode} (${statusCode})`);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errorCode = errorCode;
    this.parameter = parameter;
    this.current = current;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The object as it is now, when the error is a stale write; null for every other error. */
export function currentOfStaleWrite(error: unknown): Record<string, unknown> | null {
  return isApiError(error) && error.errorCode === 'CONFLICT_STALE_VERSION' ? error.current : null;
}

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** Anything with a `parse` method, such as a zod schema of the contract package. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON unless it is FormData or a Blob. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Validates the answer; a mismatch is reported as UNKNOWN_ERROR. It may still be on its way (a
   * deferred call's definition, `api-client.ts`): the answer then waits for it.
   */
  schema?: ResponseSchema<T> | Promise<ResponseSchema<T> | undefined>;
}

function isEmptyQueryValue(value: QueryValue): boolean {
  return value === undefined || value === null || value === '';
}

/** Builds `path?query`; empty values are dropped so that servers never see `?name=`. */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (!isEmptyQueryValue(value)) search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Turns an error answer of the API into an ApiError; unknown codes become UNKNOWN_ERROR. A 503
 * without the error shape (a proxy while the server restarts) says the service is unavailable.
 */
export function toApiError(statusCode: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && 'reason' in body) {
    const reason = (body as { reason: unknown }).reason;
    if (typeof reason === 'object' && reason !== null) {
      const { errorCode, parameter } = reason as { errorCode?: unknown; parameter?: unknown };
      const parameterText = typeof parameter === 'string' || typeof parameter === 'number' ? String(parameter) : null;
      const current =
        typeof parameter === 'object' && parameter !== null && !Array.isArray(parameter)
          ? (parameter as Record<string, unknown>)
          : null;
      if (isErrorCode(errorCode)) return new ApiError(statusCode, errorCode, parameterText, current);
      return new ApiError(statusCode, 'UNKNOWN_ERROR', parameterText);
    }
  }
  return new ApiError(statusCode, statusCode === 503 ? 'SERVICE_UNAVAILABLE' : 'UNKNOWN_ERROR');
}

/** A schema still loading has failed when its chunk could not be fetched: the connection is gone. */
async function schemaOf<T>(schema: RequestOptions<T>['schema']): Promise<ResponseSchema<T> | undefined> {
  try {
    return await schema;
  } catch {
    throw new ApiError(0, 'NO_CONNECTION');
  }
}

/**
 * The one place a request leaves the app. Screens call through the contract's definitions
 * (`api.call` in `api-client.ts`), so that no path is typed by hand.
 */
export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const body = encodeBody(options.body, headers);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    // An aborted request is not a connection problem; the caller asked for it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NO_CONNECTION');
  }

  const data = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  const schema = await schemaOf(options.schema);
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch (error) {
    console.error(`Unexpected answer of ${path}`, error);
    throw new ApiError(response.status, 'UNKNOWN_ERROR');
  }
}

/**
 * Makes a call by its route alone, its answer unchecked: for the sign-in page, which loads without
 * the schema library and reads no more of an answer than its status, a redirect or a flag.
 */
export function requestRoute<T>(
  route: CallRoute,
  input: { params?: Record<string, unknown>; query?: QueryParams; body?: unknown } = {},
): Promise<T> {
  return request<T>(pathOf(route, input.params), { method: route.method, query: input.query, body: input.body });
}
