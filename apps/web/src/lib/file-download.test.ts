import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { fileNameFromContentDisposition } from '@mobilo/contract';
import { downloadErrorMessage, fetchFile, FileDownloadError } from './file-download';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the download to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fileNameFromContentDisposition', () => {
  it('reads plain and encoded names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="receipt 1.pdf"')).toBe('receipt 1.pdf');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''Beleg%20%C3%BC.pdf")).toBe('Beleg ü.pdf');
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('inline')).toBeNull();
  });
});

describe('fetchFile', () => {
  it('answers the content and the name of the content-disposition header, with the cookie and without empty query values', async () => {
    const fetchMock = stubFetch(
      new Response('[Allgemein]', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="LODAS_202611.txt"' },
      }),
    );
    const file = await fetchFile('/api/v3/management/period/202611/export/tax', {
      query: { platform: 'lodas', empty: '' },
    });
    expect(file.fileName).toBe('LODAS_202611.txt');
    expect(await file.blob.text()).toBe('[Allgemein]');
    expect(fetchMock).toHaveBeenCalledWith('/api/v3/management/period/202611/export/tax?platform=lodas', {
      credentials: 'include',
      signal: undefined,
    });
  });

  it('reads the error body of a failed download as the API error', async () => {
    stubFetch(
      new Response(JSON.stringify({ statusCode: 409, reason: { errorCode: 'PERIOD_INVOICED', parameter: '202611' } }), {
        status: 409,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await failureOf(fetchFile('/file'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(409);
  });

  it('turns an unreadable error body into a download error with the generic text', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(fetchFile('/file'));
    expect(error).toBeInstanceOf(FileDownloadError);
    expect(downloadErrorMessage(error)).toBe('Something went wrong while downloading the file');
  });

  it('reports a lost connection as NO_CONNECTION', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(fetchFile('/file'));
    expect((error as ApiError).errorCode).toBe('NO_CONNECTION');
  });
});
