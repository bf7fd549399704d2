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
 * Makes a call of the contract: the path parameters go into its path, the query and body as the
 * definition says, an upload as multipart form data under its field. The answer is checked
 * against the definition's schema, unless the definition says why it is too large for that.
 */
export function callApi<D extends JsonCall>(definition: D, ...[input, options]: CallArgs<D>): Promise<CallResponse<D>> {
  const { params, query, body, file, version } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
    file?: Blob;
    version?: number;
  };
  let payload = body;
  if (definition.upload) {
    const form = new FormData();
    if (file) form.append(definition.upload.field, file);
    payload = form;
  }
  const schema = definition.unchecked
    ? undefined
    : (definition.response as ResponseSchema<CallResponse<D>> | undefined);
  const headers: Record<string, string> = {};
  // The version the screen read: the server refuses the write when the object changed since.
  if (version !== undefined) headers['If-Match'] = etagOf(version);
  if (options?.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  const answer = request(pathOf(definition, params), {
    method: definition.method,
    query,
    body: payload,
    headers,
    signal: options?.signal,
    schema,
  });
  if (!definition.versioned || !schema) return answer;
  return answer.catch((error: unknown) => {
    throw withCurrentChecked(error, schema);
  });
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
