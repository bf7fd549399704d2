import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorageConfig } from '../../config';

/** Where receipt bytes live. Keys are opaque; the database keeps them with the file's metadata. */
export interface FileStorage {
  /** A folder for uploads in progress, on the same disk as the store where that matters. */
  readonly tempDir: string;
  /** Takes over a finished temporary file (moved or copied, then removed). */
  put(key: string, tempPath: string, contentType: string): Promise<void>;
  open(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
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

async function createLocalStorage(root: string): Promise<FileStorage> {
  const tempDir = path.join(root, '.uploads');
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
  };
}

async function createS3Storage(config: Extract<FileStorageConfig, { kind: 's3' }>): Promise<FileStorage> {
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
  };
}
