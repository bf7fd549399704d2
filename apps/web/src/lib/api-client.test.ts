import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { access, defineCall } from '@mobilo/contract';
import { ApiError, api, buildUrl, deferCall } from './api-client';

function stubFetch(implementation: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('drops undefined, null and empty query values but keeps 0 and false', () => {
    expect(buildUrl('/v2/expenses', { a: undefined, b: null, c: '', d: 0, e: false, f: 'x y' })).toBe(
      '/v2/expenses?d=0&e=false&f=x+y',
    );
  });

  it('repeats array values and leaves the path alone when nothing remains', () => {
    expect(buildUrl('/users', { status: ['ACTIVE', '', 'INVITED'] })).toBe('/users?status=ACTIVE&status=INVITED');
    expect(buildUrl('/users', { q: '' })).toBe('/users');
  });
});

describe('a request', () => {
  const save = defineCall({
    method: 'POST',
    path: '/things',
    access: access.signedIn,
    tags: ['things'],
    query: z.strictObject({ page: z.string().optional() }),
    body: z.strictObject({ email: z.string() }),
    response: z.object({ ok: z.boolean() }),
  });
  const read = defineCall({ method: 'GET', path: '/things/one', access: access.signedIn, tags: ['things'] });

  it('sends cookies and JSON and returns the parsed body', async () => {
    const fetchMock = stubFetch(async () => json({ ok: true }, 200));

    const result = await api.call(save, { body: { email: 'a@b.de' }, query: { page: '' } });

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/things');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.de"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns the error shape into an ApiError with status, code and parameter', async () => {
    stubFetch(async () => json({ statusCode: 409, reason: { errorCode: 'CONFLICT', parameter: '202611' } }, 409));

    const error = await caught(api.call(read));

    expect(error.statusCode).toBe(409);
    expect(error.errorCode).toBe('CONFLICT');
    expect(error.parameter).toBe('202611');
  });

  it('reports codes it does not know as UNKNOWN_ERROR', async () => {
    stubFetch(async () => json({ statusCode: 418, reason: { errorCode: 'I_AM_A_TEAPOT', parameter: null } }, 418));

    const error = await caught(api.call(read));

    expect(error).toMatchObject({ statusCode: 418, errorCode: 'UNKNOWN_ERROR', parameter: null });
  });

  it('reports an error without the error shape as UNKNOWN_ERROR', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await caught(api.call(read));

    expect(error).toMatchObject({ statusCode: 502, errorCode: 'UNKNOWN_ERROR' });
  });

  it('reports a 503 without the error shape as the service being unavailable', async () => {
    stubFetch(async () => new Response('', { status: 503 }));

    const error = await caught(api.call(read));

    expect(error).toMatchObject({ statusCode: 503, errorCode: 'SERVICE_UNAVAILABLE' });
  });

  it('reports a request that got no answer as NO_CONNECTION', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await caught(api.call(read));

    expect(error).toMatchObject({ statusCode: 0, errorCode: 'NO_CONNECTION', parameter: null });
  });
});

describe('api.startDownload', () => {
  const exportFile = defineCall({
    method: 'GET',
    path: '/things/:id/export',
    access: access.signedIn,
    tags: ['things'],
    params: z.strictObject({ id: z.string() }),
    query: z.strictObject({ kind: z.string() }),
    download: true,
  });
  const queued = z.object({ id: z.string(), status: z.literal('QUEUED') });

  it('reads the queued answer of a download call with the schema it is given', async () => {
    const fetchMock = stubFetch(async () => json({ id: 'd1', status: 'QUEUED', extra: true }, 202));

    const answer = await api.startDownload(exportFile, queued, { params: { id: 'x' }, query: { kind: 'full' } });

    expect(answer).toEqual({ id: 'd1', status: 'QUEUED' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/things/x/export?kind=full');
  });

  it('reports an answer that is not the queued download as UNKNOWN_ERROR', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async () => json({ id: 'd1' }, 202));

    const error = await caught(api.startDownload(exportFile, queued, { params: { id: 'x' }, query: { kind: 'full' } }));

    expect(error.errorCode).toBe('UNKNOWN_ERROR');
  });
});

describe('api.call', () => {
  const rename = defineCall({
    method: 'PUT',
    path: '/things/:id/name/:lang',
    access: access.signedIn,
    tags: ['things'],
    params: z.strictObject({ id: z.string(), lang: z.string() }),
    query: z.strictObject({ force: z.boolean().optional() }),
    body: z.strictObject({ name: z.string() }),
    response: z.object({ id: z.string(), name: z.string() }),
  });

  it('fills the path, the query and the body from the definition and checks the answer', async () => {
    const fetchMock = stubFetch(async () => json({ id: 'a b', name: 'Neu', extra: 1 }, 200));

    const answer = await api.call(rename, {
      params: { id: 'a b', lang: 'de' },
      query: { force: true },
      body: { name: 'Neu' },
    });

    expect(answer).toEqual({ id: 'a b', name: 'Neu' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/things/a%20b/name/de?force=true');
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ name: 'Neu' }) });
  });

  it('names the version read as If-Match and hands over the current object of a stale-version conflict', async () => {
    const versioned = defineCall({
      ...rename,
      versioned: true,
      response: z.object({ id: z.string(), name: z.string(), version: z.number() }),
    });
    const current = { id: 'x', name: 'Theirs', version: 4 };
    const fetchMock = stubFetch(async () =>
      json({ statusCode: 409, reason: { errorCode: 'CONFLICT_STALE_VERSION', parameter: current } }, 409),
    );

    const error = await caught(
      api.call(versioned, { params: { id: 'x', lang: 'en' }, body: { name: 'Mine' }, version: 3 }),
    );

    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('If-Match')).toBe('"3"');
    expect(error).toMatchObject({ statusCode: 409, errorCode: 'CONFLICT_STALE_VERSION', parameter: null, current });
  });

  it('sends the idempotency key of the action as its header, the same on every retry', async () => {
    const fetchMock = stubFetch(async () => json({ id: 'x', name: 'n' }, 200));
    const key = '0b4d6c1e-6a43-4c1f-9a0e-3f9d2d0f5e21';
    const input = { params: { id: 'x', lang: 'en' }, body: { name: 'n' } };

    await api.call(rename, input, { idempotencyKey: key });
    await api.call(rename, input, { idempotencyKey: key });
    await api.call(rename, input);

    const sent = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers).get('Idempotency-Key'));
    expect(sent).toEqual([key, key, null]);
  });

  it('drops a conflict’s current object that does not fit the call’s answer', async () => {
    const versioned = defineCall({ ...rename, versioned: true });
    stubFetch(async () =>
      json({ statusCode: 409, reason: { errorCode: 'CONFLICT_STALE_VERSION', parameter: { id: 'x' } } }, 409),
    );

    const error = await caught(api.call(versioned, { params: { id: 'x', lang: 'en' }, body: { name: 'Mine' } }));

    expect(error).toMatchObject({ errorCode: 'CONFLICT_STALE_VERSION', current: null });
  });

  it('reports an answer that does not fit the definition as UNKNOWN_ERROR', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async () => json({ id: 1 }, 200));

    const error = await caught(api.call(rename, { params: { id: 'x', lang: 'en' }, body: { name: 'n' } }));

    expect(error.errorCode).toBe('UNKNOWN_ERROR');
  });

  it('sends an upload as multipart form data under the definition’s field', async () => {
    const upload = defineCall({
      method: 'POST',
      path: '/things/:id/file',
      access: access.signedIn,
      tags: ['things'],
      params: z.strictObject({ id: z.string() }),
      upload: { field: 'file' },
      response: z.object({ id: z.string() }),
    });
    const fetchMock = stubFetch(async () => json({ id: 'x' }, 200));

    await api.call(upload, { params: { id: 'x' }, file: new Blob(['%PDF']) });

    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body.get('file')).toBeInstanceOf(Blob);
  });

  it('takes an answer unchecked when the definition says why', async () => {
    const big = defineCall({
      method: 'GET',
      path: '/things',
      access: access.signedIn,
      tags: ['things'],
      response: z.array(z.string()),
      unchecked: { reason: 'tens of thousands of rows' },
    });
    stubFetch(async () => json([1, 2], 200));

    expect(await api.call(big)).toEqual([1, 2]);
  });
});

describe('a deferred call', () => {
  const route = { method: 'PUT', path: '/things/:id' } as const;
  const definition = defineCall({
    ...route,
    access: access.signedIn,
    tags: ['things'],
    params: z.strictObject({ id: z.string() }),
    body: z.strictObject({ name: z.string() }),
    response: z.object({ id: z.string(), name: z.string(), version: z.number() }),
    versioned: true,
  });

  /** A definition whose chunk arrives when the test says so. */
  function arrivingLater() {
    let arrive!: () => void;
    let fail!: () => void;
    const loaded = new Promise<typeof definition>((resolve, reject) => {
      arrive = () => resolve(definition);
      fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    return { call: deferCall(route, () => loaded), arrive, fail };
  }

  it('sends the request before its definition has arrived and checks the answer once it has', async () => {
    const fetchMock = stubFetch(async () => json({ id: 'x', name: 'Neu', version: 2, extra: true }, 200));
    const { call, arrive } = arrivingLater();

    const answer = api.call(call, { params: { id: 'x' }, body: { name: 'Neu' } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]![0]).toBe('/things/x');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ name: 'Neu' }) });
    arrive();

    expect(await answer).toEqual({ id: 'x', name: 'Neu', version: 2 });
  });

  it('reports an answer that does not fit the definition as UNKNOWN_ERROR', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async () => json({ id: 1 }, 200));
    const { call, arrive } = arrivingLater();
    arrive();

    expect((await caught(api.call(call, { params: { id: 'x' }, body: { name: 'n' } }))).errorCode).toBe(
      'UNKNOWN_ERROR',
    );
  });

  it('reports a definition that could not be fetched as NO_CONNECTION', async () => {
    stubFetch(async () => json({ id: 'x', name: 'n', version: 1 }, 200));
    const { call, fail } = arrivingLater();
    fail();

    expect((await caught(api.call(call, { params: { id: 'x' }, body: { name: 'n' } }))).errorCode).toBe(
      'NO_CONNECTION',
    );
  });

  it('hands over the checked current object of a stale-version conflict', async () => {
    const current = { id: 'x', name: 'Theirs', version: 4 };
    stubFetch(async () =>
      json({ statusCode: 409, reason: { errorCode: 'CONFLICT_STALE_VERSION', parameter: current } }, 409),
    );
    const { call, arrive } = arrivingLater();
    arrive();

    const error = await caught(api.call(call, { params: { id: 'x' }, body: { name: 'Mine' }, version: 3 }));

    expect(error).toMatchObject({ errorCode: 'CONFLICT_STALE_VERSION', current });
  });

  it('answers an error of the server as it is when the definition could not be fetched', async () => {
    stubFetch(async () => json({ statusCode: 404, reason: { errorCode: 'NOT_FOUND', parameter: 'thing' } }, 404));
    const { call, fail } = arrivingLater();
    fail();

    expect(await caught(api.call(call, { params: { id: 'x' }, body: { name: 'n' } }))).toMatchObject({
      statusCode: 404,
      errorCode: 'NOT_FOUND',
      parameter: 'thing',
    });
  });
});
