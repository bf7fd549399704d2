import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from './file-storage';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-storage-'));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function tempFile(storage: FileStorage, content: string): string {
  const file = path.join(storage.tempDir, `${Math.random().toString(16).slice(2)}.part`);
  writeFileSync(file, content);
  return file;
}

/**
 * A stand-in for an S3-compatible endpoint (path style): PUT, GET and DELETE of objects, and
 * ListObjectsV2 in pages of two, so that listing has to follow the continuation token.
 */
function fakeS3(): Promise<{ server: Server; url: string; objects: Map<string, Buffer> }> {
  const objects = new Map<string, Buffer>();
  const written = new Map<string, Date>();
  const listPage = (bucket: string, query: URLSearchParams) => {
    const prefix = `/${bucket}/`;
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
    const start = Number(query.get('continuation-token') ?? 0);
    const page = keys.slice(start, start + 2);
    const truncated = start + 2 < keys.length;
    const contents = page
      .map(
        (k) =>
          `<Contents><Key>${k.slice(prefix.length)}</Key><LastModified>${written.get(k)!.toISOString()}</LastModified>` +
          `<Size>${objects.get(k)!.length}</Size></Contents>`,
      )
      .join('');
    return (
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount>` +
      `<IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ''}` +
      `${contents}</ListBucketResult>`
    );
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const key = decodeURIComponent(url.pathname);
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        written.set(key, new Date());
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(listPage(key.replaceAll('/', ''), url.searchParams));
      } else if (request.method === 'GET' && objects.has(key)) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(objects.get(key));
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects }),
    ),
  );
}

async function listKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) {
    expect(file.modifiedAt).toBeInstanceOf(Date);
    keys.push(file.key);
  }
  return keys.sort();
}

describe('file storage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    s3 = await fakeS3();
  });
  afterAll(() => {
    s3.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps, reads and deletes files in a local folder', async () => {
    const storage = await createFileStorage({ kind: 'local', dir });
    await storage.put('company/expense/file-1', tempFile(storage, 'receipt bytes'), 'application/pdf');
    expect((await readAll(await storage.open('company/expense/file-1'))).toString()).toBe('receipt bytes');
    await storage.delete('company/expense/file-1');
    await expect(storage.open('company/expense/file-1')).rejects.toThrow();
    await expect(storage.put('../outside', tempFile(storage, 'x'), 'application/pdf')).rejects.toThrow(/Unsafe/);
  });

  it('lists the files of a local folder without the uploads in progress', async () => {
    const storage = await createFileStorage({ kind: 'local', dir });
    await storage.put('company/expense/a', tempFile(storage, 'a'), 'application/pdf');
    await storage.put('exports/company/b', tempFile(storage, 'b'), 'application/pdf');
    tempFile(storage, 'an upload on its way');
    expect(await listKeys(storage)).toEqual(['company/expense/a', 'exports/company/b']);
  });

  it('keeps, reads and deletes objects in S3-compatible storage', async () => {
    const storage = await createFileStorage({
      kind: 's3',
      endpoint: s3.url,
      region: 'us-east-1',
      bucket: 'receipts',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    await storage.put('company/expense/file-2', tempFile(storage, 'object bytes'), 'image/png');
    expect(s3.objects.get('/receipts/company/expense/file-2')?.toString()).toBe('object bytes');
    expect((await readAll(await storage.open('company/expense/file-2'))).toString()).toBe('object bytes');
    await storage.delete('company/expense/file-2');
    expect(s3.objects.size).toBe(0);
  });

  it('lists every object of the bucket, page after page', async () => {
    const storage = await createFileStorage({
      kind: 's3',
      endpoint: s3.url,
      region: 'us-east-1',
      bucket: 'listed',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    const keys = ['c/1', 'c/2', 'c/3', 'exports/c/4', 'exports/c/5'];
    for (const key of keys) await storage.put(key, tempFile(storage, key), 'application/pdf');
    expect(await listKeys(storage)).toEqual(keys);
  });
});
