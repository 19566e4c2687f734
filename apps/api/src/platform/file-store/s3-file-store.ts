import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, FileNotFoundError, type TFileStore } from './file-store.ts';

export type TS3FileStoreOptions = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** A local folder where a put is staged before it is sent (S3 wants the length up front). */
  stagingDir: string;
};

/**
 * Objects in one bucket of S3 or an S3-compatible server. A put is staged in a local file first: a PUT needs
 * its length before the first byte, and staging keeps memory flat however many uploads run at once (a
 * multipart upload would hold a 5 MB part in memory for each). The SDK's own checksums are asked for only where
 * S3 requires them: many S3-compatible servers do not take the trailing checksums, and the sealed format's
 * authentication tag already proves the bytes.
 */
export const createS3FileStore = (options: TS3FileStoreOptions): TFileStore & { client: S3Client } => {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;
  return {
    kind: 's3',
    client,
    put: async (key, body) => {
      assertStorageKey(key);
      await mkdir(options.stagingDir, { recursive: true });
      const staged = path.join(options.stagingDir, randomUUID());
      try {
        await pipeline(body, createWriteStream(staged, { mode: 0o600 }));
        const { size } = await stat(staged);
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(staged), ContentLength: size }));
      } finally {
        await rm(staged, { force: true });
      }
    },
    get: async (key) => {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
        return answer.Body;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') throw new FileNotFoundError(key);
        throw error;
      }
    },
    delete: async (key) => {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
};
