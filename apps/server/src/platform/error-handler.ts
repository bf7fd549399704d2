import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@mobilo/contract';
import { AppError } from './app-error';
import { StaleVersionError } from './versioning';
import { sqlStateOf } from '../db/sql-errors';

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  parameter: ErrorResponse['reason']['parameter'],
  status?: number,
) {
  const statusCode = status ?? new AppError(code).statusCode;
  const body: ErrorResponse = { statusCode, reason: { errorCode: code, parameter } };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own error codes for bodies it cannot take, mapped to ours. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'INVALID_INPUT',
};

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'ACCESS_DENIED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Database refusals that are the request's doing, not the server's: class 22 "data exception"
 * (a value out of range or untranslatable) is bad input; a deadlock or serialisation failure
 * between two simultaneous changes, or a row that a concurrent change removed (foreign key), is a
 * conflict the client may retry.
 */
function databaseRefusal(error: unknown): ErrorCode | null {
  const state = sqlStateOf(error);
  if (state === null) return null;
  if (state.startsWith('22')) return 'INVALID_INPUT';
  if (state === '40P01' || state === '40001' || state === '23503') return 'CONFLICT';
  return null;
}

/** Writes every failure in the specification's error shape; 5xx never reveal internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof StaleVersionError) {
      return sendError(reply, error.code, error.current);
    }
    if (error instanceof AppError) {
      return sendError(reply, error.code, error.parameter);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const unknownKeys =
        first?.keyword === 'unrecognized_keys' ? (first.params as { keys?: string[] }).keys : undefined;
      const field = [path, unknownKeys?.join(',')].filter(Boolean).join('.');
      // e.g. "body.email" or "querystring.month"; tells the client which field to mark.
      const parameter = [error.validationContext, field].filter(Boolean).join('.');
      return sendError(reply, 'INVALID_INPUT', parameter || null);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(reply, 'INTERNAL_ERROR', null);
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.warn({ err: error }, 'request refused by the database');
      return sendError(reply, refusal, null);
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(reply, mapped, null);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, statusCodes[status] ?? 'BAD_REQUEST', null, status);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      reply,
      status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
      null,
      status === 503 ? 503 : 500,
    );
  });
}
