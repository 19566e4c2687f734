import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError, type TFileStore } from '../../src/platform/file-store/file-store.ts';
import { createLocalFileStore } from '../../src/platform/file-store/local-file-store.ts';
import { createS3FileStore } from '../../src/platform/file-store/s3-file-store.ts';
import { createSealedFileStore, type TFileKeyring } from '../../src/platform/file-store/sealed-file-store.ts';

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const keyring = (id: string, key = randomBytes(32)): TFileKeyring => ({ current: { id, key }, byId: new Map([[id, key]]) });
// Several small chunks, as a network stream delivers them.
const chunked = (data: Buffer, size = 1000) => Readable.from(Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size)));

/** The same behaviour from every store: what goes in comes out, sealed at rest, and a missing key is FileNotFoundError. */
const storeSuite = (name: string, open: () => { raw: TFileStore; readRaw: (key: string) => Promise<Buffer> }) =>
  describe(`${name} file store`, () => {
    const ring = keyring('k1');

    it('gives back what was put, streamed in chunks, and replaces on a second put', async () => {
      const { raw } = open();
      const store = createSealedFileStore(raw, ring);
      const data = randomBytes(300_000);
      await store.put('applications/a1/d1', chunked(data));
      expect((await readAll(await store.get('applications/a1/d1'))).equals(data)).toBe(true);
      await store.put('applications/a1/d1', Readable.from([Buffer.from('second')]));
      expect((await readAll(await store.get('applications/a1/d1'))).toString()).toBe('second');
      await store.put('applications/a1/empty', Readable.from([]));
      expect((await readAll(await store.get('applications/a1/empty'))).length).toBe(0);
    });

    it('keeps only ciphertext at rest, with the key id in the header', async () => {
      const { raw, readRaw } = open();
      const store = createSealedFileStore(raw, ring);
      const secret = Buffer.from('SSN 123-45-6789 '.repeat(100));
      await store.put('applications/a2/d1', Readable.from([secret]));
      const atRest = await readRaw('applications/a2/d1');
      expect(atRest.includes(Buffer.from('123-45-6789'))).toBe(false);
      expect(atRest.subarray(0, 4).toString()).toBe('LNTF');
      expect(atRest.includes(Buffer.from('k1'))).toBe(true);
      expect(atRest.length).toBeGreaterThan(secret.length);
    });

    it('refuses a file that was changed, moved to another key, or sealed with a key it does not have', async () => {
      const { raw, readRaw } = open();
      const store = createSealedFileStore(raw, ring);
      await store.put('applications/a3/d1', Readable.from([Buffer.from('original contents')]));
      const sealed = await readRaw('applications/a3/d1');
      const flipped = Buffer.from(sealed);
      flipped[flipped.length - 20]! ^= 1;
      await raw.put('applications/a3/changed', Readable.from([flipped]));
      await expect(readAll(await store.get('applications/a3/changed'))).rejects.toThrow(/authentication tag|does not match/);
      await raw.put('applications/a3/moved', Readable.from([sealed]));
      await expect(readAll(await store.get('applications/a3/moved'))).rejects.toThrow(/does not match/);
      const otherKey = createSealedFileStore(raw, keyring('k2'));
      await expect(readAll(await otherKey.get('applications/a3/d1'))).rejects.toThrow(/key "k1"/);
      // After a rotation, the old key still opens what it sealed.
      const rotated = createSealedFileStore(raw, { current: { id: 'k2', key: randomBytes(32) }, byId: new Map([...ring.byId, ['k2', randomBytes(32)]]) });
      expect((await readAll(await rotated.get('applications/a3/d1'))).toString()).toBe('original contents');
    });

    it('answers FileNotFoundError for a key with nothing, and deletes', async () => {
      const { raw } = open();
      const store = createSealedFileStore(raw, ring);
      await expect(store.get('applications/none/d1')).rejects.toBeInstanceOf(FileNotFoundError);
      await store.put('applications/a4/d1', Readable.from([Buffer.from('x')]));
      await store.delete('applications/a4/d1');
      await expect(store.get('applications/a4/d1')).rejects.toBeInstanceOf(FileNotFoundError);
      await store.delete('applications/a4/d1');
    });

    it('refuses keys that could climb out of the store', async () => {
      const { raw } = open();
      await expect(raw.put('../escape', Readable.from([Buffer.from('x')]))).rejects.toThrow(/Invalid storage key/);
      await expect(raw.get('applications/../../etc')).rejects.toThrow(/Invalid storage key/);
    });
  });

const folder = mkdtempSync(path.join(os.tmpdir(), 'lintel-local-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

storeSuite('local', () => ({
  raw: createLocalFileStore({ root: folder }),
  readRaw: async (key) => readFileSync(path.join(folder, ...key.split('/'))),
}));

describe('local file store on disk', () => {
  it('writes files only its owner can read and leaves no temporary file behind', async () => {
    const store = createLocalFileStore({ root: folder });
    await store.put('applications/p1/d1', Readable.from([Buffer.from('x')]));
    expect(statSync(path.join(folder, 'applications', 'p1', 'd1')).mode & 0o077).toBe(0);
    expect(readdirSync(path.join(folder, '.pending'))).toEqual([]);
  });

  it('leaves nothing under the key when the stream breaks', async () => {
    const store = createLocalFileStore({ root: folder });
    const broken = new Readable({ read() { this.destroy(new Error('connection reset')); } });
    await expect(store.put('applications/p1/broken', broken)).rejects.toThrow('connection reset');
    await expect(store.get('applications/p1/broken')).rejects.toBeInstanceOf(FileNotFoundError);
    expect(readdirSync(path.join(folder, '.pending'))).toEqual([]);
  });
});

// A real S3-compatible server, started by the test; the adapter talks HTTP to it exactly as to S3.
let server: S3rver;
let endpoint = '';
const s3Folder = mkdtempSync(path.join(os.tmpdir(), 'lintel-s3rver-'));
const BUCKET = 'lintel-documents';
beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Folder });
  const { port } = (await server.run()) as unknown as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  const admin = s3Store();
  await admin.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(async () => {
  await server?.close();
  rmSync(s3Folder, { recursive: true, force: true });
});
const s3Store = () =>
  createS3FileStore({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    stagingDir: path.join(folder, 's3-staging'),
  });

storeSuite('S3', () => {
  const raw = s3Store();
  return {
    raw,
    readRaw: async (key) => {
      const answer = await raw.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
  };
});

describe('S3 file store staging', () => {
  it('leaves no staged file behind', async () => {
    const store = s3Store();
    await store.put('applications/s1/d1', Readable.from([Buffer.from('x')]));
    expect(readdirSync(path.join(folder, 's3-staging'))).toEqual([]);
  });
});

