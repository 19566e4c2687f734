import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.ts';
import type { TFileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createSealedFileStore, type TFileKeyring } from './sealed-file-store.ts';

export const GENERATED_KEY_FILE = 'file-encryption-key';
const GENERATED_KEY_ID = 'local';

// Development only: a fresh checkout runs without settings. Kept outside the files folder; production sets
// FILE_ENCRYPTION_KEY so the key never sits with the data (decision 018).
const readOrCreateLocalKey = (dataDir: string): Buffer => {
  const file = path.join(dataDir, GENERATED_KEY_FILE);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    throw error;
  }
  return key;
};

export const resolveFileKeyring = (config: Pick<TConfig, 'fileEncryption' | 'dataDir'>): TFileKeyring & { generated: boolean } => {
  const { fileEncryption, dataDir } = config;
  const byId = new Map(fileEncryption.previousKeys);
  // A generated key stays readable after FILE_ENCRYPTION_KEY is set, so files stored before keep opening.
  const localKeyFile = path.join(dataDir, GENERATED_KEY_FILE);
  if (fileEncryption.key) {
    if (existsSync(localKeyFile) && !byId.has(GENERATED_KEY_ID)) byId.set(GENERATED_KEY_ID, readOrCreateLocalKey(dataDir));
    byId.set(fileEncryption.keyId, fileEncryption.key);
    return { current: { id: fileEncryption.keyId, key: fileEncryption.key }, byId, generated: false };
  }
  const key = readOrCreateLocalKey(dataDir);
  byId.set(GENERATED_KEY_ID, key);
  return { current: { id: GENERATED_KEY_ID, key }, byId, generated: true };
};

/**
 * The store the configuration names (S3 when S3_BUCKET is set, else DATA_DIR/files), sealed with the file key.
 * The AWS SDK loads only when S3 is used: it is large, and a server on the local folder never needs it.
 */
export const createFileStore = async (options: { config: TConfig; log?: FastifyBaseLogger }): Promise<TFileStore> => {
  const { config, log } = options;
  const keyring = resolveFileKeyring(config);
  if (keyring.generated && config.nodeEnv === 'production')
    log?.warn('FILE_ENCRYPTION_KEY is not set: stored files are sealed with a key generated in DATA_DIR');
  const { s3 } = config;
  const store = s3.bucket
    ? (await import('./s3-file-store.ts')).createS3FileStore({ ...s3, bucket: s3.bucket, stagingDir: path.join(config.dataDir, 'upload-staging') })
    : createLocalFileStore({ root: path.join(config.dataDir, 'files') });
  return createSealedFileStore(store, keyring);
};
