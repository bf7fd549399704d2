import {
  type CallDefinition,
  type CallInput,
  type CallResponse,
  etagOf,
  IDEMPOTENCY_KEY_HEADER,
  pathOf,
} from '@mobilo/contract';
import { ApiError, isApiError, type QueryParams, request, type ResponseSchema } from './api-request';

// The error type lives with the request, which the sign-in page uses without the rest of this file.
export { ApiError, buildUrl, currentOfStaleWrite, isApiError, type QueryParams, toApiError } from './api-request';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header: made once per action of the user and sent again with
   * every retry of it, so the server does the action once (docs/adr/0028).
   */
  idempotencyKey?: string;
}

/** The input may be left out when the call needs none (no path parameters, no body). */
type CallArgs<D extends CallDefinition> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "needs nothing" is exactly `{}`
  {} extends CallInput<D>
    ? [input?: CallInput<D>, options?: CallOptions]
    : [input: CallInput<D>, options?: CallOptions];

/** A file download is a link (`pathOf`), not a call whose answer the app reads. */
type JsonCall = CallDefinition & { download?: false };

/**
 * A call of the app's first screen, by its route (`firstScreenRoutes`, `signInRoutes`) and a loader
 * of its definition: the request leaves at once, the definition's chunk (with the schema library)
 * is fetched beside it, and the answer is checked once both are there. The first screen so shows
 * without the schemas (docs/performance.md, "The employee home loads without the schemas").
 */
export interface DeferredCall<D extends JsonCall> {
  readonly route: Pick<D, 'method' | 'path'>;
  readonly definition: () => Promise<D>;
}

/** Names a deferred call; `D` is inferred from the loader, so the route must be the definition's. */
export function deferCall<D extends JsonCall & { readonly upload?: undefined }>(
  route: Pick<D, 'method' | 'path'>,
  definition: () => Promise<D>,
): DeferredCall<D> {
  return { route, definition };
}

type AnswerSchema<D extends JsonCall> = ResponseSchema<CallResponse<D>> | undefined;

/** The schema the answer is checked against, unless the definition says why it is too large for that. */
function answerSchemaOf<D extends JsonCall>(definition: D): AnswerSchema<D> {
  return definition.unchecked ? undefined : (definition.response as AnswerSchema<D>);
}

/**
 * Makes a call of the contract: the path parameters go into its path, the query and body as the
 * definition says, an upload as multipart form data under its field. The answer is checked
 * against the definition's schema, unless the definition says why it is too large for that.
 */
export function callApi<D extends JsonCall>(
  call: D | DeferredCall<D>,
  ...[input, options]: CallArgs<D>
): Promise<CallResponse<D>> {
  const { params, query, body, file, version } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
    file?: Blob;
    version?: number;
  };
  const deferred = 'definition' in call ? call : null;
  const definition = deferred ? null : (call as D);
  const route = deferred?.route ?? (call as D);
  let payload = body;
  if (definition?.upload) {
    const form = new FormData();
    if (file) form.append(definition.upload.field, file);
    payload = form;
  }
  const loading = deferred?.definition();
  const loadingSchema = loading?.then(answerSchemaOf);
  // An error answer never reads the schema: a definition that failed to load is then no error of its own.
  loadingSchema?.catch(() => undefined);
  const schema = loadingSchema ?? answerSchemaOf(call as D);
  const headers: Record<string, string> = {};
  // The version the screen read: the server refuses the write when the object changed since.
  if (version !== undefined) headers['If-Match'] = etagOf(version);
  if (options?.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  const answer = request(pathOf(route, params), {
    method: route.method,
    query,
    body: payload,
    headers,
    signal: options?.signal,
    schema,
  });
  if (loading) return answer.catch(async (error: unknown) => throwChecked(error, await loading.catch(() => null)));
  if (!definition?.versioned || !schema) return answer;
  return answer.catch((error: unknown) => {
    throw withCurrentChecked(error, schema as ResponseSchema<unknown>);
  });
}

/** A deferred call's error, its current object checked when its definition (if it came) is versioned. */
function throwChecked<D extends JsonCall>(error: unknown, definition: D | null): never {
  const schema = definition?.versioned ? answerSchemaOf(definition) : undefined;
  throw schema ? withCurrentChecked(error, schema) : error;
}

/** A stale write's current object is the call's answer shape: checked like an answer. */
function withCurrentChecked(error: unknown, schema: ResponseSchema<unknown>): unknown {
  if (!isApiError(error) || error.current === null) return error;
  try {
    const current = schema.parse(error.current) as Record<string, unknown>;
    return new ApiError(error.statusCode, error.errorCode, error.parameter, current);
  } catch {
    return new ApiError(error.statusCode, error.errorCode, error.parameter);
  }
}

/**
 * Starts a file download that the server may queue instead: the payroll export with the download
 * centre answers 202 with the queued download's record, which `answer` reads.
 */
export function startDownload<D extends CallDefinition & { download: true; method: 'GET' }, T>(
  definition: D,
  answer: ResponseSchema<T>,
  input: CallInput<D>,
  options?: CallOptions,
): Promise<T> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: QueryParams };
  return request(pathOf(definition, params), { query, signal: options?.signal, schema: answer });
}

/**
 * The API as the screens use it: `api.call(expenseCalls.submit, { params: { id } })`; a file is
 * a link (`downloadFile` in `file-download.ts`).
 */
export const api = { call: callApi, startDownload };
