import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { PutObjectCommand, PutObjectCommandInput, S3Client } from '@aws-sdk/client-s3';
import { createFileStore, createLocalFileStore, createS3FileStore, s3ClientConfig, s3ObjectKey, storageKeyFor } from './file-store.js';

const TENANT = '11111111-1111-4111-8111-111111111111';
const FILE = '22222222-2222-4222-8222-222222222222';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('local file store', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('puts, gets and deletes under <root>/<incubatorId>/<fileId>', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'files-'));
    dirs.push(root);
    const store = createLocalFileStore(root);
    const key = storageKeyFor(TENANT, FILE);
    await store.put(key, Buffer.from('hello'), 'text/plain');
    expect(await readFile(path.join(root, TENANT, FILE), 'utf8')).toBe('hello');
    const object = await store.get(key);
    expect(object?.size).toBe(5);
    expect((await readAll(object!.body)).toString()).toBe('hello');
    await expect(store.put(key, Buffer.from('again'), 'text/plain')).rejects.toThrow(); // never overwritten
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key); // idempotent
  });

  it('stores a file from disk without replacing an existing object; the source stays', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'files-'));
    dirs.push(root);
    const source = path.join(root, 'report.csv');
    await writeFile(source, 'a,b\r\n');
    const store = createLocalFileStore(root);
    const key = storageKeyFor(TENANT, FILE);
    await store.putFile(key, source, 'text/csv');
    expect(await readFile(path.join(root, TENANT, FILE), 'utf8')).toBe('a,b\r\n');
    expect(await readFile(source, 'utf8')).toBe('a,b\r\n');
    await expect(store.putFile(key, source, 'text/csv')).rejects.toThrow(); // never overwritten
  });

  it('refuses keys that are not <uuid>/<uuid> (no path traversal)', async () => {
    const store = createLocalFileStore('/tmp/never-used');
    await expect(store.get('../../etc/passwd')).rejects.toThrow('Invalid storage key');
    expect(() => storageKeyFor(TENANT, '../x')).toThrow();
  });

  it('defaults to DATA_DIR/files without S3 settings', () => {
    expect(createFileStore({ dataDir: '/data', s3: undefined }).kind).toBe('local');
  });
});

describe('S3 file store configuration', () => {
  const settings = { bucket: 'hatchery', endpoint: 'http://minio:9000', region: 'eu-west-3', accessKeyId: 'AK', secretAccessKey: 'SK', prefix: 'prod/' };

  it('maps the settings to client options (custom endpoint → path style, static credentials)', () => {
    expect(s3ClientConfig(settings)).toEqual({
      region: 'eu-west-3',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
    });
    expect(s3ClientConfig({ ...settings, endpoint: undefined, accessKeyId: undefined, secretAccessKey: undefined })).toEqual({ region: 'eu-west-3' });
  });

  it('sends a file from disk as a stream with its length (one PUT)', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'files-'));
    const source = path.join(root, 'report.xlsx');
    await writeFile(source, 'PK-bytes');
    const sent: PutObjectCommandInput[] = [];
    const client = { send: async (command: PutObjectCommand) => void sent.push(command.input) } as unknown as S3Client;
    try {
      await createS3FileStore(settings, client).putFile(`${TENANT}/${FILE}`, source, 'application/zip');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ Bucket: 'hatchery', Key: `prod/${TENANT}/${FILE}`, ContentLength: 8, ContentType: 'application/zip' });
      expect((await readAll(sent[0]!.Body as NodeJS.ReadableStream)).toString()).toBe('PK-bytes');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('prefixes object keys and picks S3 when configured', () => {
    expect(s3ObjectKey(settings, `${TENANT}/${FILE}`)).toBe(`prod/${TENANT}/${FILE}`);
    expect(createFileStore({ dataDir: '/data', s3: settings }).kind).toBe('s3');
  });
});

describe('S3_* variables', () => {
  it('turn on S3 when S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: 'hatchery', S3_ENDPOINT: 'https://s3.example.org', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' }).s3,
    ).toEqual({ bucket: 'hatchery', endpoint: 'https://s3.example.org', region: 'eu-west-3', accessKeyId: 'AK', secretAccessKey: 'SK', prefix: '' });
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT');
  });
});
