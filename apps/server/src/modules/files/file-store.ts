/**
 * Where uploaded bytes live (DEVELOPERS.md "Files: local disk, S3 when configured"). Keys are chosen by the server
 * (`<incubatorId>/<fileId>`), never by the client; the database row (table files) is the record.
 */
import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { loadS3 } from '../../core/lazy-packages.js';

export interface StoredObject {
  body: Readable;
  size: number | undefined;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores the file at `sourcePath` (which stays where it is) without reading it into memory: large generated files. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Prefix of every object key (e.g. "hatchery/"), so a bucket can be shared. */
  prefix: string;
}

const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/** Keys are ours, but a malformed one must never become a path outside the store. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

export function storageKeyFor(incubatorId: string, fileId: string): string {
  const key = `${incubatorId}/${fileId}`;
  assertStorageKey(key);
  return key;
}

/** Files under `root` (default DATA_DIR/files), one directory per tenant. */
export function createLocalFileStore(root: string): FileStore {
  const fullPath = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body, { flag: 'wx' });
    },
    async putFile(key, sourcePath) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Like put's 'wx': never replace a stored object.
      await copyFile(sourcePath, target, constants.COPYFILE_EXCL);
    },
    async get(key) {
      const target = fullPath(key);
      try {
        const info = await stat(target);
        return { body: createReadStream(target), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fullPath(key), { force: true });
    },
  };
}

/** The S3 client options for the settings: a custom endpoint (MinIO, R2…) uses path-style addressing. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  };
}

export function s3ObjectKey(settings: Pick<S3Settings, 'prefix'>, key: string): string {
  assertStorageKey(key);
  return `${settings.prefix}${key}`;
}

/** S3 through the AWS SDK, imported and its client made with the first call (D-555: not at every start). */
export function createS3FileStore(settings: S3Settings, given?: S3Client): FileStore {
  let client: Promise<S3Client> | undefined;
  const clientOf = () => (client ??= given ? Promise.resolve(given) : loadS3().then((s3) => new s3.S3Client(s3ClientConfig(settings))));
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { PutObjectCommand } = await loadS3();
      await (await clientOf()).send(new PutObjectCommand({ Bucket: settings.bucket, Key: s3ObjectKey(settings, key), Body: body, ContentType: contentType }));
    },
    async putFile(key, sourcePath, contentType) {
      // A stream body needs its length up front (a single PUT, no chunked upload).
      const { size } = await stat(sourcePath);
      const { PutObjectCommand } = await loadS3();
      await (await clientOf()).send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: s3ObjectKey(settings, key), Body: createReadStream(sourcePath), ContentLength: size, ContentType: contentType }),
      );
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey } = await loadS3();
      try {
        const result = await (await clientOf()).send(new GetObjectCommand({ Bucket: settings.bucket, Key: s3ObjectKey(settings, key) }));
        if (!result.Body) return null;
        return { body: result.Body as Readable, size: result.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await loadS3();
      await (await clientOf()).send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: s3ObjectKey(settings, key) }));
    },
  };
}

/** S3 when configured, else local disk under `<dataDir>/files`. */
export function createFileStore(options: { dataDir: string; s3: S3Settings | undefined }): FileStore {
  return options.s3 ? createS3FileStore(options.s3) : createLocalFileStore(path.join(options.dataDir, 'files'));
}
