import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorageConfig } from '../../config';
import { loadS3 } from '../lazy-modules';

/** Where receipt bytes live. Keys are opaque; the database keeps them with the file's metadata. */
export interface FileStorage {
  /** A folder for uploads in progress, on the same disk as the store where that matters. */
  readonly tempDir: string;
  /** Takes over a finished temporary file (moved or copied, then removed). */
  put(key: string, tempPath: string, contentType: string): Promise<void>;
  open(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Every stored file with the time it was written, for the sweep of files without a row. */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/**
 * Removes the temporary files of uploads that ended with their process (`.part` files older than
 * `before`); a running upload's file is younger. Answers how many were removed.
 */
export async function removeStaleTempFiles(storage: FileStorage, before: Date): Promise<number> {
  let removed = 0;
  for (const entry of await readdir(storage.tempDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(storage.tempDir, entry.name);
    const { mtime } = await stat(file).catch(() => ({ mtime: before }));
    if (mtime >= before) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

const SAFE_KEY = /^[A-Za-z0-9/_-]+$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export async function createFileStorage(config: FileStorageConfig): Promise<FileStorage> {
  if (config.kind === 'local') return createLocalStorage(config.dir);
  return createS3Storage(config);
}

const TEMP_FOLDER = '.uploads';

/** The files under `dir`, as keys relative to `root`; the temporary folder is not part of the store. */
async function* walk(root: string, dir: string): AsyncGenerator<StoredFile> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === root && entry.name === TEMP_FOLDER) continue;
      yield* walk(root, full);
    } else if (entry.isFile()) {
      const { mtime } = await stat(full);
      yield { key: path.relative(root, full).split(path.sep).join('/'), modifiedAt: mtime };
    }
  }
}

async function createLocalStorage(root: string): Promise<FileStorage> {
  const tempDir = path.join(root, TEMP_FOLDER);
  await mkdir(tempDir, { recursive: true });
  const pathOf = (key: string) => path.join(root, checkKey(key));
  return {
    tempDir,
    async put(key, tempPath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    async open(key) {
      await stat(pathOf(key));
      return createReadStream(pathOf(key));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    list: () => walk(root, root),
  };
}

async function createS3Storage(config: Extract<FileStorageConfig, { kind: 's3' }>): Promise<FileStorage> {
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = await loadS3();
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    // Plain bodies instead of aws-chunked trailers: not every S3-compatible store takes those.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const tempDir = path.join(os.tmpdir(), 'mobilo-uploads');
  await mkdir(tempDir, { recursive: true });
  return {
    tempDir,
    async put(key, tempPath, contentType) {
      try {
        const { size } = await stat(tempPath);
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: checkKey(key),
            Body: createReadStream(tempPath),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } finally {
        await rm(tempPath, { force: true });
      }
    },
    async open(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
      return answer.Body as Readable;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
