import { type CallDefinition, type CallInput, fileNameFromContentDisposition, pathOf } from '@mobilo/contract';
import { ApiError, buildUrl, type QueryParams, toApiError } from './api-client';
import { apiErrorMessage, notifyApiError, notifyError } from './notify';
import { i18n } from './i18n';

/** A downloaded file: its content and the name the server gave it, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** A failed download whose answer did not say why (no error body of the API). */
export class FileDownloadError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number) {
    super(`download failed (${statusCode})`);
    this.name = 'FileDownloadError';
    this.statusCode = statusCode;
  }
}

/**
 * A failed download still carries the API's error body, but as a file: read it as text and
 * parse it. Anything unreadable or not in the error shape is a download error without a reason.
 */
async function errorOfFailedDownload(response: Response): Promise<ApiError | FileDownloadError> {
  try {
    const body = JSON.parse(await (await response.blob()).text()) as unknown;
    const error = toApiError(response.status, body);
    return typeof body === 'object' && body !== null && 'reason' in body
      ? error
      : new FileDownloadError(response.status);
  } catch {
    return new FileDownloadError(response.status);
  }
}

/**
 * GET a file with the session cookie from a URL the server gave (a queued download's link);
 * failures throw ApiError (with the server's reason) or FileDownloadError.
 */
export async function fetchFile(
  url: string,
  options: { query?: QueryParams; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(buildUrl(url, options.query), { credentials: 'include', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NO_CONNECTION');
  }
  if (!response.ok) throw await errorOfFailedDownload(response);
  return {
    blob: await response.blob(),
    fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
  };
}

/** Hands a file to the browser's download. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob over; revoking later keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A download call of the contract: `downloadCalls.file`, `taxExportCalls.yearReport` … */
type DownloadCall = CallDefinition & { download: true; method: 'GET' };

/** Fetches the file of a download call and saves it under the server's name. */
export async function downloadFile<D extends DownloadCall>(
  definition: D,
  input: CallInput<D>,
  fallbackName: string,
): Promise<void> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: QueryParams };
  saveFile(await fetchFile(pathOf(definition, params), { query }), fallbackName);
}

/** The text of a failed download: the server's translated reason, else the generic sentence. */
export function downloadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return apiErrorMessage(error);
  return i18n.t('download.failed', { ns: 'common' });
}

/** Shows a failed download as a toast, with the server's reason where it gave one. */
export function notifyDownloadError(error: unknown): void {
  if (error instanceof ApiError) notifyApiError(error);
  else notifyError(downloadErrorMessage(error));
}
