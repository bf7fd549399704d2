import { type ErrorCode, statusOfErrorCode } from '@mobilo/contract';

/** The one error type of the server: a stable code from the contract and an optional parameter. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly parameter: string | null = null,
  ) {
    super(parameter === null ? code : `${code} (${parameter})`);
    this.name = 'AppError';
    this.statusCode = statusOfErrorCode(code);
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', what);
export const accessDenied = () => new AppError('ACCESS_DENIED');
